/** Each field's inline error, by the field's name: the first problem found for it. */
export type FieldErrors = Readonly<Partial<Record<string, string>>>;

/** The errors without the one of `field` (the visitor has just changed it). */
export function withoutError(errors: FieldErrors, field: string): FieldErrors {
  if (errors[field] === undefined) return errors;
  const next = { ...errors };
  delete next[field];
  return next;
}
