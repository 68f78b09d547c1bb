import { useIntl } from 'react-intl';
import { frameMessages } from '../messages';

export function HolidayBanner() {
  const intl = useIntl();
  return (
    <section className="sh-holiday" aria-label={intl.formatMessage(frameMessages.holidayLabel)}>
      <p className="sf-container">{intl.formatMessage(frameMessages.holidayNotice)}</p>
    </section>
  );
}
