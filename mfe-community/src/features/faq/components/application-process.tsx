import { Card } from '@springfield/shared';
import { parkingPermitSteps } from '../data/parking-permits';

/** The five steps of a parking permit application, numbered. */
export function ApplicationProcess() {
  return (
    <Card as="section" className="cm-faq-card" aria-labelledby="permit-process-title">
      <h2 id="permit-process-title">Application Process</h2>
      <ol className="cm-faq-steps">
        {parkingPermitSteps.map((step) => (
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
