import { Badge, Button, Card, LoadingPanel, PageHeader, RecordNotFound, telHref } from '@springfield/shared';
import { useParams } from 'react-router-dom';
import { departmentsSection } from '../../departments/data/departments';
import { services } from '../data/services';
import {
  formatRequestDate,
  REQUESTS_PATH,
  requestNotFound,
  statusLabel,
  type PublicServiceRequest,
} from '../data/service-requests';
import { useRequestStatus } from '../hooks/use-request-status';
import { RequestLookupForm } from './request-lookup-form';
import '../../../styles/area.css';
import './services.css';

/** The breadcrumb's and back link's page: where requests are looked up. */
const requestsCrumb = { label: 'Service Requests', to: REQUESTS_PATH };

function DateTime({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatRequestDate(iso)}</time>;
}

/** Where the request is: its address, or its coordinates when it was sent with those only. */
function placeOf(request: PublicServiceRequest): string {
  if (request.address) return request.address;
  if (request.lat !== null && request.long !== null) return `${request.lat}, ${request.long}`;
  return 'Not given';
}

/** The request's public record: never the requester's e-mail address, name or phone. */
function RequestStatusCard({ request }: { request: PublicServiceRequest }) {
  return (
    <Card as="section" className="sp-card" aria-labelledby="request-status-title">
      <div className="sp-card-header">
        <h2 id="request-status-title" className="sp-card__title">
          Status
        </h2>
        <Badge tone={request.status === 'closed' ? 'success' : 'info'}>{statusLabel(request.status)}</Badge>
      </div>
      <dl className="sp-info-list sp-request-facts">
        <div>
          <dt>Request number</dt>
          <dd>{request.service_request_id}</dd>
        </div>
        <div>
          <dt>Type</dt>
          <dd>{request.service_name}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>{statusLabel(request.status)}</dd>
        </div>
        <div>
          <dt>Department</dt>
          <dd>{request.agency_responsible}</dd>
        </div>
        <div>
          <dt>Submitted</dt>
          <dd>
            <DateTime iso={request.requested_datetime} />
          </dd>
        </div>
        <div>
          <dt>Last update</dt>
          <dd>
            <DateTime iso={request.updated_datetime} />
          </dd>
        </div>
        <div className="sp-request-facts__wide">
          <dt>Location</dt>
          <dd>{placeOf(request)}</dd>
        </div>
        <div className="sp-request-facts__wide">
          <dt>Status notes</dt>
          <dd>{request.status_notes ?? 'No notes yet.'}</dd>
        </div>
        {request.service_notice ? (
          <div className="sp-request-facts__wide">
            <dt>What happens next</dt>
            <dd>{request.service_notice}</dd>
          </div>
        ) : null}
      </dl>
    </Card>
  );
}

/** The department's number for a request's service, to ask about it. */
function contactFor(request: PublicServiceRequest | undefined) {
  return services.find((service) => service.slug === request?.service_code)?.contact;
}

/**
 * /services/requests/{id}: a service request's status (number, type, status, dates, notes, location), read
 * from the store by the server before it renders and, after a navigation in the browser, from the site's
 * Open311 API. A number the store does not hold: the not-found view (404).
 */
export function RequestStatusPage() {
  const { id = '' } = useParams();
  const lookup = useRequestStatus(id);
  if (lookup.state === 'not-found') return <RecordNotFound {...requestNotFound} />;
  const request = lookup.state === 'found' ? lookup.request : undefined;
  const contact = contactFor(request);
  return (
    <>
      <PageHeader
        title={`Service Request ${id}`}
        description={request ? `${request.service_name}: ${statusLabel(request.status)}.` : undefined}
        breadcrumb={[
          { label: 'Home', to: '/' },
          departmentsSection,
          requestsCrumb,
          { label: `Request ${id}` },
        ]}
        back={{ to: REQUESTS_PATH, label: 'Back to Service Requests' }}
      />
      <div className="sp-page">
        <div className="sf-container sp-page__body sp-layout">
          <div className="sp-stack sp-layout__main">
            {lookup.state === 'found' ? <RequestStatusCard request={lookup.request} /> : null}
            {lookup.state === 'loading' ? <LoadingPanel label="Loading the request's status…" /> : null}
            {lookup.state === 'failed' ? (
              <Card as="section" className="sp-card" aria-labelledby="request-failed-title">
                <h2 id="request-failed-title" className="sp-card__title">
                  Status Not Available
                </h2>
                <p role="alert">We could not load this request&apos;s status. Please try again.</p>
                <Button variant="primary" onClick={lookup.retry}>
                  Try Again
                </Button>
              </Card>
            ) : null}
          </div>
          <div className="sp-stack sp-layout__aside">
            <RequestLookupForm title="Check Another Request" />
            {contact && request ? (
              <Card as="section" className="sp-card" aria-labelledby="request-help-title">
                <h2 id="request-help-title" className="sp-card__title">
                  Questions?
                </h2>
                <p>
                  Call {request.agency_responsible} at <a href={telHref(contact)}>{contact}</a> and quote
                  request number {request.service_request_id}.
                </p>
              </Card>
            ) : null}
          </div>
        </div>
      </div>
    </>
  );
}
