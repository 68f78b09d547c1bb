// A service's request form: its values, its one validation (in the browser before sending and on the server in
// the route's action) and its messages, the store's problems worded among them.
import { textOf, type FieldProblem, type StoreProblem } from '@springfield/shared';
import type { IntlShape } from 'react-intl';
import { areaIntl } from '../../i18n/area-intl';
import type { FormField } from '../../types/content';
import { optionValues } from '../services';
import { formMessages } from './messages';

/** What a service's request form holds: each field's value by the field's name. */
export type RequestValues = Record<string, string>;

/** A request field's control (one request form per page); its `name` is the field's own name. */
export const requestControlId = (name: string) => `request-${name}`;

/** Every field starts empty; a select starts at its placeholder option (value ""). */
export function emptyValues(fields: readonly FormField[]): RequestValues {
  return Object.fromEntries(fields.map((field) => [field.name, '']));
}

/** The text the form shows on a select before anything is chosen: "Select Severity". */
export function selectPlaceholder(field: FormField, intl: IntlShape = areaIntl.intl()): string {
  return intl.formatMessage(formMessages.selectPlaceholder, { label: field.label });
}

/** "Severity is required.", with the field's label in the language of `intl`. */
export function requiredMessage(field: FormField, intl: IntlShape = areaIntl.intl()): string {
  return intl.formatMessage(formMessages.required, { label: field.label });
}

/** "Severity must be one of the listed options.": a select sent with a value it does not offer. */
export function choiceMessage(field: FormField, intl: IntlShape = areaIntl.intl()): string {
  return intl.formatMessage(formMessages.choice, { label: field.label });
}

/** A problem the store found, in the language of `intl`, named by the field's label in it. */
export function storeProblemMessage(
  field: FormField,
  problem: StoreProblem,
  intl: IntlShape = areaIntl.intl(),
): string {
  switch (problem.rule) {
    case 'required':
      return requiredMessage(field, intl);
    case 'choice':
      return choiceMessage(field, intl);
    case 'too-long':
      return intl.formatMessage(formMessages.tooLong, {
        label: field.label,
        max: intl.formatNumber(problem.limit),
      });
    default:
      return intl.formatMessage(formMessages.notValid, { label: field.label });
  }
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

/** The spec's words after a complete submission, in English (the pages say them in their language: formMessages). */
export const SERVICE_FORM_SUCCESS_MESSAGE = areaIntl.intl('en').formatMessage(formMessages.successMessage);

/** The toast's title and the confirmation page's heading, in English. */
export const SERVICE_FORM_SUCCESS_TITLE = areaIntl.intl('en').formatMessage(formMessages.successTitle);
