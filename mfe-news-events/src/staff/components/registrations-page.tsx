import {
  areaData,
  formatNumber,
  LANGUAGE_NAMES,
  StaffCsrfField,
  staffRequest,
  StaffTable,
  usePageTitle,
} from '@springfield/shared';
import { useIntl, type IntlShape } from 'react-intl';
import { Link, useActionData, useLocation } from 'react-router-dom';
import { CAPACITY_MAX } from '../../features/events/live-registrations';
import type { CapacityOutcome } from '../actions';
import { registrationsCsvPath, STAFF_EVENTS_PATH, type RegistrationsData, type StaffEventRow } from '../data';
import { staffMessages } from '../messages';

const CAPACITY_ID = 'ne-staff-capacity';

/** The words of a refused capacity. */
function capacityProblem(intl: IntlShape, outcome: CapacityOutcome, registered: number): string {
  if (outcome.rule === 'required') return intl.formatMessage(staffMessages.capacityRequired);
  if (outcome.rule === 'whole') return intl.formatMessage(staffMessages.capacityWhole);
  if (outcome.rule === 'too-large')
    return intl.formatMessage(staffMessages.capacityTooLarge, { max: formatNumber(CAPACITY_MAX) });
  return intl.formatMessage(staffMessages.capacityBelow, { registered: outcome.registered ?? registered });
}

/**
 * An admin's form to change the event's capacity (issue 44): a plain POST with the session's CSRF token; a
 * refused value comes back with its reason beside the field and what was typed kept.
 */
function CapacityForm({ event, outcome }: { event: StaffEventRow; outcome?: CapacityOutcome }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const problem = outcome ? capacityProblem(intl, outcome, event.registered) : undefined;
  const describedBy = [problem ? `${CAPACITY_ID}-error` : '', `${CAPACITY_ID}-hint`].join(' ').trim();
  return (
    <section className="ne-staff-card" aria-labelledby={`${CAPACITY_ID}-title`}>
      <h2 id={`${CAPACITY_ID}-title`}>{intl.formatMessage(staffMessages.capacityTitle)}</h2>
      <form method="post" action={pathname} noValidate>
        <StaffCsrfField />
        <input type="hidden" name="intent" value="capacity" />
        <label htmlFor={CAPACITY_ID}>{intl.formatMessage(staffMessages.capacityLabel)}</label>
        <p id={`${CAPACITY_ID}-hint`} className="ne-staff-hint">
          {intl.formatMessage(staffMessages.capacityHint, {
            registered: event.registered,
            max: formatNumber(CAPACITY_MAX),
          })}
        </p>
        {problem ? (
          <p id={`${CAPACITY_ID}-error`} className="ne-staff-error">
            {problem}
          </p>
        ) : null}
        <div className="ne-staff-inline">
          <input
            id={CAPACITY_ID}
            name="capacity"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            size={8}
            defaultValue={outcome ? outcome.values.capacity : String(event.capacity)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={describedBy}
          />
          <button type="submit" className="ne-staff-button">
            {intl.formatMessage(staffMessages.capacitySave)}
          </button>
        </div>
      </form>
    </section>
  );
}

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
  const outcome = useActionData() as CapacityOutcome | undefined;
  // Organisers (agents and admins) may cancel a registration; a viewer reads. Admins change the capacity.
  const role = staffRequest()?.context?.role;
  const canCancel = role !== 'viewer';
  const canResize = role === 'admin';
  const changed = new URLSearchParams(search).get('capacity');
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
      {changed !== null && /^\d+$/.test(changed) && !outcome ? (
        <p className="ne-staff-notice" role="status">
          {intl.formatMessage(staffMessages.capacityChanged, { capacity: Number(changed) })}
        </p>
      ) : null}
      <p>
        {intl.formatMessage(staffMessages.eventSummary, {
          registered: event.registered,
          capacity: event.capacity,
        })}
      </p>
      {canResize ? (
        <CapacityForm event={event} outcome={outcome?.intent === 'capacity' ? outcome : undefined} />
      ) : null}
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
        <StaffTable
          id="ne-staff-registrations-caption"
          caption={intl.formatMessage(staffMessages.eventCaption)}
        >
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(staffMessages.eventName)}</th>
              <th scope="col">{intl.formatMessage(staffMessages.eventEmail)}</th>
              <th scope="col">{intl.formatMessage(staffMessages.eventPhone)}</th>
              <th scope="col">{intl.formatMessage(staffMessages.eventOrganization)}</th>
              <th scope="col">{intl.formatMessage(staffMessages.eventNotes)}</th>
              <th scope="col">{intl.formatMessage(staffMessages.eventReceived)}</th>
              <th scope="col">{intl.formatMessage(staffMessages.eventLanguage)}</th>
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
                {/* The confirmation and an organiser's cancellation are mailed in it (issue 46). */}
                <td lang={row.locale}>{LANGUAGE_NAMES[row.locale]}</td>
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
        </StaffTable>
      )}
    </div>
  );
}
