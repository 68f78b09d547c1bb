export function valueExportsOf(file: string): string[];
