import { formAction, requestLocale, type FieldProblem, type FormOutcome } from '@springfield/shared';
import type { IntlShape } from 'react-intl';
import { data, type ActionFunctionArgs } from 'react-router-dom';
import { areaIntl } from '../../../i18n/area-intl';
import { serviceRequestServices } from '../../../server/services';
import type { FormField } from '../../../types/content';
import { choiceMessage, getService, requiredMessage, serviceIn, serviceRequestPath } from '../data/services';
import { formMessages } from '../messages';
import { REQUEST_NUMBER_PARAM, isRequestNumber } from '../data/service-requests';
import { readRequest, validateRequest, type RequestValues } from './validate-request';

/**
 * Where a valid request is sent (post/redirect/get): the page that says it was received, with the new
 * request's number (/services/pothole-report/submitted?request=100001).
 */
export const requestSubmittedPath = (slug: string, id?: string) =>
  `${serviceRequestPath(slug)}/submitted${id ? `?${REQUEST_NUMBER_PARAM}=${encodeURIComponent(id)}` : ''}`;

/** The request number a confirmation address carries, if any. */
export function requestNumberOf(location: string | null | undefined): string | undefined {
  if (!location) return undefined;
  const id = new URL(location, 'http://site.invalid').searchParams.get(REQUEST_NUMBER_PARAM);
  return isRequestNumber(id) ? id : undefined;
}

const english = areaIntl.intl('en');

/**
 * A problem the store found (in English, its words: the server keeps them for the city's staff) in the
 * resident's language, named by the field's label in it. A message the form does not know stays as it is.
 */
export function localizedProblem(
  englishFields: readonly FormField[],
  fields: readonly FormField[],
  problem: FieldProblem,
  intl: IntlShape,
): FieldProblem {
  const original = englishFields.find((candidate) => candidate.name === problem.field);
  const field = fields.find((candidate) => candidate.name === problem.field);
  if (intl.locale === 'en' || !original || !field) return problem;
  const { message } = problem;
  const tooLong = /must be at most ([\d,]+) characters\.$/.exec(message);
  const localized =
    message === requiredMessage(original, english)
      ? requiredMessage(field, intl)
      : message === choiceMessage(original, english)
        ? choiceMessage(field, intl)
        : tooLong && message.startsWith(`${original.label} `)
          ? intl.formatMessage(formMessages.tooLong, {
              label: field.label,
              max: intl.formatNumber(Number(tooLong[1].replace(/,/g, ''))),
            })
          : message === `${original.label} is not valid.`
            ? intl.formatMessage(formMessages.notValid, { label: field.label })
            : message;
  return { field: problem.field, message: localized };
}

/**
 * The route action of /services/{slug}: the service's own fields, checked by the same function in the browser
 * and on the server, its messages in the page's language. On the server a valid request is stored (once per the form's one-time key) by the same
 * function as Open311's POST Service Request, and the confirmation carries its number. An unknown service has
 * no form: 404, and its page says Service Not Found.
 */
export async function serviceRequestAction(args: ActionFunctionArgs) {
  // Its messages in the language of the page the form was sent from, with the fields' labels in it.
  const locale = requestLocale(args.request);
  await areaIntl.loadMessages(locale);
  const intl = areaIntl.intl(locale);
  const service = serviceIn(args.params.slug, locale);
  if (!service) {
    const outcome: FormOutcome<RequestValues> = { status: 'failed', values: {} };
    return data(outcome, { status: 404 });
  }
  const { fields } = service.form;
  return formAction<RequestValues>({
    read: (form) => readRequest(fields, form),
    validate: (values) => validateRequest(fields, values, intl),
    accept: async (values, _args, key) => {
      const outcome = await serviceRequestServices.get().submitForm(service.slug, values, key);
      if (outcome.status === 'invalid')
        return {
          problems: outcome.problems.map((problem) =>
            localizedProblem(getService(service.slug)?.form.fields ?? [], fields, problem, intl),
          ),
        };
      if (outcome.status === 'unknown-service') throw new Response(null, { status: 404 });
      return requestSubmittedPath(service.slug, outcome.service_request_id);
    },
  })(args);
}
