import { city, cityHallBuilding, officeHoursIn, telHref } from '@springfield/shared';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { emergencyServices, lastUpdated, legalLinks } from '../data/frame-links';
import { frameMessages } from '../messages';

export function SiteFooter() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const date = intl.formatDate(lastUpdated(pathname), {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return (
    <footer className="sh-footer">
      <div className="sf-container sh-footer__grid">
        <section aria-labelledby="sf-footer-contact">
          <h2 id="sf-footer-contact">{intl.formatMessage(frameMessages.footerContact)}</h2>
          <address>
            {cityHallBuilding()}
            <br />
            {city.address.street}
            <br />
            {city.address.locality}
          </address>
          <p>
            {intl.formatMessage(frameMessages.footerPhone, {
              phone: <a href={telHref(city.mainPhone)}>{city.mainPhone}</a>,
            })}
            <br />
            {intl.formatMessage(frameMessages.footerEmail, {
              email: <a href={`mailto:${city.infoEmail}`}>{city.infoEmail}</a>,
            })}
          </p>
          <p>
            {intl.formatMessage(frameMessages.footerHours, { hours: officeHoursIn(intl.locale) })}
            <br />
            {intl.formatMessage(frameMessages.footerWeekend)}
          </p>
        </section>
        <section aria-labelledby="sf-footer-emergency">
          <h2 id="sf-footer-emergency">{intl.formatMessage(frameMessages.footerEmergency)}</h2>
          <ul className="sh-footer__list">
            {emergencyServices.map((item) => (
              <li key={item.label.id}>
                {intl.formatMessage(frameMessages.phoneLine, {
                  label: intl.formatMessage(item.label),
                  phone: <a href={telHref(item.phone)}>{item.phone}</a>,
                })}
              </li>
            ))}
          </ul>
        </section>
        <nav aria-labelledby="sf-footer-legal">
          <h2 id="sf-footer-legal">{intl.formatMessage(frameMessages.footerPolicies)}</h2>
          <ul className="sh-footer__list">
            {legalLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{intl.formatMessage(link.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="sf-container sh-footer__bottom">
        <p>{intl.formatMessage(frameMessages.copyright)}</p>
        <p>{intl.formatMessage(frameMessages.lastUpdated, { date })}</p>
      </div>
    </footer>
  );
}
