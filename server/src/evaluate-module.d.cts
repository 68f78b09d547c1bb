/** A server module's exports, evaluated from `code` as the file `file` (not entered in require's cache). */
export function evaluateModule(file: string, code: string): Record<string, unknown>;
