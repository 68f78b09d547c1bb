import type { FieldProblem } from '@springfield/shared';

/** Each field's inline error, by the field's name: the first problem found for it. */
export type FieldErrors = Readonly<Partial<Record<string, string>>>;

/** The inline errors of the problems a form's validation (in the browser or its action's) found. */
export function errorsOf(problems: readonly FieldProblem[] | undefined): FieldErrors {
  const errors: Partial<Record<string, string>> = {};
  for (const { field, message } of problems ?? []) errors[field] ??= message;
  return errors;
}

/** The errors without the one of `field` (the visitor has just changed it). */
export function withoutError(errors: FieldErrors, field: string): FieldErrors {
  if (errors[field] === undefined) return errors;
  const next = { ...errors };
  delete next[field];
  return next;
}
