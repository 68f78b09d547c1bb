export function extractMessages(appDir: string): Record<string, string>;
export function catalogueProblems(english: Record<string, string>, file: string, locale: string): string[];
export function placeholdersOf(elements: unknown, parse: (text: string) => unknown): string[];
