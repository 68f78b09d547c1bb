import {
  currentLocale,
  DEFAULT_LOCALE,
  localizeRecords,
  type Locale,
  type Localized,
  type RecordNotFoundProps,
  type RecordSection,
} from '@springfield/shared';
import type { IntlShape } from 'react-intl';
import opportunityRecords, { translations } from '../../../content/volunteer-opportunities/index.collection';
import type { VolunteerOpportunity } from '../../../content/schema';
import { areaIntl } from '../../../i18n/area-intl';
import { volunteerMessages as m } from '../messages';

/**
 * The opportunities of /volunteer, in their order: one file each in src/content/volunteer-opportunities, checked
 * when the area builds (an editor adds an opportunity by adding a file).
 */
export const volunteerOpportunities = opportunityRecords as readonly VolunteerOpportunity[];

/** The opportunities in a language (the page's by default), each saying the language it is in. */
export function volunteerOpportunitiesIn(
  locale: Locale = currentLocale(),
): readonly Localized<VolunteerOpportunity>[] {
  return localizeRecords(volunteerOpportunities, translations, locale);
}

export function getVolunteerOpportunity(id: string): VolunteerOpportunity | undefined {
  return volunteerOpportunities.find((opportunity) => opportunity.id === id);
}

/** An opportunity in a language (the page's by default). */
export function getVolunteerOpportunityIn(
  id: string,
  locale: Locale = currentLocale(),
): Localized<VolunteerOpportunity> | undefined {
  return volunteerOpportunitiesIn(locale).find((opportunity) => opportunity.id === id);
}

/** Where an opportunity's addresses lead back to (its not-found view: "Back to Volunteer Opportunities"). */
export function volunteerSectionIn(intl: IntlShape): RecordSection {
  return { label: intl.formatMessage(m.pageTitle), to: '/volunteer' };
}

export function opportunityNotFoundIn(intl: IntlShape): RecordNotFoundProps {
  return {
    title: intl.formatMessage(m.notFoundTitle),
    message: intl.formatMessage(m.notFoundMessage),
    section: volunteerSectionIn(intl),
  };
}

export const volunteerSection: RecordSection = volunteerSectionIn(areaIntl.intl(DEFAULT_LOCALE));
export const opportunityNotFound: RecordNotFoundProps = opportunityNotFoundIn(areaIntl.intl(DEFAULT_LOCALE));
