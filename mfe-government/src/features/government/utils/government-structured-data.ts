// What the Government page tells search engines at the address of one item: a piece of legislation, an
// upcoming meeting (its agenda) or an official. Each is built from the item the dialog at that address shows.
import type {
  Event,
  GovernmentOrganization,
  Legislation,
  Person,
  Place,
  VirtualLocation,
  WithContext,
} from 'schema-dts';
import { city, cityDateTime, cityHallAddress, cityReference, internationalPhone } from '@springfield/shared';
import type { LegislationItem, Official, UpcomingMeeting } from '../../../types/content';
import { boardsAndCommissions } from '../data/involvement';
import { agendaPath, legislationPath, officialPath } from './addresses';
import { adoptionDate, legislationKind, legislationNumber } from './legislation';

/** How the site names the council: its meetings' titles start with it. */
const CITY_COUNCIL = 'City Council';

/** The city's legislature: what passes its ordinances and resolutions and holds its regular meetings. */
export function cityCouncil(): GovernmentOrganization {
  return {
    '@type': 'GovernmentOrganization',
    name: `${city.shortName} ${CITY_COUNCIL}`,
    parentOrganization: cityReference(),
  };
}

/**
 * /government/legislation/{slug}. The date and the council that passed it only for an item that passed; its
 * legal force is left out, as the data does not say whether it is in force.
 */
export function legislationStructuredData(item: LegislationItem): WithContext<Legislation> {
  const adopted = adoptionDate(item);
  return {
    '@context': 'https://schema.org',
    '@type': 'Legislation',
    name: item.title,
    legislationIdentifier: legislationNumber(item),
    legislationType: legislationKind(item),
    description: item.description,
    url: legislationPath(item),
    ...(adopted ? { legislationDate: adopted, legislationPassedBy: cityCouncil() } : {}),
  };
}

/** Where a meeting takes place: a room of City Hall has City Hall's address; any other place only its name. */
export function meetingPlace(meeting: UpcomingMeeting): Place {
  const atCityHall = /\bCity Hall\b/.test(meeting.location);
  return {
    '@type': 'Place',
    name: meeting.location,
    ...(atCityHall ? { address: cityHallAddress() } : {}),
  };
}

/**
 * Who holds a meeting, as its title names it: the City Council, one of the boards and commissions, or else
 * the city (a committee or work session the data names no body for).
 */
export function meetingOrganizer(meeting: UpcomingMeeting): GovernmentOrganization {
  if (meeting.title.startsWith(CITY_COUNCIL)) return cityCouncil();
  const board = boardsAndCommissions.find((entry) => meeting.title.startsWith(entry.name));
  if (board) {
    return { '@type': 'GovernmentOrganization', name: board.name, parentOrganization: cityReference() };
  }
  return cityReference();
}

/**
 * /government/agendas/{slug}: the meeting as an event. A meeting with a live stream is held in the room and
 * online at once (mixed attendance, both places); any other in the room only.
 */
export function meetingStructuredData(meeting: UpcomingMeeting): WithContext<Event> {
  const place = meetingPlace(meeting);
  const stream: VirtualLocation = { '@type': 'VirtualLocation', url: meeting.streamLink };
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: meeting.title,
    description: `Agenda highlights: ${meeting.agendaItems.join(', ')}.`,
    // Its start is the city's wall-clock time ("2025-01-14T19:00"): the offset is the city's on that day.
    startDate: cityDateTime(meeting.date, meeting.start.slice(11)),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: meeting.hasLivestream
      ? 'https://schema.org/MixedEventAttendanceMode'
      : 'https://schema.org/OfflineEventAttendanceMode',
    location: meeting.hasLivestream ? [place, stream] : place,
    organizer: meetingOrganizer(meeting),
    url: agendaPath(meeting),
  };
}

/** /government/officials/{slug}: the official, with the portrait and the contact their profile shows. */
export function officialStructuredData(official: Official): WithContext<Person> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: official.name,
    jobTitle: official.title,
    description: official.bio,
    image: official.photo,
    email: official.email,
    telephone: internationalPhone(official.phone),
    worksFor: cityReference(),
    workLocation: { '@type': 'Place', name: city.address.building, address: cityHallAddress() },
    url: officialPath(official),
  };
}
