import {
  currentLocale,
  localizeRecords,
  type Locale,
  type Localized,
  type RecordNotFoundProps,
  type RecordSection,
} from '@springfield/shared';
import type { IntlShape } from 'react-intl';
import type { EventFilter } from '../../../types/content';
import eventRecords, { translations } from '../../../content/events/index.collection';
import type { CityEvent } from '../../../content/schema';
import { eventMessages } from '../messages';

const cityHall = '100 Main Street, Springfield, IL 62701';

/**
 * The events of Events & Meetings, in the order of their ids: one file each in src/content/events, checked when
 * the area builds (an editor adds an event by adding a file).
 */
export const cityEvents = eventRecords as readonly CityEvent[];

/** An event as a page shows it: in the page's language where it is translated (`lang` says which). */
export type ShownEvent = CityEvent & { readonly lang?: Locale };

/**
 * The events in a language (the page's by default): each translated event's words (src/content/events/es,
 * zh-Hant) over its English, the others in English; `lang` says which.
 */
export function eventsIn(locale: Locale = currentLocale()): readonly Localized<CityEvent>[] {
  return localizeRecords(cityEvents, translations, locale);
}

/** The English record of an event (its file names, its documents' files are made from it). */
export function englishEvent(id: number): CityEvent | undefined {
  return cityEvents.find((event) => event.id === id);
}

export interface EventFilterOption {
  value: EventFilter;
  label: string;
}

/** The filters' values and English labels (an address may name a category by its English label too). */
export const eventFilters: readonly EventFilterOption[] = [
  { value: 'all', label: 'All Events' },
  { value: 'council', label: 'City Council' },
  { value: 'community', label: 'Community' },
  { value: 'meetings', label: 'Public Meetings' },
  { value: 'workshops', label: 'Workshops' },
];

/** The filters with their labels in the language of `intl`. */
export function eventFiltersIn(intl: IntlShape): EventFilterOption[] {
  const label = {
    all: eventMessages.allEvents,
    council: eventMessages.council,
    community: eventMessages.community,
    meetings: eventMessages.meetings,
    workshops: eventMessages.workshops,
  } as const;
  return eventFilters.map((option) => ({ ...option, label: intl.formatMessage(label[option.value]) }));
}

/** What the calendar subscription file describes. */
export const calendarSubscription = {
  title: 'City of Springfield Events & Meetings',
  description:
    'Council meetings, public hearings, community events and workshops of the City of Springfield. See springfield.gov/events for details.',
  location: 'Springfield City Hall',
  address: cityHall,
  startTime: '12:00 AM',
  endTime: '11:59 PM',
} as const;

/**
 * The city's time zone: event times are wall-clock times there. Shared's city-time (one for the site), that
 * file alone: the feed generator loads this module at build time, without the design system.
 */
export { CITY_TIME_ZONE } from '@springfield/shared/city-time';

/** Simulated registration delay. */
export const REGISTRATION_DELAY_MS = 1500;

/** Where an event's page leads back to. */
export const eventsSection: RecordSection = { label: 'Events', to: '/events' };

export const eventNotFound: RecordNotFoundProps = {
  title: 'Event Not Found',
  message: 'The requested event could not be found.',
  section: eventsSection,
};

/** Where an event's page leads back to, in the language of `intl`. */
export function eventsSectionIn(intl: IntlShape): RecordSection {
  return { ...eventsSection, label: intl.formatMessage(eventMessages.sectionLabel) };
}

/** The not-found view of an event's page, in the language of `intl`. */
export function eventNotFoundIn(intl: IntlShape): RecordNotFoundProps {
  return {
    title: intl.formatMessage(eventMessages.notFoundTitle),
    message: intl.formatMessage(eventMessages.notFoundMessage),
    section: eventsSectionIn(intl),
  };
}
