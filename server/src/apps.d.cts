export const root: string;
export const remotes: { name: string; dir: string; port: number }[];
export const shell: { name: string; dir: string; port: number };
export const host: string;
export function manifestUrl(remote: { port: number }): string;
export function areaOf(remote: { dir: string }, dir?: string): Record<string, unknown>;
export function listEntry(
  area: Record<string, unknown>,
  entry: string,
  integrity?: { server: string; entry?: string; entryFile?: string },
): Record<string, unknown>;
export function integrityOf(content: string | Buffer): string;
export function remotesJson(): { contract: 1; remotes: Record<string, Record<string, unknown>> };
export function byDir(dir: string): { name: string; dir: string; port: number } | undefined;
/** The remote entry a manifest names, with its SHA-384, as a list line records them. */
export function entryIntegrity(
  manifest: unknown,
  read: (file: string) => Buffer | string | undefined,
): { entryFile: string; entry: string } | undefined;
