// The request form's part of the service requests store (issues 25 and 42): how a form's values become an Open311
// request, and how the store's problems with it land on the form's fields, as structured problems (the page
// words them in its language). The store itself (server/requests.ts, Open311's POST too) is given by the
// backend, which sets the slot: this file imports nothing of src/server/.
import { serverOnly, type StoreProblem } from '@springfield/shared';
import type { FormField } from '../../types/content';
import { cleanText, isEmailAddress, type NewServiceRequest, type RequestProblem } from '../services';

/** The form name a request sent with the site's form is stored under (its submission keys). */
export const SERVICE_REQUEST_FORM = 'services-payments:service-request';

/** What the request form of a service gets back: the new request's number, or why it was refused. */
export type FormRequestOutcome =
  | { status: 'created'; service_request_id: string }
  | { status: 'invalid'; problems: StoreProblem[] }
  | { status: 'unknown-service' };

export interface ServiceRequestStore {
  /**
   * Stores a request sent with the site's form of a service (its fields by their names), once per one-time
   * `key`, through the same function as Open311's POST Service Request.
   */
  submitForm(
    slug: string,
    values: Readonly<Record<string, string>>,
    key: string | undefined,
    locale?: string,
  ): Promise<FormRequestOutcome>;
}

/** The store as the route action reaches it: set by the backend; `get()` in the browser is a bug and throws. */
export const serviceRequestStore = serverOnly<ServiceRequestStore>('The service requests store');

/** A service as Open311 sees its form (server/catalogue.ts's entries are these). */
export interface FormEntry {
  listing: { service_code: string };
  /** The form fields that are attributes, in form order. */
  attributeFields: readonly FormField[];
  /** The form field that holds the location (address_string), the description, the contact. */
  fieldFor: Partial<Record<'address_string' | 'description' | 'contact', FormField>>;
}

/** What the store answers a new request (server/requests.ts's `submit`). */
export type SubmitAnswer =
  | { status: 'created'; service_request_id: string }
  | { status: 'invalid'; problems: RequestProblem[] }
  | { status: 'unknown-service' };

/** A request sent with the site's form of a service, as Open311 names its fields. */
export function requestFromForm(
  entry: FormEntry,
  values: Readonly<Record<string, string>>,
): NewServiceRequest {
  const valueOf = (field: FormField | undefined) => (field ? cleanText(values[field.name]) : null);
  // The pothole report's "Contact Information": an e-mail address (the confirmation goes there) or else kept
  // as the phone (whatever else the resident gave to be reached at).
  const contact = valueOf(entry.fieldFor.contact);
  const attributes: Record<string, string> = {};
  for (const field of entry.attributeFields) {
    const value = valueOf(field);
    if (value !== null) attributes[field.name] = value;
  }
  return {
    service_code: entry.listing.service_code,
    lat: null,
    long: null,
    address_string: valueOf(entry.fieldFor.address_string),
    email: contact !== null && isEmailAddress(contact) ? contact : null,
    first_name: null,
    last_name: null,
    phone: contact !== null && !isEmailAddress(contact) ? contact : null,
    description: valueOf(entry.fieldFor.description),
    media_url: null,
    attributes,
  };
}

/** A problem of a request sent with a form, on the form's field; undefined for a parameter the form has not. */
export function formProblem(entry: FormEntry, problem: RequestProblem): StoreProblem | undefined {
  const { fieldFor, attributeFields } = entry;
  const attribute = /^attribute\[(.+)\]$/.exec(problem.param)?.[1];
  const field =
    attribute !== undefined
      ? attributeFields.find((f) => f.name === attribute)
      : problem.param === 'address_string' || problem.param === 'lat' || problem.param === 'long'
        ? fieldFor.address_string
        : problem.param === 'description'
          ? fieldFor.description
          : problem.param === 'email' || problem.param === 'phone'
            ? fieldFor.contact
            : undefined;
  if (!field) return undefined;
  return problem.rule === 'too-long'
    ? { field: field.name, rule: 'too-long', limit: problem.max ?? 0 }
    : { field: field.name, rule: problem.rule };
}

/** The form's part of the store, over the store's one `submit` (the backend assembles it). */
export function createServiceRequestStore(store: {
  entryFor: (slug: string) => FormEntry | undefined;
  submit: (
    request: NewServiceRequest,
    by: { form: string; key: string | undefined },
  ) => Promise<SubmitAnswer>;
}): ServiceRequestStore {
  return {
    async submitForm(slug, values, key, locale) {
      const entry = store.entryFor(slug);
      if (!entry) return { status: 'unknown-service' };
      const outcome = await store.submit(requestFromForm(entry, values), {
        form: SERVICE_REQUEST_FORM,
        key,
        ...(locale ? { locale } : {}),
      });
      if (outcome.status === 'created') {
        return { status: 'created', service_request_id: outcome.service_request_id };
      }
      if (outcome.status === 'unknown-service') return outcome;
      const problems = outcome.problems
        .map((problem) => formProblem(entry, problem))
        .filter((problem): problem is StoreProblem => problem !== undefined);
      return { status: 'invalid', problems };
    },
  };
}
