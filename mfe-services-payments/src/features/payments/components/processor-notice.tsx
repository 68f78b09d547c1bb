import { city, cityHallBuilding, officeHoursIn, telHref, type Locale } from '@springfield/shared';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ProcessorInfo } from '../data/payment-records';
import { PAYMENTS_PHONE } from '../data/payments';
import { processorMessages as m } from '../messages';

/**
 * What a payments page says of its processor (issue 43). None (the production default): online payment is not
 * available right now, and how else to pay (in person at City Hall, by phone, by mail, with the city's contact
 * facts). A test processor: a banner that no money is moved and which card to use. A live one: nothing.
 */
export function ProcessorNotice({ processor }: { processor: ProcessorInfo | undefined }) {
  const intl = useIntl();
  if (processor?.mode === 'test') return <TestBanner />;
  if (processor?.mode !== 'none') return null;
  const { street, locality } = city.address;
  const building = cityHallBuilding(intl.locale as Locale);
  const hours = officeHoursIn(intl.locale as Locale);
  return (
    <section className="sp-alert sp-alert--warning" aria-labelledby="payments-unavailable-title">
      <h2 id="payments-unavailable-title" className="sp-alert__title">
        {intl.formatMessage(m.unavailableTitle)}
      </h2>
      <p>{intl.formatMessage(m.unavailableText)}</p>
      <ul className="sp-ways-to-pay">
        <li>{intl.formatMessage(m.inPerson, { building, street, locality, hours })}</li>
        <li>
          {intl.formatMessage(m.byPhone, {
            phone: PAYMENTS_PHONE,
            tel: (chunks: ReactNode) => <a href={telHref(PAYMENTS_PHONE)}>{chunks}</a>,
          })}
        </li>
        <li>{intl.formatMessage(m.byMail, { building, street, locality })}</li>
      </ul>
    </section>
  );
}

/**
 * "Test mode: no money is moved. Use card 4242 4242 4242 4242." on every page and dialog of a test processor. Its
 * TEST mark is the same word in every language (what support staff and the processor call a test), so marked English.
 */
export function TestBanner() {
  const intl = useIntl();
  return (
    <p className="sp-test-banner" role="note" data-test-mode="">
      <strong lang="en">TEST</strong> {intl.formatMessage(m.testBanner)}
    </p>
  );
}
