import { cityEvents } from '../data/events';
import { countEventsByFilter, filterEvents, getEvent, sortByDate, upcomingEvents } from './event-queries';

describe('events data', () => {
  it('holds the spec counts', () => {
    expect(countEventsByFilter(cityEvents)).toEqual({
      all: 15,
      council: 4,
      community: 6,
      meetings: 3,
      workshops: 2,
    });
  });

  it('gives events 1, 2 and 3 the spec capacity and registrations', () => {
    expect([1, 2, 3].map((id) => [getEvent(String(id))?.capacity, getEvent(String(id))?.registered])).toEqual(
      [
        [150, 0],
        [50, 23],
        [100, 67],
      ],
    );
  });

  it('uses only the sample capacities, unique ids 1-15 and dates from 2025', () => {
    for (const event of cityEvents) {
      expect([150, 50, 100, 300, 500]).toContain(event.capacity);
      expect(event.registered).toBeLessThanOrEqual(event.capacity);
      expect(event.date >= '2025-01-01').toBe(true);
      // An agenda of its own, or the City Clerk's record of the meeting's.
      expect(event.agenda.length > 0 || event.meetingRecord !== undefined).toBe(true);
    }
    expect(cityEvents.map((e) => e.id).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 15 }, (_, i) => i + 1),
    );
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
    expect(workshops.map((e) => e.id)).toEqual([2, 11]);
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
