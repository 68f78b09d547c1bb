import { city, cityDateTime, cityHallAddress, formatFullDate, internationalPhone } from '@springfield/shared';
import { collectStructuredData, renderRoutes } from '@springfield/shared/testing';
import { screen, within } from '@testing-library/react';
import { routes } from '../../../routes';
import type { UpcomingMeeting } from '../../../types/content';
import { meetingAgendaTitle } from '../components/meeting-agenda-content';
import { boardsAndCommissions } from '../data/involvement';
import { legislation } from '../data/legislation';
import { upcomingMeetings } from '../data/meetings';
import { officials } from '../data/officials';
import { agendaPath, legislationPath, officialPath } from './addresses';
import { cityCouncil, meetingOrganizer } from './government-structured-data';

/** The one object of a type the page reported (a repeated render reports the same one again). */
function reportedOfType(path: string, type: string): Record<string, unknown> {
  const { structuredData } = collectStructuredData(() => renderRoutes(routes, path));
  const found = structuredData.filter((data) => data['@type'] === type);
  expect(found.length).toBeGreaterThan(0);
  expect(new Set(found.map((data) => JSON.stringify(data))).size).toBe(1);
  return found[0];
}

/** What a dialog's list of facts shows beside a label ("Date", "Time", "Location"). */
function fact(dialog: HTMLElement, label: string): string {
  return within(dialog).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? '';
}

const cityNode = { '@type': 'GovernmentOrganization', '@id': '/#city', name: city.name, url: '/' };

describe('a piece of legislation’s structured data', () => {
  it.each(legislation.map((item) => [legislationPath(item), item] as const))(
    '%s is Legislation named, numbered and summarised as its text dialog shows',
    async (path) => {
      const data = reportedOfType(path, 'Legislation');
      const dialog = await screen.findByRole('dialog', { name: String(data.name) });
      expect(data).toMatchObject({ '@context': 'https://schema.org', url: path });
      // The number and kind are how the title starts: "Ordinance 2024-45: …".
      expect(String(data.name).startsWith(`${String(data.legislationIdentifier)}: `)).toBe(true);
      expect(data.legislationType).toBe(String(data.legislationIdentifier).split(' ')[0]);
      expect(within(dialog).getByText(String(data.description))).toBeInTheDocument();
      expect(data).not.toHaveProperty('legislationLegalForce');

      const shownDate = dialog.querySelector('time')?.getAttribute('dateTime');
      if (within(dialog).queryByText('Passed')) {
        expect(data.legislationDate).toBe(shownDate);
        expect(data.legislationPassedBy).toEqual(cityCouncil());
      } else {
        // Under review: its date is its next reading, and no one has passed it.
        expect(data).not.toHaveProperty('legislationDate');
        expect(data).not.toHaveProperty('legislationPassedBy');
      }
    },
  );

  it('names the City Council as a body of the city', () => {
    expect(cityCouncil()).toEqual({
      '@type': 'GovernmentOrganization',
      name: `${city.shortName} City Council`,
      parentOrganization: cityNode,
    });
  });
});

describe('an upcoming meeting’s structured data', () => {
  it.each(upcomingMeetings.map((meeting) => [agendaPath(meeting), meeting] as const))(
    '%s is a scheduled Event with the date, time and place its agenda dialog shows',
    async (path, meeting) => {
      const event = reportedOfType(path, 'Event');
      const dialog = await screen.findByRole('dialog', { name: meetingAgendaTitle(meeting) });
      expect(event.name).toBe(meeting.title);
      expect(fact(dialog, 'Date')).toBe(formatFullDate(meeting.date));
      expect(event.startDate).toBe(cityDateTime(meeting.date, fact(dialog, 'Time')));
      expect(event).toMatchObject({
        '@context': 'https://schema.org',
        eventStatus: 'https://schema.org/EventScheduled',
        organizer: meetingOrganizer(meeting),
        url: path,
      });

      // Google's Event needs a place with an address; a room of City Hall has City Hall's.
      const room = {
        '@type': 'Place',
        name: fact(dialog, 'Location'),
        address: cityHallAddress(),
      };
      const watchLive = within(dialog).queryByRole('link', { name: /Watch Live/ });
      if (watchLive) {
        expect(event.eventAttendanceMode).toBe('https://schema.org/MixedEventAttendanceMode');
        expect(event.location).toEqual([
          room,
          { '@type': 'VirtualLocation', url: watchLive.getAttribute('href') },
        ]);
      } else {
        expect(event.eventAttendanceMode).toBe('https://schema.org/OfflineEventAttendanceMode');
        expect(event.location).toEqual(room);
      }
    },
  );

  it('is organised by the council, by the board or commission its title names, or else by the city', () => {
    // One meeting of each kind among those to come: the council's, a board's, and another body's.
    const boardOf = (meeting: UpcomingMeeting) =>
      boardsAndCommissions.find((entry) => meeting.title.startsWith(entry.name));
    const council = upcomingMeetings.find((meeting) => meeting.title.startsWith('City Council'));
    const boards = upcomingMeetings.filter((meeting) => boardOf(meeting));
    const others = upcomingMeetings.filter(
      (meeting) => meeting !== council && !meeting.title.startsWith('City Council') && !boardOf(meeting),
    );
    expect([council, boards[0], others[0]]).not.toContain(undefined);
    expect(meetingOrganizer(council!)).toEqual(cityCouncil());
    for (const meeting of boards) {
      expect(meetingOrganizer(meeting)).toEqual({
        '@type': 'GovernmentOrganization',
        name: boardOf(meeting)?.name,
        parentOrganization: cityNode,
      });
    }
    for (const meeting of others) expect(meetingOrganizer(meeting)).toEqual(cityNode);
  });
});

describe('an official’s structured data', () => {
  it.each(officials.map((official) => [officialPath(official), official] as const))(
    '%s is a Person with the name, title, portrait and contact their profile shows',
    async (path) => {
      const person = reportedOfType(path, 'Person');
      const dialog = await screen.findByRole('dialog', {
        name: `${String(person.name)}, ${String(person.jobTitle)}`,
      });
      const portrait = within(dialog).getByRole('img', { name: `Portrait of ${String(person.name)}` });
      expect(person.image).toBe(portrait.getAttribute('src'));
      expect(within(dialog).getByRole('link', { name: String(person.email) })).toHaveAttribute(
        'href',
        `mailto:${String(person.email)}`,
      );
      const phone = [...dialog.querySelectorAll('a[href^="tel:"]')].map((link) => link.textContent ?? '');
      expect(phone).toHaveLength(1);
      expect(person.telephone).toBe(internationalPhone(phone[0]));
      expect(person).toMatchObject({
        '@context': 'https://schema.org',
        worksFor: cityNode,
        workLocation: { '@type': 'Place', name: city.address.building, address: cityHallAddress() },
        url: path,
      });
      expect(dialog.querySelector('address')).toHaveTextContent(city.address.street);
    },
  );
});

describe('the Government page and its views', () => {
  it.each([
    '/government',
    '/government/budget',
    '/government/unknown-view',
    '/government/legislation/nothing',
  ])('%s reports no item', (path) => {
    const { structuredData } = collectStructuredData(() => renderRoutes(routes, path));
    expect(structuredData).toEqual([]);
  });
});
