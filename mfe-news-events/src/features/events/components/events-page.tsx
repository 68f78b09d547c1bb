import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { PageHeader, lazyDialog, sharedWord } from '@springfield/shared';
import type { EventFilter } from '../../../types/content';
import { useCategory } from '../../../components/category-filters';
import { cityEvents, eventFilters, eventsIn, type ShownEvent } from '../data/events';
import { useLiveRegistrations } from '../events-store';
import { eventMessages } from '../messages';
import { countEventsByFilter, filterEvents, localizedEvent, sortByDate } from '../utils/event-queries';
import { CalendarTools } from './calendar-tools';
import { EventCard } from './event-card';
import { EventFilters } from './event-filters';
import { overListState, registerPath } from '../registration';
import '../events.css';

// The dialogs, and antd with them, load when a visitor heads for a button that opens one, not with the page.
const { Dialog: RegisterDialog, preload: preloadRegister } = lazyDialog(() =>
  import('../registration/register-dialog').then((m) => m.RegisterDialog),
);
const { Dialog: AddToCalendarDialog, preload: preloadAddToCalendar } = lazyDialog(() =>
  import('./add-to-calendar-dialog').then((m) => m.AddToCalendarDialog),
);

const fixedCounts = countEventsByFilter(cityEvents);

export interface EventsPageProps {
  /** The event whose register dialog is open: the dialog's address, /events/:id/register, over the list. */
  registerId?: string;
}

/** Events & Meetings at /events. */
export function EventsPage({ registerId }: EventsPageProps) {
  const intl = useIntl();
  useLiveRegistrations();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [filter, setFilter] = useCategory<EventFilter>(eventFilters);
  // The register dialog is open at its event's address; it keeps showing its last event while it closes.
  const registering = (registerId && localizedEvent(registerId)) || null;
  const [dialogEvent, setDialogEvent] = useState<ShownEvent | null>(registering);
  if (registering && registering !== dialogEvent) setDialogEvent(registering);
  const [calendarFor, setCalendarFor] = useState<ShownEvent | null>(null);
  // In the page's language (the list made once per language).
  const events = eventsIn();
  const shown = useMemo(() => filterEvents(sortByDate(events), filter), [events, filter]);
  const title = intl.formatMessage(eventMessages.pageTitle);

  // Register to Attend opens the dialog at its address (a link there without script), keeping the list's
  // category in the address so the list under it stays as it was; closing goes back.
  const openRegister = (event: ShownEvent) =>
    navigate(
      { pathname: registerPath(event.id), search },
      { state: overListState(), preventScrollReset: true },
    );
  const closeRegister = () => navigate(-1);

  return (
    <>
      <PageHeader
        title={title}
        description={intl.formatMessage(eventMessages.pageDescription)}
        breadcrumb={[{ label: sharedWord('home'), to: '/' }, { label: title }]}
      />
      <div className="sf-container ne-event-page">
        <EventFilters filter={filter} onChange={setFilter} counts={fixedCounts} shownCount={shown.length} />
        <section aria-labelledby="upcoming-events-heading">
          <h2 id="upcoming-events-heading">{intl.formatMessage(eventMessages.upcoming)}</h2>
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
