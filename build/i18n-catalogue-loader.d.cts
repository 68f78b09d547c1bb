/** The catalogue at `file`, compiled by FormatJS's CLI: a JSON string of `{ id: MessageFormatElement[] }`. */
export function compileCatalogue(file: string): string;
/** The part of a compiled catalogue a query asks for (`?only=info`, `?except=info,search`); no query: all. */
export function catalogueParts(compiled: string, query: string): string;
