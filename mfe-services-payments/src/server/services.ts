// The area's services as the route actions reach them (issue 25). Route actions are bundled for the browser and
// the server; only this slot is imported by them, never the backend (its SQL stays out of the browser bundle).
// The backend sets it when the site's server creates it; `get()` in the browser is a bug and throws.
import { serverOnly, type FieldProblem } from '@springfield/shared';

/** What the request form of a service gets back: the new request's number, or why it was refused. */
export type FormRequestOutcome =
  | { status: 'created'; service_request_id: string }
  | { status: 'invalid'; problems: FieldProblem[] }
  | { status: 'unknown-service' };

export interface ServiceRequestServices {
  /**
   * Stores a request sent with the site's form of a service (its fields by their names), once per one-time
   * `key`, through the same function as Open311's POST Service Request.
   */
  submitForm(
    slug: string,
    values: Readonly<Record<string, string>>,
    key: string | undefined,
  ): Promise<FormRequestOutcome>;
}

export const serviceRequestServices = serverOnly<ServiceRequestServices>('The service requests store');
