import { formAction, requestLocale, type FormOutcome } from '@springfield/shared';
import { data, type ActionFunctionArgs } from 'react-router-dom';
import { areaIntl } from '../../i18n/area-intl';
import { REQUEST_NUMBER_PARAM, isRequestNumber, serviceIn, serviceRequestPath } from '../services';
import { readRequest, storeProblemMessage, validateRequest, type RequestValues } from './schema';
import { serviceRequestStore } from './store';

/** The id of the request form's route: the server's render and the browser's name it alike. */
export const SERVICE_REQUEST_ROUTE_ID = 'services-payments:service-request';

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

/**
 * The route action of /services/{slug}: the service's own fields, checked by the same function in the browser
 * and on the server, its messages in the page's language. On the server a valid request is stored (once per
 * the form's one-time key) by the same function as Open311's POST Service Request, and the confirmation
 * carries its number; what the store refuses it answers as structured problems, worded here with the fields'
 * labels in the page's language. An unknown service has no form: 404, and its page says Service Not Found.
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
      const outcome = await serviceRequestStore.get().submitForm(service.slug, values, key, locale);
      if (outcome.status === 'unknown-service') throw new Response(null, { status: 404 });
      if (outcome.status === 'created') return requestSubmittedPath(service.slug, outcome.service_request_id);
      return {
        problems: outcome.problems.flatMap((problem) => {
          const field = fields.find((candidate) => candidate.name === problem.field);
          return field ? [{ field: field.name, message: storeProblemMessage(field, problem, intl) }] : [];
        }),
      };
    },
  })(args);
}
