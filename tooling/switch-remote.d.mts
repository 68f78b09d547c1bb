export function switchRemote(
  listFile: string,
  name: string,
  manifestUrl: string,
): Promise<{ previous: string | undefined; next: string }>;

export function lineProblems(
  name: string,
  line: Record<string, unknown>,
  otherLines: [string, { prefixes?: string[]; api?: string[]; files?: string[] }][],
): string[];
