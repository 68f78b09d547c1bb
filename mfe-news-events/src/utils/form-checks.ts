import type { FieldProblem } from '@springfield/shared';

/** Missing: empty or only spaces. */
export function isBlank(value: string): boolean {
  return value.trim() === '';
}

/**
 * Looks like an e-mail address: something, one @, a domain with a dot, no spaces (name@example.com). The
 * mailbox itself is proved only by the confirmation e-mail.
 */
export function looksLikeEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value.trim());
}

/** The inline error of each field, from the problems a check or an action answered (the first per field). */
export function errorsOf<Field extends string>(
  problems: readonly FieldProblem[] | undefined,
): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const { field, message } of problems ?? []) {
    if (errors[field as Field] === undefined) errors[field as Field] = message;
  }
  return errors;
}
