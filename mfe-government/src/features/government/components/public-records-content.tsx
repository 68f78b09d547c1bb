import { Badge, formatLongDate, langOf } from '@springfield/shared';
import { useAreaIntl } from '../../../i18n/area-intl';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  documentPath,
  getGovernmentDocument,
  getGovernmentDocumentIn,
} from '../../documents/data/government-documents';
import { clerkEmail } from '../data/involvement';
import { recordsRequestNotice } from '../data/messages';
import { recentRecordsRequests, recordsRequestTypes, recordsRequestTypesIn } from '../data/transparency';
import { governmentMessages } from '../messages';
import { processingTimeIn, requestStatusNames } from '../utils/words';
import { NoticeButton } from './notice-button';
import { UntranslatedNote, recordText } from './section-heading';

/** The dialog's title (a message: the page's language). */
export const PUBLIC_RECORDS_TITLE = governmentMessages.recordsTitle;

const m = governmentMessages;

/** The form Submit New Request's message says is online: a document of the catalogue, with its page and PDF. */
export const RECORDS_REQUEST_FORM = getGovernmentDocument('records', 'public-records-request-form');

/** The Public Records dialog's content (also the page's, at /government/records without script). */
export function PublicRecordsContent() {
  const intl = useAreaIntl();
  const types = recordsRequestTypesIn();
  // A recent request names its type in English: the page shows that type's words in its language.
  const typeOf = (english: string) => types[recordsRequestTypes.findIndex((t) => t.type === english)];
  const form = getGovernmentDocumentIn('records', 'public-records-request-form');
  return (
    <>
      <UntranslatedNote records={form ? [...types, form] : types} />
      <h3>{intl.formatMessage(m.requestTypes)}</h3>
      <ul className="gov-rows">
        {types.map((requestType) => (
          <li key={requestType.order} className="gov-row">
            <div>
              <p className="gov-row__title" {...langOf(requestType)}>
                {requestType.type}
              </p>
              <p className="gov-muted" {...langOf(requestType)}>
                {requestType.description}
              </p>
            </div>
            <p className="gov-row__aside">{processingTimeIn(intl, requestType.processingTime)}</p>
          </li>
        ))}
      </ul>
      <h3>{intl.formatMessage(m.recentRequests)}</h3>
      <ul className="gov-rows">
        {recentRecordsRequests.map((request) => {
          const requestType = typeOf(request.type);
          const dates = [intl.formatMessage(m.requested, { date: formatLongDate(request.requestDate) })];
          if (request.completedDate)
            dates.push(
              intl.formatMessage(m.requestCompleted, { date: formatLongDate(request.completedDate) }),
            );
          if (request.estimatedCompletion)
            dates.push(
              intl.formatMessage(m.estimatedCompletion, {
                date: formatLongDate(request.estimatedCompletion),
              }),
            );
          return (
            <li key={request.id} className="gov-row">
              <div>
                <p className="gov-row__title">
                  {intl.formatMessage(m.requestTitle, {
                    id: request.id,
                    type: requestType ? recordText(requestType, requestType.type) : request.type,
                  })}
                </p>
                <p className="gov-muted">{dates.join(' · ')}</p>
              </div>
              <Badge tone={request.status === 'Completed' ? 'success' : 'warning'}>
                {intl.formatMessage(requestStatusNames[request.status])}
              </Badge>
            </li>
          );
        })}
      </ul>
      <NoticeButton message={recordsRequestNotice()}>{intl.formatMessage(m.submitRequest)}</NoticeButton>
      {form ? (
        <p className="gov-muted gov-records-form">
          {intl.formatMessage(m.requestForm, {
            title: form.title,
            email: clerkEmail,
            link: (chunks: ReactNode[]) => (
              <Link to={documentPath(form)} {...langOf(form)}>
                {chunks}
              </Link>
            ),
            mail: (chunks: ReactNode[]) => <a href={`mailto:${clerkEmail}`}>{chunks}</a>,
          })}
        </p>
      ) : null}
    </>
  );
}
