/** A log writing JSON lines to `destination` (default stdout). */
export function createLog(destination?: {
  write(line: string): unknown;
}): (event: string, fields?: Record<string, unknown>) => void;
export const log: (event: string, fields?: Record<string, unknown>) => void;
