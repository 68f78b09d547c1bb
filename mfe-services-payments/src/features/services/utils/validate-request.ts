import type { FormField } from '../../../types/content';

export type RequestValues = Record<string, string>;

/** Every field starts empty; a select starts at its placeholder option (value ""). */
export function emptyValues(fields: readonly FormField[]): RequestValues {
  return Object.fromEntries(fields.map((field) => [field.name, '']));
}

/**
 * The required fields left blank, in form order. Blank means nothing but whitespace: the browser's own
 * `required` would accept "   ", which a resident never means as an answer.
 */
export function missingRequiredFields(fields: readonly FormField[], values: RequestValues): FormField[] {
  return fields.filter((field) => field.required && (values[field.name] ?? '').trim() === '');
}
