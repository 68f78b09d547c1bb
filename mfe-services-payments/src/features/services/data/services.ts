import type { RecordNotFoundProps, SitePath } from '@springfield/shared';
import serviceRecords from '../../../content/services/index.collection';
import { departmentsSection } from '../../departments/data/departments';
import type { FormField, Service } from '../../../types/content';

/**
 * The service request pages, /services/{slug}, in their order (Quick Services, the Service Directory): one file
 * each in src/content/services, with its form's fields, checked when the area builds.
 */
export const services = serviceRecords as readonly Service[];

/** Words residents use for a service that its page does not contain (its record's keywords), by its slug. */
export const serviceKeywords: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  services.map((service) => [service.slug, service.keywords]),
);

export function getService(slug: string | undefined): Service | undefined {
  return services.find((service) => service.slug === slug);
}

/** The Service Directory, which lists them. */
export const SERVICES_PATH = '/services' satisfies SitePath;

/** A service's page, where its request form and the form's action are: /services/{slug}. */
export const serviceRequestPath = (slug: string): SitePath => `${SERVICES_PATH}/${slug}`;

/** The text the form shows on a select before anything is chosen. */
export function selectPlaceholder(field: FormField): string {
  return `Select ${field.label}`;
}

/** "Severity is required." */
export function requiredMessage(field: FormField): string {
  return `${field.label} is required.`;
}

/** "Severity must be one of the listed options.": a select sent with a value it does not offer. */
export function choiceMessage(field: FormField): string {
  return `${field.label} must be one of the listed options.`;
}

/**
 * The spec's words after a complete submission (its alert; now a success toast, and the confirmation page a
 * form sent without script lands on).
 */
export const SERVICE_FORM_SUCCESS_MESSAGE =
  'Form submitted successfully! You will receive a confirmation email shortly.';

/** The toast's title and the confirmation page's heading. */
export const SERVICE_FORM_SUCCESS_TITLE = 'Request Submitted';

/** When the request could not reach the city (no connection, a server error): the form keeps what was typed. */
export const SERVICE_FORM_FAILED_TITLE = 'Request Not Sent';
export const SERVICE_FORM_FAILED_MESSAGE =
  'We could not send your request. Please check your connection and try again.';

export const serviceNotFound: RecordNotFoundProps = {
  title: 'Service Not Found',
  message: 'The requested service could not be found.',
  section: departmentsSection,
};
