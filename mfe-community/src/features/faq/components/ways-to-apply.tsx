import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Card, city, cityHallBuilding, officeHoursIn, telHref } from '@springfield/shared';
import { faqMessages as m } from '../messages';

/** City Hall's opening hours, as every way to apply needs them (in English, as the city writes them). */
function OfficeHours() {
  const intl = useIntl();
  const hours = intl.locale === 'en' ? city.officeHours : officeHoursIn(intl.locale);
  return (
    <p>
      {intl.formatMessage(m.officeHours, {
        hours,
        strong: (chunks: ReactNode) => <strong>{chunks}</strong>,
      })}
    </p>
  );
}

/**
 * The three ways the city takes a parking permit application (it has no online system): at City Hall, by
 * phone and by mail, with City Hall's address, number and hours.
 */
export function WaysToApply() {
  const intl = useIntl();
  return (
    <section aria-labelledby="apply-ways-title">
      <h2 id="apply-ways-title">{intl.formatMessage(m.waysToApply)}</h2>
      <ul className="cm-faq-grid cm-faq-grid--three">
        <Card as="li" className="cm-faq-card" title={intl.formatMessage(m.inPerson)} headingLevel={3}>
          <p>{intl.formatMessage(m.inPersonText)}</p>
          <address className="cm-faq-address">
            {cityHallBuilding()}
            <br />
            {city.address.street}
            <br />
            {city.address.locality}
          </address>
          <OfficeHours />
        </Card>
        <Card as="li" className="cm-faq-card" title={intl.formatMessage(m.byPhone)} headingLevel={3}>
          <p>{intl.formatMessage(m.byPhoneText)}</p>
          <p>
            {intl.formatMessage(m.phoneLine, {
              phone: city.mainPhone,
              strong: (chunks: ReactNode) => <strong>{chunks}</strong>,
              tel: (chunks: ReactNode) => <a href={telHref(city.mainPhone)}>{chunks}</a>,
            })}
          </p>
          <OfficeHours />
        </Card>
        <Card as="li" className="cm-faq-card" title={intl.formatMessage(m.byMail)} headingLevel={3}>
          <p>{intl.formatMessage(m.byMailText)}</p>
          <address className="cm-faq-address">
            {cityHallBuilding()}
            <br />
            {intl.formatMessage(m.mailAttention)}
            <br />
            {city.address.street}
            <br />
            {city.address.locality}
          </address>
        </Card>
      </ul>
    </section>
  );
}
