import { useIntl } from 'react-intl';
import { paymentsMessages } from '../messages';

/** The security and fee notice above the tabs (spec: the alert shows the 2.9% processing fee). */
export function SecurityAlert() {
  const intl = useIntl();
  return (
    <div className="sp-alert" role="note" aria-labelledby="security-alert-title">
      <p id="security-alert-title" className="sp-alert__title">
        {intl.formatMessage(paymentsMessages.securityTitle)}
      </p>
      <p>{intl.formatMessage(paymentsMessages.securityText)}</p>
    </div>
  );
}
