import { formAction, type FormOutcome } from '@springfield/shared';
import { data, type ActionFunctionArgs } from 'react-router-dom';
import { serviceRequestServices } from '../../../server/services';
import { getService, serviceRequestPath } from '../data/services';
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

/**
 * The route action of /services/{slug}: the service's own fields, checked by the same function in the browser
 * and on the server. On the server a valid request is stored (once per the form's one-time key) by the same
 * function as Open311's POST Service Request, and the confirmation carries its number. An unknown service has
 * no form: 404, and its page says Service Not Found.
 */
export async function serviceRequestAction(args: ActionFunctionArgs) {
  const service = getService(args.params.slug);
  if (!service) {
    const outcome: FormOutcome<RequestValues> = { status: 'failed', values: {} };
    return data(outcome, { status: 404 });
  }
  const { fields } = service.form;
  return formAction<RequestValues>({
    read: (form) => readRequest(fields, form),
    validate: (values) => validateRequest(fields, values),
    accept: async (values, _args, key) => {
      const outcome = await serviceRequestServices.get().submitForm(service.slug, values, key);
      if (outcome.status === 'invalid') return { problems: outcome.problems };
      if (outcome.status === 'unknown-service') throw new Response(null, { status: 404 });
      return requestSubmittedPath(service.slug, outcome.service_request_id);
    },
  })(args);
}
