import { RecordNotFound, sharedWord, SubmissionConfirmation } from '@springfield/shared';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { departmentsSection } from '../departments';
import {
  isRequestNumber,
  REQUEST_NUMBER_PARAM,
  REQUESTS_PATH,
  requestStatusPath,
  serviceIn,
  serviceNotFound,
  serviceRequestPath,
} from '../services';
import { formMessages, submittedMessages } from './messages';
import '../../styles/area.css';

/**
 * /services/{slug}/submitted?request={number}: where a request sent without script lands (post/redirect/get),
 * with the spec's words, the new request's number and the way to its status page. An unknown service: Service
 * Not Found, as on its page.
 */
export function ServiceRequestSubmittedPage() {
  const intl = useIntl();
  const { slug } = useParams();
  const [search] = useSearchParams();
  const service = serviceIn(slug);
  if (!service) return <RecordNotFound {...serviceNotFound(intl)} />;
  const servicePath = serviceRequestPath(service.slug);
  const sent = search.get(REQUEST_NUMBER_PARAM);
  const id = isRequestNumber(sent) ? sent : undefined;
  return (
    <SubmissionConfirmation
      title={intl.formatMessage(formMessages.successTitle)}
      message={intl.formatMessage(formMessages.successMessage)}
      breadcrumb={[
        { label: sharedWord('home'), to: '/' },
        departmentsSection(intl),
        { label: service.title, to: servicePath },
        { label: intl.formatMessage(submittedMessages.submittedCrumb) },
      ]}
      back={{
        to: servicePath,
        label: intl.formatMessage(submittedMessages.backTo, { title: service.title }),
      }}
    >
      {id ? (
        <>
          <p className="sp-confirmation__detail sp-confirmation__number">
            {intl.formatMessage(formMessages.requestNumber, { id })}
          </p>
          <p className="sp-confirmation__detail">
            {intl.formatMessage(submittedMessages.keepNumber, {
              id,
              link: (chunks: ReactNode) => <Link to={requestStatusPath(id)}>{chunks}</Link>,
            })}
          </p>
        </>
      ) : null}
      <p className="sp-confirmation__detail">
        {intl.formatMessage(submittedMessages.processingFor, {
          title: service.title,
          time: service.estimatedTime,
        })}
      </p>
      <p className="sp-confirmation__detail">
        {intl.formatMessage(submittedMessages.checkAnyTime, {
          link: (chunks: ReactNode) => <Link to={REQUESTS_PATH}>{chunks}</Link>,
        })}
      </p>
    </SubmissionConfirmation>
  );
}
