import { cityEvents } from '../data/events';
import { countEventsByFilter, filterEvents, getEvent, sortByDate, upcomingEvents } from './event-queries';

// The records themselves are checked by their schema (src/content/schema.test.ts): counts, capacities and
// dates are the data's, so an editor's new event changes no test.
describe('events data', () => {
  it('counts each category from the records, every event in one', () => {
    const counts = countEventsByFilter(cityEvents);
    expect(counts.all).toBe(cityEvents.length);
    expect(counts.council + counts.community + counts.meetings + counts.workshops).toBe(cityEvents.length);
    expect(counts.council).toBe(cityEvents.filter((event) => event.category === 'council').length);
  });

  it('has unique ids, and an agenda of its own or the City Clerk’s record of each meeting', () => {
    expect(new Set(cityEvents.map((event) => event.id)).size).toBe(cityEvents.length);
    for (const event of cityEvents) {
      expect(event.agenda.length > 0 || event.meetingRecord !== undefined).toBe(true);
    }
  });
});

describe('getEvent', () => {
  it.each(['abc', '999', '0', '01', '1.0', '', ' 1', '%3Cscript%3E', '1e1'])(
    'finds nothing for "%s"',
    (id) => {
      expect(getEvent(id)).toBeUndefined();
    },
  );
});

describe('filterEvents', () => {
  it('narrows to a category and sorts by date', () => {
    const workshops = filterEvents(sortByDate(cityEvents), 'workshops');
    expect(workshops.length).toBeGreaterThan(0);
    expect(workshops.every((event) => event.category === 'workshops')).toBe(true);
    const dates = sortByDate(cityEvents).map((e) => e.date);
    expect(dates).toEqual([...dates].sort());
  });
});

describe('upcomingEvents', () => {
  const event = (id: number, date: string) => ({ ...cityEvents[0], id, date });
  const calendar = [
    event(4, '2026-12-20'),
    event(1, '2026-11-01'),
    event(2, '2026-11-26'),
    event(3, '2027-01-05'),
  ];

  it('takes the next events from the city’s today, in date order, today’s included', () => {
    expect(upcomingEvents(calendar, '2026-11-26').map((e) => e.id)).toEqual([2, 4, 3]);
    expect(upcomingEvents(calendar, '2026-12-01').map((e) => e.id)).toEqual([4, 3]);
    expect(upcomingEvents(calendar, '2026-11-26', 1).map((e) => e.id)).toEqual([2]);
  });

  it('shows the calendar from its first day when nothing is to come (the spec’s events 1, 2 and 3)', () => {
    expect(upcomingEvents(calendar, '2027-02-01').map((e) => e.id)).toEqual([1, 2, 4]);
    expect(upcomingEvents(cityEvents, '2026-11-26').map((e) => e.id)).toEqual([1, 2, 3]);
  });
});
