import { textOf, type FieldProblem } from '@springfield/shared';
import type { IntlShape } from 'react-intl';
import type { FormField } from '../../../types/content';
import { areaIntl } from '../../../i18n/area-intl';
import { choiceMessage, optionValues, requiredMessage } from '../data/services';

/** What a service's request form holds: each field's value by the field's name. */
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

/**
 * The form's one validation, in the browser before sending and on the server in the route's action: every
 * required field filled in (not only spaces), and a select's value one of its options. One problem per field,
 * in form order, named by the field's `name`.
 */
export function validateRequest(
  fields: readonly FormField[],
  values: RequestValues,
  intl: IntlShape = areaIntl.intl(),
): FieldProblem[] {
  const missing = new Set(missingRequiredFields(fields, values));
  return fields.flatMap((field): FieldProblem[] => {
    if (missing.has(field)) return [{ field: field.name, message: requiredMessage(field, intl) }];
    const value = values[field.name] ?? '';
    if (field.type === 'select' && value !== '' && !optionValues(field).includes(value)) {
      return [{ field: field.name, message: choiceMessage(field, intl) }];
    }
    return [];
  });
}

/** The request as sent: each of the service's fields by its name ('' when absent); nothing else is kept. */
export function readRequest(fields: readonly FormField[], form: FormData): RequestValues {
  return Object.fromEntries(fields.map((field) => [field.name, textOf(form, field.name)]));
}
