import { RecordNotFound, SubmissionConfirmation } from '@springfield/shared';
import { useParams } from 'react-router-dom';
import { departmentsSection } from '../../departments/data/departments';
import {
  getService,
  SERVICE_FORM_SUCCESS_MESSAGE,
  SERVICE_FORM_SUCCESS_TITLE,
  serviceNotFound,
} from '../data/services';
import { serviceRequestPath } from '../utils/service-request-action';
import '../../../styles/area.css';

/**
 * /services/{slug}/submitted: where a request sent without script lands (post/redirect/get), with the spec's
 * words. An unknown service: Service Not Found, as on its page.
 */
export function ServiceRequestSubmittedPage() {
  const { slug } = useParams();
  const service = getService(slug);
  if (!service) return <RecordNotFound {...serviceNotFound} />;
  const servicePath = serviceRequestPath(service.slug);
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
      <p className="sp-confirmation__detail">
        Processing time for {service.title}: {service.estimatedTime}.
      </p>
    </SubmissionConfirmation>
  );
}
