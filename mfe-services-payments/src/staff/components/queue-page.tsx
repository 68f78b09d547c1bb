import { areaData, usePageTitle, type Locale, StaffTable } from '@springfield/shared';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { formatRequestDate } from '../../features/services/data/service-requests';
import {
  QUEUE_PAGE_SIZE,
  STAFF_REQUESTS_PATH,
  STAGES,
  staffRequestPath,
  type QueueData,
  type QueueFilters,
} from '../data';
import { staffMessages } from '../messages';
import { stageMessage } from './stage-words';
import { StaffSections } from './sections';

/** The queue's address with these filters (and page). */
export function queueHref(filters: QueueFilters, page = filters.page): string {
  const params = new URLSearchParams();
  for (const name of ['service', 'stage', 'from', 'to', 'q'] as const) {
    const value = filters[name];
    if (value) params.set(name, value);
  }
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${STAFF_REQUESTS_PATH}?${query}` : STAFF_REQUESTS_PATH;
}

/**
 * /staff/requests: the department's queue, oldest first, filtered by a GET form (service, status, dates,
 * words) that works without script, in pages of 25.
 */
export function QueuePage() {
  const intl = useIntl();
  const data = areaData<QueueData>('services_payments');
  const title = intl.formatMessage(staffMessages.queueTitle);
  usePageTitle(title);
  if (!data || data.kind !== 'queue') return <h1>{title}</h1>;
  const { filters, rows, total } = data;
  const pages = Math.max(1, Math.ceil(total / QUEUE_PAGE_SIZE));
  const date = (iso: string) => formatRequestDate(iso, intl.locale as Locale);
  return (
    <div className="sp-staff">
      <StaffSections />
      <h1>{title}</h1>
      <p>{intl.formatMessage(staffMessages.queueIntro)}</p>
      <form method="get" action={STAFF_REQUESTS_PATH} aria-labelledby="sp-staff-filters-title">
        <h2 id="sp-staff-filters-title">{intl.formatMessage(staffMessages.queueFilters)}</h2>
        <div className="sp-staff-filters">
          <div className="sp-staff-field">
            <label htmlFor="sp-staff-service">{intl.formatMessage(staffMessages.queueService)}</label>
            <select id="sp-staff-service" name="service" defaultValue={filters.service ?? ''}>
              <option value="">{intl.formatMessage(staffMessages.queueAnyService)}</option>
              {data.services.map((service) => (
                <option key={service.code} value={service.code}>
                  {service.name}
                </option>
              ))}
            </select>
          </div>
          <div className="sp-staff-field">
            <label htmlFor="sp-staff-stage">{intl.formatMessage(staffMessages.queueStage)}</label>
            <select id="sp-staff-stage" name="stage" defaultValue={filters.stage ?? ''}>
              <option value="">{intl.formatMessage(staffMessages.queueAnyStage)}</option>
              <option value="active">{intl.formatMessage(staffMessages.queueActive)}</option>
              {STAGES.map((stage) => (
                <option key={stage} value={stage}>
                  {intl.formatMessage(stageMessage(stage))}
                </option>
              ))}
            </select>
          </div>
          <div className="sp-staff-field">
            <label htmlFor="sp-staff-from">{intl.formatMessage(staffMessages.queueFrom)}</label>
            <input id="sp-staff-from" name="from" type="date" defaultValue={filters.from ?? ''} />
          </div>
          <div className="sp-staff-field">
            <label htmlFor="sp-staff-to">{intl.formatMessage(staffMessages.queueTo)}</label>
            <input id="sp-staff-to" name="to" type="date" defaultValue={filters.to ?? ''} />
          </div>
          <div className="sp-staff-field">
            <label htmlFor="sp-staff-q">{intl.formatMessage(staffMessages.queueQ)}</label>
            <p className="sp-staff-hint" id="sp-staff-q-hint">
              {intl.formatMessage(staffMessages.queueQHint)}
            </p>
            <input
              id="sp-staff-q"
              name="q"
              type="search"
              aria-describedby="sp-staff-q-hint"
              defaultValue={filters.q ?? ''}
            />
          </div>
        </div>
        <div className="sp-staff-actions">
          <button type="submit" className="sp-staff-button">
            {intl.formatMessage(staffMessages.queueApply)}
          </button>
          <Link to={STAFF_REQUESTS_PATH}>{intl.formatMessage(staffMessages.queueClear)}</Link>
        </div>
      </form>
      <p role="status">{intl.formatMessage(staffMessages.queueCount, { count: total })}</p>
      {rows.length > 0 ? (
        <StaffTable id="sp-staff-caption" caption={intl.formatMessage(staffMessages.queueTableCaption)}>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(staffMessages.queueNumber)}</th>
              <th scope="col">{intl.formatMessage(staffMessages.queueService)}</th>
              <th scope="col">{intl.formatMessage(staffMessages.queueStage)}</th>
              <th scope="col">{intl.formatMessage(staffMessages.queueReceived)}</th>
              <th scope="col">{intl.formatMessage(staffMessages.queueLocation)}</th>
              <th scope="col">{intl.formatMessage(staffMessages.queueAssigned)}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.service_request_id}>
                <th scope="row">
                  <Link to={staffRequestPath(row.service_request_id)}>{row.service_request_id}</Link>
                </th>
                <td lang={intl.locale !== 'en' ? 'en' : undefined}>{row.service_name}</td>
                <td>{intl.formatMessage(stageMessage(row.stage))}</td>
                <td>
                  <time dateTime={row.requested_datetime}>{date(row.requested_datetime)}</time>
                </td>
                <td>{row.address ?? ''}</td>
                <td>{row.assigned_to ?? intl.formatMessage(staffMessages.queueUnassigned)}</td>
              </tr>
            ))}
          </tbody>
        </StaffTable>
      ) : null}
      {pages > 1 ? (
        <nav className="sp-staff-pages" aria-label={intl.formatMessage(staffMessages.queuePages)}>
          {filters.page > 1 ? (
            <Link to={queueHref(filters, filters.page - 1)}>
              {intl.formatMessage(staffMessages.queuePrevious)}
            </Link>
          ) : null}
          <span>{intl.formatMessage(staffMessages.queuePage, { page: filters.page, pages })}</span>
          {filters.page < pages ? (
            <Link to={queueHref(filters, filters.page + 1)}>
              {intl.formatMessage(staffMessages.queueNext)}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
