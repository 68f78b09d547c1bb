import { useIntl } from 'react-intl';
import { ButtonLink } from '@springfield/shared';
import { programMessages as m } from '../messages';

export function GetInvolved() {
  const intl = useIntl();
  return (
    <section className="cm-program cm-get-involved" aria-labelledby="get-involved-title">
      <h2 id="get-involved-title">{intl.formatMessage(m.getInvolvedTitle)}</h2>
      <p>{intl.formatMessage(m.getInvolvedText)}</p>
      <div className="cm-get-involved__actions">
        <ButtonLink variant="primary" to="/volunteer">
          {intl.formatMessage(m.volunteerWithUs)}
        </ButtonLink>
        <ButtonLink to="/feedback">{intl.formatMessage(m.shareIdeas)}</ButtonLink>
      </div>
    </section>
  );
}
