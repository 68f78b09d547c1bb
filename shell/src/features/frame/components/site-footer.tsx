import { city, telHref } from '@springfield/shared';
import { Link, useLocation } from 'react-router-dom';
import { copyrightLine, emergencyServices, lastUpdatedLine, legalLinks } from '../data/frame-links';

export function SiteFooter() {
  const { pathname } = useLocation();
  return (
    <footer className="sh-footer">
      <div className="sf-container sh-footer__grid">
        <section aria-labelledby="sf-footer-contact">
          <h2 id="sf-footer-contact">Contact Us</h2>
          <address>
            {city.address.building}
            <br />
            {city.address.street}
            <br />
            {city.address.locality}
          </address>
          <p>
            Phone: <a href={telHref(city.mainPhone)}>{city.mainPhone}</a>
            <br />
            Email: <a href={`mailto:${city.infoEmail}`}>{city.infoEmail}</a>
          </p>
          <p>
            Hours: {city.officeHours}
            <br />
            {city.weekendHours}
          </p>
        </section>
        <section aria-labelledby="sf-footer-emergency">
          <h2 id="sf-footer-emergency">Emergency Services</h2>
          <ul className="sh-footer__list">
            {emergencyServices.map((item) => (
              <li key={item.label}>
                {item.label}: <a href={telHref(item.phone)}>{item.phone}</a>
              </li>
            ))}
          </ul>
        </section>
        <nav aria-labelledby="sf-footer-legal">
          <h2 id="sf-footer-legal">Policies</h2>
          <ul className="sh-footer__list">
            {legalLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="sf-container sh-footer__bottom">
        <p>{copyrightLine}</p>
        <p>{lastUpdatedLine(pathname)}</p>
      </div>
    </footer>
  );
}
