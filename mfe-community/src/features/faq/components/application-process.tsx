import { useIntl } from 'react-intl';
import { Card } from '@springfield/shared';
import { parkingPermitStepsIn } from '../data/parking-permits';
import { faqMessages as m } from '../messages';

/** The five steps of a parking permit application, numbered. */
export function ApplicationProcess() {
  const intl = useIntl();
  return (
    <Card as="section" className="cm-faq-card" aria-labelledby="permit-process-title">
      <h2 id="permit-process-title">{intl.formatMessage(m.applicationProcess)}</h2>
      <ol className="cm-faq-steps">
        {parkingPermitStepsIn(intl).map((step) => (
          <li key={step.step}>
            <span className="cm-faq-steps__number" aria-hidden="true">
              {step.step}
            </span>
            <div>
              <h3>{step.title}</h3>
              <p>{step.description}</p>
            </div>
          </li>
        ))}
      </ol>
    </Card>
  );
}
