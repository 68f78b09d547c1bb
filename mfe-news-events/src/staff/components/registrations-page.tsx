import { areaData, usePageTitle } from '@springfield/shared';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { registrationsCsvPath, STAFF_EVENTS_PATH, type RegistrationsData } from '../data';
import { staffMessages } from '../messages';

/** /staff/events/{id}: who registered for an event (personal data: every view audited), and its CSV. */
export function RegistrationsPage() {
  const intl = useIntl();
  const data = areaData<RegistrationsData>('news_events');
  const found = data && !('notFound' in data) ? data : undefined;
  const title = found
    ? intl.formatMessage(staffMessages.eventTitle, { event: found.event.title })
    : intl.formatMessage(staffMessages.eventNotFound);
  usePageTitle(title);
  const back = (
    <p>
      <Link to={STAFF_EVENTS_PATH}>{intl.formatMessage(staffMessages.eventBack)}</Link>
    </p>
  );
  if (!found) {
    return (
      <div className="ne-staff" data-http-status="404">
        {back}
        <h1>{title}</h1>
      </div>
    );
  }
  const { event, registrations } = found;
  const received = new Intl.DateTimeFormat(intl.locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'America/Chicago',
  });
  return (
    <div className="ne-staff">
      {back}
      <h1>{title}</h1>
      <p>
        {intl.formatMessage(staffMessages.eventSummary, {
          registered: event.registered,
          capacity: event.capacity,
        })}
      </p>
      <p>{intl.formatMessage(staffMessages.eventPersonal)}</p>
      <p>
        {/* A file, not a page: the browser downloads it. */}
        <a href={registrationsCsvPath(event.id)} download>
          {intl.formatMessage(staffMessages.eventDownload)}
        </a>
      </p>
      {registrations.length === 0 ? (
        <p>{intl.formatMessage(staffMessages.eventNone)}</p>
      ) : (
        <div
          className="ne-staff-table"
          role="region"
          aria-labelledby="ne-staff-registrations-caption"
          // A table wider than a phone scrolls: its region takes the keyboard's focus to scroll it.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
        >
          <table>
            <caption id="ne-staff-registrations-caption">
              {intl.formatMessage(staffMessages.eventCaption)}
            </caption>
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage(staffMessages.eventName)}</th>
                <th scope="col">{intl.formatMessage(staffMessages.eventEmail)}</th>
                <th scope="col">{intl.formatMessage(staffMessages.eventPhone)}</th>
                <th scope="col">{intl.formatMessage(staffMessages.eventOrganization)}</th>
                <th scope="col">{intl.formatMessage(staffMessages.eventNotes)}</th>
                <th scope="col">{intl.formatMessage(staffMessages.eventReceived)}</th>
              </tr>
            </thead>
            <tbody>
              {registrations.map((row, index) => (
                <tr key={index}>
                  <th scope="row">{row.name}</th>
                  <td>{row.email}</td>
                  <td>{row.phone ?? ''}</td>
                  <td>{row.organization ?? ''}</td>
                  <td>{row.notes ?? ''}</td>
                  <td>
                    <time dateTime={row.received_at}>{received.format(new Date(row.received_at))}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
