import { areaData, usePageTitle, StaffTable } from '@springfield/shared';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { staffEventPath, SUBSCRIBERS_CSV_PATH, type EventsData } from '../data';
import { staffMessages } from '../messages';
import { EventStart } from './event-start';

/** /staff/events: every event's registrations against its capacity, and the newsletter's subscribers. */
export function EventsPage() {
  const intl = useIntl();
  const data = areaData<EventsData>('news_events');
  const title = intl.formatMessage(staffMessages.eventsTitle);
  usePageTitle(title);
  const events = data?.kind === 'events' ? data.events : [];
  return (
    <div className="ne-staff">
      <h1>{title}</h1>
      <p>{intl.formatMessage(staffMessages.eventsIntro)}</p>
      <p>
        {intl.formatMessage(staffMessages.eventsSubscribers, {
          count: data?.kind === 'events' ? data.subscribers : 0,
        })}{' '}
        {intl.formatMessage(staffMessages.eventsPending, {
          count: data?.kind === 'events' ? data.pending : 0,
        })}
      </p>
      <p>
        {/* A file, not a page: the browser downloads it. */}
        <a href={SUBSCRIBERS_CSV_PATH} download>
          {intl.formatMessage(staffMessages.eventsSubscribersDownload)}
        </a>
      </p>
      <StaffTable id="ne-staff-events-caption" caption={intl.formatMessage(staffMessages.eventsCaption)}>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(staffMessages.eventsEvent)}</th>
            <th scope="col">{intl.formatMessage(staffMessages.eventsStarts)}</th>
            <th scope="col">{intl.formatMessage(staffMessages.eventsRegistered)}</th>
            <th scope="col">{intl.formatMessage(staffMessages.eventsCapacity)}</th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <tr key={event.id}>
              <th scope="row" lang={intl.locale !== 'en' ? 'en' : undefined}>
                <Link to={staffEventPath(event.id)}>{event.title}</Link>
              </th>
              <td>
                <EventStart date={event.date} startTime={event.startTime} />
              </td>
              <td>{event.registered}</td>
              <td>{event.capacity}</td>
            </tr>
          ))}
        </tbody>
      </StaffTable>
    </div>
  );
}
