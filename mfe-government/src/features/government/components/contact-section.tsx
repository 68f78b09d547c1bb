import { ClockCircleOutlined, EnvironmentOutlined, PhoneOutlined } from '@ant-design/icons';
import { useAreaIntl } from '../../../i18n/area-intl';
import {
  atLineStart,
  city,
  currentLocale,
  DEFAULT_LOCALE,
  officeHoursIn,
  telHref,
  Card,
} from '@springfield/shared';
import { governmentMessages as m } from '../messages';
import { intlLocale } from '../utils/words';
import { SectionHeading } from './section-heading';

export function ContactSection() {
  const intl = useAreaIntl();
  const locale = currentLocale();
  return (
    <Card as="section" className="gov-card gov-section" aria-labelledby="gov-contact-title" id="contact">
      <SectionHeading id="gov-contact-title" title={intl.formatMessage(m.contactTitle)} />
      <ul className="gov-contact-block">
        <li>
          <EnvironmentOutlined aria-hidden />
          <div>
            <p className="gov-row__title">{intl.formatMessage(m.cityHall)}</p>
            <address className="gov-address">
              {city.address.street}
              <br />
              {city.address.locality}
            </address>
          </div>
        </li>
        <li>
          <PhoneOutlined aria-hidden />
          <div>
            <p className="gov-row__title">{intl.formatMessage(m.mainNumber)}</p>
            <a href={telHref(city.mainPhone)}>{city.mainPhone}</a>
          </div>
        </li>
        <li>
          <ClockCircleOutlined aria-hidden />
          <div>
            <p className="gov-row__title">{intl.formatMessage(m.officeHours)}</p>
            <p>
              {locale === DEFAULT_LOCALE
                ? city.officeHours
                : atLineStart(officeHoursIn(intlLocale(locale)), locale)}
            </p>
          </div>
        </li>
      </ul>
    </Card>
  );
}
