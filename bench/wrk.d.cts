export interface LoadFigures {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  requests: number;
  errors: number;
  non2xx: number;
}
/** The wrk program on PATH, or undefined. */
export function wrkPath(): string | undefined;
/** The figures of wrk's output (the script's result line). */
export function parseWrk(output: string): LoadFigures;
/**
 * The Lua script wrk runs: `paths` in turn, `headers` on each request, a result line at the end; with
 * `addresses` ("host:port"), each thread connects to one of them in turn instead of the URL's server.
 */
export function script(
  paths: string[],
  headers: Record<string, string>,
  addresses?: string[],
  /** A Lua `request` function instead of the paths in turn. */
  request?: string,
): string;
/** wrk against `paths` on `url`, in turn. */
export function runWrk(options: {
  url: string;
  paths: string[];
  connections: number;
  seconds: number;
  threads?: number;
  headers?: Record<string, string>;
  addresses?: string[];
  request?: string;
}): Promise<LoadFigures>;
