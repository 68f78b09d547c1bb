import { telHref } from '@springfield/shared';
import { Link } from 'react-router-dom';
import { quickLinks, quickPhones } from '../data/frame-links';

export function QuickLinksBar() {
  return (
    <nav className="sh-quick-links" aria-label="Quick links">
      <div className="sf-container sh-quick-links__inner">
        <ul className="sh-quick-links__list">
          {quickLinks().map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
        <ul className="sh-quick-links__phones">
          {quickPhones.map((item) => (
            <li key={item.label}>
              {item.label}: <a href={telHref(item.phone)}>{item.phone}</a>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
