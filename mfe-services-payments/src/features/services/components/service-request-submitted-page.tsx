import { RecordNotFound, sharedWord, SubmissionConfirmation } from '@springfield/shared';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { departmentsSection } from '../../departments/data/departments';
import { serviceIn, serviceNotFound, serviceRequestPath } from '../data/services';
import {
  isRequestNumber,
  REQUEST_NUMBER_PARAM,
  REQUESTS_PATH,
  requestStatusPath,
} from '../data/service-requests';
import { directoryMessages, formMessages } from '../messages';
import '../../../styles/area.css';

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
        { label: intl.formatMessage(directoryMessages.submittedCrumb) },
      ]}
      back={{
        to: servicePath,
        label: intl.formatMessage(directoryMessages.backTo, { title: service.title }),
      }}
    >
      {id ? (
        <>
          <p className="sp-confirmation__detail sp-confirmation__number">
            {intl.formatMessage(formMessages.requestNumber, { id })}
          </p>
          <p className="sp-confirmation__detail">
            {intl.formatMessage(directoryMessages.keepNumber, {
              id,
              link: (chunks: ReactNode) => <Link to={requestStatusPath(id)}>{chunks}</Link>,
            })}
          </p>
        </>
      ) : null}
      <p className="sp-confirmation__detail">
        {intl.formatMessage(directoryMessages.processingFor, {
          title: service.title,
          time: service.estimatedTime,
        })}
      </p>
      <p className="sp-confirmation__detail">
        {intl.formatMessage(directoryMessages.checkAnyTime, {
          link: (chunks: ReactNode) => <Link to={REQUESTS_PATH}>{chunks}</Link>,
        })}
      </p>
    </SubmissionConfirmation>
  );
}
