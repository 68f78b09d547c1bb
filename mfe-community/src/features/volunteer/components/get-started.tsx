import { useIntl } from 'react-intl';
import { telHref } from '@springfield/shared';
import { volunteerCoordinator, volunteerStepsIn } from '../data/volunteer-content';
import { volunteerMessages as m } from '../messages';

export function GetStarted() {
  const intl = useIntl();
  return (
    <section className="cm-volunteer-card" aria-labelledby="get-started-title">
      <h2 id="get-started-title">{intl.formatMessage(m.getStartedTitle)}</h2>
      <div className="cm-get-started">
        <div>
          <h3>{intl.formatMessage(m.contactCoordinator)}</h3>
          <dl className="cm-opportunity__facts">
            <div>
              <dt>{intl.formatMessage(m.email)}</dt>
              <dd>
                <a href={`mailto:${volunteerCoordinator.email}`}>{volunteerCoordinator.email}</a>
              </dd>
            </div>
            <div>
              <dt>{intl.formatMessage(m.phone)}</dt>
              <dd>
                <a href={telHref(volunteerCoordinator.phone)}>{volunteerCoordinator.phone}</a>
              </dd>
            </div>
            <div>
              <dt>{intl.formatMessage(m.office)}</dt>
              <dd>{intl.formatMessage(m.coordinatorOffice)}</dd>
            </div>
          </dl>
        </div>
        <div>
          <h3>{intl.formatMessage(m.howItWorks)}</h3>
          <ol className="cm-steps">
            {volunteerStepsIn(intl).map((step) => (
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
