import { telHref } from '@springfield/shared';
import { volunteerCoordinator, volunteerSteps } from '../data/volunteer-content';

export function GetStarted() {
  return (
    <section className="cm-volunteer-card" aria-labelledby="get-started-title">
      <h2 id="get-started-title">Get Started Today</h2>
      <div className="cm-get-started">
        <div>
          <h3>Contact the {volunteerCoordinator.name}</h3>
          <dl className="cm-opportunity__facts">
            <div>
              <dt>Email</dt>
              <dd>
                <a href={`mailto:${volunteerCoordinator.email}`}>{volunteerCoordinator.email}</a>
              </dd>
            </div>
            <div>
              <dt>Phone</dt>
              <dd>
                <a href={telHref(volunteerCoordinator.phone)}>{volunteerCoordinator.phone}</a>
              </dd>
            </div>
            <div>
              <dt>Office</dt>
              <dd>{volunteerCoordinator.office}</dd>
            </div>
          </dl>
        </div>
        <div>
          <h3>How It Works</h3>
          <ol className="cm-steps">
            {volunteerSteps.map((step) => (
              <li key={step.title}>
                <strong>{step.title}</strong>
                <span>{step.text}</span>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
