import { formAction, type FormOutcome } from '@springfield/shared';
import { data, type ActionFunctionArgs } from 'react-router-dom';
import { getService } from '../data/services';
import { readRequest, validateRequest, type RequestValues } from './validate-request';

/** A service's page, where its request form and the form's action are. */
export const serviceRequestPath = (slug: string) => `/services/${slug}`;

/** Where a valid request is sent (post/redirect/get): the page that says it was received. */
export const requestSubmittedPath = (slug: string) => `/services/${slug}/submitted`;

/**
 * The route action of /services/{slug}: the service's own fields, checked by the same function in the browser
 * and on the server. An unknown service has no form: 404, and its page says Service Not Found.
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
    accept: () => requestSubmittedPath(service.slug),
  })(args);
}
