export function namedImportsIn(text: string, library: string): string[];
export function usedExportsOf(library: string): string[];
