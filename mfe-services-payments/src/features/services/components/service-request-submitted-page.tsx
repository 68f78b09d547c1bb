import { RecordNotFound, SubmissionConfirmation } from '@springfield/shared';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { departmentsSection } from '../../departments/data/departments';
import {
  getService,
  SERVICE_FORM_SUCCESS_MESSAGE,
  SERVICE_FORM_SUCCESS_TITLE,
  serviceNotFound,
  serviceRequestPath,
} from '../data/services';
import {
  isRequestNumber,
  REQUEST_NUMBER_PARAM,
  requestNumberText,
  REQUESTS_PATH,
  requestStatusPath,
} from '../data/service-requests';
import '../../../styles/area.css';

/**
 * /services/{slug}/submitted?request={number}: where a request sent without script lands (post/redirect/get),
 * with the spec's words, the new request's number and the way to its status page. An unknown service: Service
 * Not Found, as on its page.
 */
export function ServiceRequestSubmittedPage() {
  const { slug } = useParams();
  const [search] = useSearchParams();
  const service = getService(slug);
  if (!service) return <RecordNotFound {...serviceNotFound} />;
  const servicePath = serviceRequestPath(service.slug);
  const sent = search.get(REQUEST_NUMBER_PARAM);
  const id = isRequestNumber(sent) ? sent : undefined;
  return (
    <SubmissionConfirmation
      title={SERVICE_FORM_SUCCESS_TITLE}
      message={SERVICE_FORM_SUCCESS_MESSAGE}
      breadcrumb={[
        { label: 'Home', to: '/' },
        departmentsSection,
        { label: service.title, to: servicePath },
        { label: 'Submitted' },
      ]}
      back={{ to: servicePath, label: `Back to ${service.title}` }}
    >
      {id ? (
        <>
          <p className="sp-confirmation__detail sp-confirmation__number">{requestNumberText(id)}</p>
          <p className="sp-confirmation__detail">
            Keep this number to follow your request:{' '}
            <Link to={requestStatusPath(id)}>View the status of request {id}</Link>.
          </p>
        </>
      ) : null}
      <p className="sp-confirmation__detail">
        Processing time for {service.title}: {service.estimatedTime}.
      </p>
      <p className="sp-confirmation__detail">
        <Link to={REQUESTS_PATH}>Check a request&apos;s status</Link> at any time with its number.
      </p>
    </SubmissionConfirmation>
  );
}
