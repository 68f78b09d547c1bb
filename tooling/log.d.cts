/** A log writing JSON lines to `destination` (default stdout). */
export function createLog(destination?: {
  write(line: string): unknown;
}): (event: string, fields?: Record<string, unknown>) => void;
export const log: (event: string, fields?: Record<string, unknown>) => void;
/** console.error and console.warn as JSON lines on `destination` (default stderr). */
export function jsonConsole(destination?: { write(line: string): unknown }): void;
