import { Badge, formatLongDate } from '@springfield/shared';
import { Link } from 'react-router-dom';
import { documentPath, getGovernmentDocument } from '../../documents/data/government-documents';
import { clerkEmail } from '../data/involvement';
import { recordsRequestMessage } from '../data/messages';
import { recentRecordsRequests, recordsRequestTypes } from '../data/transparency';
import { NoticeButton } from './notice-button';

export const PUBLIC_RECORDS_TITLE = 'Public Records';

/** The form Submit New Request's message says is online: a document of the catalogue, with its page and PDF. */
export const RECORDS_REQUEST_FORM = getGovernmentDocument('records', 'public-records-request-form');

/** The Public Records dialog's content (also the page's, at /government/records without script). */
export function PublicRecordsContent() {
  return (
    <>
      <h3>Request Types</h3>
      <ul className="gov-rows">
        {recordsRequestTypes.map((requestType) => (
          <li key={requestType.type} className="gov-row">
            <div>
              <p className="gov-row__title">{requestType.type}</p>
              <p className="gov-muted">{requestType.description}</p>
            </div>
            <p className="gov-row__aside">{requestType.processingTime}</p>
          </li>
        ))}
      </ul>
      <h3>Recent Requests</h3>
      <ul className="gov-rows">
        {recentRecordsRequests.map((request) => (
          <li key={request.id} className="gov-row">
            <div>
              <p className="gov-row__title">
                {request.id}: {request.type}
              </p>
              <p className="gov-muted">
                Requested {formatLongDate(request.requestDate)}
                {request.completedDate ? ` · Completed ${formatLongDate(request.completedDate)}` : null}
                {request.estimatedCompletion
                  ? ` · Estimated completion ${formatLongDate(request.estimatedCompletion)}`
                  : null}
              </p>
            </div>
            <Badge tone={request.status === 'Completed' ? 'success' : 'warning'}>{request.status}</Badge>
          </li>
        ))}
      </ul>
      <NoticeButton message={recordsRequestMessage}>Submit New Request</NoticeButton>
      {RECORDS_REQUEST_FORM ? (
        <p className="gov-muted gov-records-form">
          The <Link to={documentPath(RECORDS_REQUEST_FORM)}>{RECORDS_REQUEST_FORM.title}</Link> is online,
          with what to include: send it to <a href={`mailto:${clerkEmail}`}>{clerkEmail}</a> or bring it to
          City Hall.
        </p>
      ) : null}
    </>
  );
}
