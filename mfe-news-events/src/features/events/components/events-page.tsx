import { useMemo, useState } from 'react';
import { PageHeader, lazyDialog } from '@springfield/shared';
import type { CityEvent, EventFilter } from '../../../types/content';
import { cityEvents } from '../data/events';
import { countEventsByFilter, filterEvents, sortByDate } from '../utils/event-queries';
import { CalendarTools } from './calendar-tools';
import { EventCard } from './event-card';
import { EventFilters } from './event-filters';
import '../events.css';

// The dialogs, and antd with them, load when a visitor heads for a button that opens one, not with the page.
const { Dialog: RegisterDialog, preload: preloadRegister } = lazyDialog(() =>
  import('./register-dialog').then((m) => m.RegisterDialog),
);
const { Dialog: AddToCalendarDialog, preload: preloadAddToCalendar } = lazyDialog(() =>
  import('./add-to-calendar-dialog').then((m) => m.AddToCalendarDialog),
);

const fixedCounts = countEventsByFilter(cityEvents);
const eventsByDate = sortByDate(cityEvents);

/** Events & Meetings at /events. */
export function EventsPage() {
  const [filter, setFilter] = useState<EventFilter>('all');
  const [registering, setRegistering] = useState<CityEvent | null>(null);
  const [calendarFor, setCalendarFor] = useState<CityEvent | null>(null);
  const shown = useMemo(() => filterEvents(eventsByDate, filter), [filter]);

  return (
    <>
      <PageHeader
        title="Events & Meetings"
        description="Council meetings, public hearings, community events and workshops across Springfield. Register to attend and add events to your calendar."
        breadcrumb={[{ label: 'Home', to: '/' }, { label: 'Events & Meetings' }]}
      />
      <div className="sf-container ne-event-page">
        <EventFilters filter={filter} onChange={setFilter} counts={fixedCounts} shownCount={shown.length} />
        <section aria-labelledby="upcoming-events-heading">
          <h2 id="upcoming-events-heading">Upcoming Events</h2>
          <ul className="ne-event-list">
            {shown.map((event) => (
              <li key={event.id}>
                <EventCard
                  event={event}
                  onRegister={setRegistering}
                  onAddToCalendar={setCalendarFor}
                  onRegisterIntent={preloadRegister}
                  onAddToCalendarIntent={preloadAddToCalendar}
                />
              </li>
            ))}
          </ul>
        </section>
        <CalendarTools />
      </div>
      <RegisterDialog open={registering !== null} event={registering} onClose={() => setRegistering(null)} />
      <AddToCalendarDialog
        open={calendarFor !== null}
        event={calendarFor}
        onClose={() => setCalendarFor(null)}
      />
    </>
  );
}
