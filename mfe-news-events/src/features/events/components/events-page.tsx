import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PageHeader, lazyDialog } from '@springfield/shared';
import type { CityEvent, EventFilter } from '../../../types/content';
import { useCategory } from '../../../components/category-filters';
import { cityEvents, eventFilters } from '../data/events';
import { useLiveRegistrations } from '../events-store';
import { countEventsByFilter, filterEvents, getEvent, sortByDate } from '../utils/event-queries';
import { registerPath } from '../utils/registration-form';
import { CalendarTools } from './calendar-tools';
import { EventCard } from './event-card';
import { EventFilters } from './event-filters';
import { overListState } from '../utils/register-address';
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

export interface EventsPageProps {
  /** The event whose register dialog is open: the dialog's address, /events/:id/register, over the list. */
  registerId?: string;
}

/** Events & Meetings at /events. */
export function EventsPage({ registerId }: EventsPageProps) {
  useLiveRegistrations();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [filter, setFilter] = useCategory<EventFilter>(eventFilters);
  // The register dialog is open at its event's address; it keeps showing its last event while it closes.
  const registering = (registerId && getEvent(registerId)) || null;
  const [dialogEvent, setDialogEvent] = useState<CityEvent | null>(registering);
  if (registering && registering !== dialogEvent) setDialogEvent(registering);
  const [calendarFor, setCalendarFor] = useState<CityEvent | null>(null);
  const shown = useMemo(() => filterEvents(eventsByDate, filter), [filter]);

  // Register to Attend opens the dialog at its address (a link there without script), keeping the list's
  // category in the address so the list under it stays as it was; closing goes back.
  const openRegister = (event: CityEvent) =>
    navigate(
      { pathname: registerPath(event.id), search },
      { state: overListState(), preventScrollReset: true },
    );
  const closeRegister = () => navigate(-1);

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
                  onRegister={openRegister}
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
      <RegisterDialog open={registering !== null} event={dialogEvent} onClose={closeRegister} />
      <AddToCalendarDialog
        open={calendarFor !== null}
        event={calendarFor}
        onClose={() => setCalendarFor(null)}
      />
    </>
  );
}
