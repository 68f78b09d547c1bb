import {
  currentLocale,
  localizeRecords,
  translatedInto,
  type Locale,
  type Localized,
  type RecordNotFoundProps,
  type SitePath,
} from '@springfield/shared';
import type { IntlShape } from 'react-intl';
import serviceRecords, { translations } from '../../../content/services/index.collection';
import { areaIntl } from '../../../i18n/area-intl';
import { serviceMessages } from '../messages';
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

/** The services in a language (the page's by default): each translated one in it, the others in English. */
export function servicesIn(locale: Locale = currentLocale()): readonly Localized<Service>[] {
  return localizeRecords(services, translations, locale);
}

/** The languages besides English a service's record is translated into, or undefined for no service. */
export function serviceLanguages(slug: string): Locale[] | undefined {
  if (!getService(slug)) return undefined;
  return translatedInto((locale) => servicesIn(locale).find((service) => service.slug === slug));
}

/** A service in a language (the page's by default), or undefined. */
export function serviceIn(slug: string | undefined, locale?: Locale): Localized<Service> | undefined {
  return servicesIn(locale).find((service) => service.slug === slug);
}

/** The Service Directory, which lists them. */
export const SERVICES_PATH = '/services' satisfies SitePath;

/** A service's page, where its request form and the form's action are: /services/{slug}. */
export const serviceRequestPath = (slug: string): SitePath => `${SERVICES_PATH}/${slug}`;

/** A select's values: what the form sends and the city's systems receive (English in every language). */
export const optionValues = (field: FormField): string[] =>
  (field.options ?? []).map((option) => option.value);

/** The Service Not Found view, in the page's language. */
export function serviceNotFound(intl: IntlShape = areaIntl.intl()): RecordNotFoundProps {
  return {
    title: intl.formatMessage(serviceMessages.notFoundTitle),
    message: intl.formatMessage(serviceMessages.notFoundMessage),
    section: departmentsSection(intl),
  };
}
