import {
  Badge,
  Button,
  Card,
  LoadingPanel,
  PageHeader,
  RecordNotFound,
  sharedWord,
  telHref,
  type Locale,
  type Localized,
} from '@springfield/shared';
import type { ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useParams } from 'react-router-dom';
import type { Service } from '../../../types/content';
import { departmentsSection } from '../../departments/data/departments';
import { getService, servicesIn } from '../data/services';
import {
  formatRequestDate,
  REQUESTS_PATH,
  type PublicServiceRequest,
  type RequestClosedReason,
  type RequestStage,
} from '../data/service-requests';
import { useRequestStatus, type ShownRequest } from '../hooks/use-request-status';
import { statusMessages } from '../messages';
import { RequestLookupForm } from './request-lookup-form';
import '../../../styles/area.css';
import './services.css';

const STAGE_WORDS = {
  open: statusMessages.open,
  acknowledged: statusMessages.acknowledged,
  in_progress: statusMessages.inProgress,
  closed: statusMessages.closed,
} as const;

const REASON_WORDS = {
  fixed: statusMessages.reasonFixed,
  duplicate: statusMessages.reasonDuplicate,
  'not-city': statusMessages.reasonNotCity,
  'no-action': statusMessages.reasonNoAction,
} as const;

/**
 * The request's stage (issue 44): the finer one of the page's live data (acknowledged, in progress) when it
 * agrees with Open311's status, else that status (open, closed).
 */
function stageOf(request: ShownRequest): RequestStage {
  const stage = request.stage;
  if (!stage) return request.status;
  return (stage === 'closed') === (request.status === 'closed') ? stage : request.status;
}

/** "Open" / "Acknowledged" / "In progress" / "Closed", in the page's language. */
const stageLabel = (intl: IntlShape, stage: RequestStage) => intl.formatMessage(STAGE_WORDS[stage]);

const reasonLabel = (intl: IntlShape, reason: RequestClosedReason) =>
  REASON_WORDS[reason] ? intl.formatMessage(REASON_WORDS[reason]) : undefined;

/** The request's public updates, oldest first: when, the stage it moved to, the note (the city's words). */
function RequestUpdates({ request }: { request: ShownRequest }) {
  const intl = useIntl();
  const updates = request.updates ?? [];
  if (updates.length === 0) return null;
  const english = intl.locale !== 'en' ? 'en' : undefined;
  return (
    <section className="sp-request-updates" aria-labelledby="request-updates-title">
      <h3 id="request-updates-title" className="sp-request-updates__title">
        {intl.formatMessage(statusMessages.updatesTitle)}
      </h3>
      <ol className="sp-request-updates__list">
        {updates.map((update, index) => (
          <li key={`${update.at}-${index}`} className="sp-request-updates__item">
            <p className="sp-request-updates__when">
              <DateTime iso={update.at} />
              {update.from_city ? (
                <span className="sp-request-updates__source">
                  {' · '}
                  {intl.formatMessage(statusMessages.fromCity)}
                </span>
              ) : null}
            </p>
            {update.stage ? (
              <p>
                {intl.formatMessage(statusMessages.updateStage, { stage: stageLabel(intl, update.stage) })}
                {update.stage === 'closed' && update.closed_reason && reasonLabel(intl, update.closed_reason)
                  ? ` (${reasonLabel(intl, update.closed_reason)})`
                  : null}
              </p>
            ) : null}
            {update.note ? <p lang={english}>{update.note}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

function DateTime({ iso }: { iso: string }) {
  const intl = useIntl();
  return <time dateTime={iso}>{formatRequestDate(iso, intl.locale as Locale)}</time>;
}

/** Where the request is: its address, or its coordinates when it was sent with those only. */
function placeOf(request: PublicServiceRequest, intl: IntlShape): string {
  if (request.address) return request.address;
  if (request.lat !== null && request.long !== null) return `${request.lat}, ${request.long}`;
  return intl.formatMessage(statusMessages.notGiven);
}

/** The request's service in the page's language (its name and department), when the site still offers it. */
function serviceOf(request: PublicServiceRequest | undefined): Localized<Service> | undefined {
  return servicesIn().find((service) => service.slug === request?.service_code);
}

/**
 * What the city said would happen next: the store writes it in English from the service (catalogue.ts); the
 * page says it in its language when it is that text, else shows it as written, marked English.
 */
function NextSteps({ request, service }: { request: PublicServiceRequest; service?: Localized<Service> }) {
  const intl = useIntl();
  const english = getService(request.service_code);
  const notice = request.service_notice;
  if (!notice) return null;
  const standard =
    english &&
    notice === `${english.department} handles this request. Processing time: ${english.estimatedTime}.`;
  return (
    <div className="sp-request-facts__wide">
      <dt>{intl.formatMessage(statusMessages.next)}</dt>
      {standard && service ? (
        <dd lang={service.lang !== intl.locale ? service.lang : undefined}>
          {intl.formatMessage(statusMessages.notice, {
            department: service.department,
            time: service.estimatedTime,
          })}
        </dd>
      ) : (
        <dd lang={intl.locale !== 'en' ? 'en' : undefined}>{notice}</dd>
      )}
    </div>
  );
}

/** The request's public record: never the requester's e-mail address, name or phone. */
function RequestStatusCard({ request }: { request: ShownRequest }) {
  const intl = useIntl();
  const service = serviceOf(request);
  const stage = stageOf(request);
  const reason =
    stage === 'closed' && request.closed_reason ? reasonLabel(intl, request.closed_reason) : undefined;
  // The city's own words (written by its staff, stored in English) are marked English on another page.
  const english = intl.locale !== 'en' ? 'en' : undefined;
  const serviceLang = service ? (service.lang !== intl.locale ? service.lang : undefined) : english;
  return (
    <Card as="section" className="sp-card" aria-labelledby="request-status-title">
      <div className="sp-card-header">
        <h2 id="request-status-title" className="sp-card__title">
          {intl.formatMessage(statusMessages.status)}
        </h2>
        <Badge tone={request.status === 'closed' ? 'success' : 'info'}>{stageLabel(intl, stage)}</Badge>
      </div>
      <dl className="sp-info-list sp-request-facts">
        <div>
          <dt>{intl.formatMessage(statusMessages.requestNumber)}</dt>
          <dd>{request.service_request_id}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(statusMessages.type)}</dt>
          <dd lang={serviceLang}>{service?.title ?? request.service_name}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(statusMessages.status)}</dt>
          <dd>{stageLabel(intl, stage)}</dd>
        </div>
        {reason ? (
          <div>
            <dt>{intl.formatMessage(statusMessages.closedReason)}</dt>
            <dd>{reason}</dd>
          </div>
        ) : null}
        <div>
          <dt>{intl.formatMessage(statusMessages.department)}</dt>
          <dd lang={serviceLang}>{service?.department ?? request.agency_responsible}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(statusMessages.submitted)}</dt>
          <dd>
            <DateTime iso={request.requested_datetime} />
          </dd>
        </div>
        <div>
          <dt>{intl.formatMessage(statusMessages.lastUpdate)}</dt>
          <dd>
            <DateTime iso={request.updated_datetime} />
          </dd>
        </div>
        <div className="sp-request-facts__wide">
          <dt>{intl.formatMessage(statusMessages.location)}</dt>
          <dd>{placeOf(request, intl)}</dd>
        </div>
        <div className="sp-request-facts__wide">
          <dt>{intl.formatMessage(statusMessages.notes)}</dt>
          {request.status_notes ? (
            <dd lang={english}>{request.status_notes}</dd>
          ) : (
            <dd>{intl.formatMessage(statusMessages.noNotes)}</dd>
          )}
        </div>
        <NextSteps request={request} service={service} />
      </dl>
      <RequestUpdates request={request} />
    </Card>
  );
}

/**
 * /services/requests/{id}: a service request's status (number, type, status, dates, notes, location), read
 * from the store by the server before it renders and, after a navigation in the browser, from the site's
 * Open311 API. A number the store does not hold: the not-found view (404).
 */
export function RequestStatusPage() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const lookup = useRequestStatus(id);
  const backLabel = intl.formatMessage(statusMessages.backToRequests);
  if (lookup.state === 'not-found') {
    return (
      <RecordNotFound
        title={intl.formatMessage(statusMessages.notFoundTitle)}
        message={intl.formatMessage(statusMessages.notFoundMessage)}
        backTo={REQUESTS_PATH}
        backLabel={backLabel}
      />
    );
  }
  const request = lookup.state === 'found' ? lookup.request : undefined;
  const service = serviceOf(request);
  const contact = service?.contact;
  const serviceName = service?.title ?? request?.service_name;
  return (
    <>
      <PageHeader
        title={intl.formatMessage(statusMessages.title, { id })}
        description={
          request
            ? intl.formatMessage(statusMessages.description, {
                service: serviceName,
                status: stageLabel(intl, stageOf(request)),
              })
            : undefined
        }
        breadcrumb={[
          { label: sharedWord('home'), to: '/' },
          departmentsSection(intl),
          { label: intl.formatMessage(statusMessages.requestsTitle), to: REQUESTS_PATH },
          { label: intl.formatMessage(statusMessages.crumb, { id }) },
        ]}
        back={{ to: REQUESTS_PATH, label: backLabel }}
      />
      <div className="sp-page">
        <div className="sf-container sp-page__body sp-layout">
          <div className="sp-stack sp-layout__main">
            {lookup.state === 'found' ? <RequestStatusCard request={lookup.request} /> : null}
            {lookup.state === 'loading' ? (
              <LoadingPanel label={intl.formatMessage(statusMessages.loading)} />
            ) : null}
            {lookup.state === 'failed' ? (
              <Card as="section" className="sp-card" aria-labelledby="request-failed-title">
                <h2 id="request-failed-title" className="sp-card__title">
                  {intl.formatMessage(statusMessages.failedTitle)}
                </h2>
                <p role="alert">{intl.formatMessage(statusMessages.failedText)}</p>
                <Button variant="primary" onClick={lookup.retry}>
                  {intl.formatMessage(statusMessages.tryAgain)}
                </Button>
              </Card>
            ) : null}
          </div>
          <div className="sp-stack sp-layout__aside">
            <RequestLookupForm title={intl.formatMessage(statusMessages.lookupAnother)} />
            {contact && request && service ? (
              <Card as="section" className="sp-card" aria-labelledby="request-help-title">
                <h2 id="request-help-title" className="sp-card__title">
                  {intl.formatMessage(statusMessages.questions)}
                </h2>
                <p>
                  {intl.formatMessage(statusMessages.callAbout, {
                    department: service.department,
                    phone: contact,
                    id: request.service_request_id,
                    tel: (chunks: ReactNode) => <a href={telHref(contact)}>{chunks}</a>,
                  })}
                </p>
              </Card>
            ) : null}
          </div>
        </div>
      </div>
    </>
  );
}
