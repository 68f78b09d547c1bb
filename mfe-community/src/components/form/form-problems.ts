import { notify, type FieldProblem } from '@springfield/shared';

/** One failed check of a form: the destructive toast it raises and the fields it marks. */
export interface FormProblem<Field extends string> {
  title: string;
  description: string;
  fields: readonly { field: Field; message: string }[];
}

/** The inline error of every field any failed check names (first message wins). */
export function fieldErrors<Field extends string>(
  problems: readonly FormProblem<Field>[],
): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const problem of problems) {
    for (const { field, message } of problem.fields) {
      if (errors[field] === undefined) errors[field] = message;
    }
  }
  return errors;
}

/**
 * Tells the visitor about the first failed check, in the spec's order: its destructive toast, and focus on
 * its first field so a keyboard or screen-reader user lands where the fix is. Returns whether any failed.
 */
export function reportFirstProblem<Field extends string>(
  problems: readonly FormProblem<Field>[],
  controlId: (field: Field) => string,
): boolean {
  const [first] = problems;
  if (!first) return false;
  notify({ title: first.title, description: first.description, variant: 'destructive' });
  const field = first.fields[0]?.field;
  if (field !== undefined) document.getElementById(controlId(field))?.focus();
  return true;
}

/** The problems as the form's action answers them: each field and its message, in the checks' order. */
export function fieldProblems<Field extends string>(
  problems: readonly FormProblem<Field>[],
): FieldProblem<Field>[] {
  return problems.flatMap((problem) => problem.fields.map(({ field, message }) => ({ field, message })));
}
