import type { RecordNotFoundProps, RecordSection } from '@springfield/shared';
import type { EventFilter } from '../../../types/content';
import eventRecords from '../../../content/events/index.collection';
import type { CityEvent } from '../../../content/schema';

const cityHall = '100 Main Street, Springfield, IL 62701';

/**
 * The events of Events & Meetings, in the order of their ids: one file each in src/content/events, checked when
 * the area builds (an editor adds an event by adding a file).
 */
export const cityEvents = eventRecords as readonly CityEvent[];

export interface EventFilterOption {
  value: EventFilter;
  label: string;
}

export const eventFilters: readonly EventFilterOption[] = [
  { value: 'all', label: 'All Events' },
  { value: 'council', label: 'City Council' },
  { value: 'community', label: 'Community' },
  { value: 'meetings', label: 'Public Meetings' },
  { value: 'workshops', label: 'Workshops' },
];

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
