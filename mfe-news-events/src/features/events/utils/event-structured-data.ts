// An event's page as search engines read it (a schema.org Event, Google's event rich result), built from the
// event and the registered count the page shows.
import type { Event, Offer, Place, VirtualLocation, WithContext } from 'schema-dts';
import { cityDateTime, cityReference } from '@springfield/shared';
import type { CityEvent } from '../../../types/content';
import { isRegistrationOpen, spotsRemaining } from './capacity';
import { eventPostalAddress } from './event-address';
import { eventPath } from './event-queries';

type AttendanceMode =
  | 'https://schema.org/OfflineEventAttendanceMode'
  | 'https://schema.org/OnlineEventAttendanceMode'
  | 'https://schema.org/MixedEventAttendanceMode';

/** Whether residents can come in person: the event has an address. */
function isInPerson(event: CityEvent): boolean {
  return event.address.trim() !== '';
}

/**
 * In person, online (the page's "You can also join this event online": `isVirtual`), or both. A live stream
 * alone is watching, not attending: it leaves an event in person only.
 */
export function attendanceMode(event: CityEvent): AttendanceMode {
  if (event.isVirtual && isInPerson(event)) return 'https://schema.org/MixedEventAttendanceMode';
  if (event.isVirtual) return 'https://schema.org/OnlineEventAttendanceMode';
  return 'https://schema.org/OfflineEventAttendanceMode';
}

function place(event: CityEvent): Place {
  return { '@type': 'Place', name: event.location, address: eventPostalAddress(event.address) };
}

/**
 * Where to join online. The data has no meeting link (it is sent to those who register), so it is the event's
 * page, which says how to join.
 */
function virtualLocation(event: CityEvent): VirtualLocation {
  return { '@type': 'VirtualLocation', url: eventPath(event.id) };
}

function locations(event: CityEvent): Place | VirtualLocation | (Place | VirtualLocation)[] {
  if (!event.isVirtual) return place(event);
  return isInPerson(event) ? [place(event), virtualLocation(event)] : virtualLocation(event);
}

/** Registration, free for every city event (the register card says so), open while places remain. */
function registration(event: CityEvent, registered: number): Offer {
  return {
    '@type': 'Offer',
    price: 0,
    priceCurrency: 'USD',
    availability: isRegistrationOpen(registered, event.capacity)
      ? 'https://schema.org/InStock'
      : 'https://schema.org/SoldOut',
    url: eventPath(event.id),
  };
}

/**
 * The Event of an event's page. `registered` is the count the page shows (the city's live count where the
 * server rendered the page with it), so the places left equal the page's "… spots remaining". The data has no
 * organizing department (only a contact address) and no cancelled or postponed state: the city organizes,
 * and every event is as scheduled.
 */
export function eventStructuredData(event: CityEvent, registered: number): WithContext<Event> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: event.description,
    image: [event.image],
    startDate: cityDateTime(event.date, event.startTime),
    endDate: cityDateTime(event.date, event.endTime),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: attendanceMode(event),
    location: locations(event),
    organizer: cityReference(),
    offers: registration(event, registered),
    maximumAttendeeCapacity: event.capacity,
    remainingAttendeeCapacity: spotsRemaining(registered, event.capacity),
    url: eventPath(event.id),
  };
}
