import { areaData, StaffCsrfField, staffRequest, usePageTitle } from '@springfield/shared';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
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
  const { pathname, search } = useLocation();
  // Organisers (agents and admins) may cancel a registration; a viewer reads.
  const canCancel = staffRequest()?.context?.role !== 'viewer';
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
      {new URLSearchParams(search).has('cancelled') ? (
        <p className="ne-staff-notice" role="status">
          {intl.formatMessage(staffMessages.eventCancelled)}
        </p>
      ) : null}
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
          className="sf-staff__table"
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
                {canCancel ? <th scope="col">{intl.formatMessage(staffMessages.eventActions)}</th> : null}
              </tr>
            </thead>
            <tbody>
              {registrations.map((row) => (
                <tr key={row.id}>
                  <th scope="row">{row.name}</th>
                  <td>{row.email}</td>
                  <td>{row.phone ?? ''}</td>
                  <td>{row.organization ?? ''}</td>
                  <td>{row.notes ?? ''}</td>
                  <td>
                    <time dateTime={row.received_at}>{received.format(new Date(row.received_at))}</time>
                  </td>
                  {canCancel ? (
                    <td>
                      <form method="post" action={pathname}>
                        <StaffCsrfField />
                        <input type="hidden" name="intent" value="cancel" />
                        <input type="hidden" name="registration" value={row.id} />
                        <button
                          type="submit"
                          className="ne-staff-button"
                          aria-label={intl.formatMessage(staffMessages.eventCancelOf, { name: row.name })}
                        >
                          {intl.formatMessage(staffMessages.eventCancel)}
                        </button>
                      </form>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
