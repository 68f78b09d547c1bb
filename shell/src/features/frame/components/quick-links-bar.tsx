import { telHref } from '@springfield/shared';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { quickLinks, quickPhones } from '../data/frame-links';
import { frameMessages } from '../messages';
import { LinkWords } from './link-words';

export function QuickLinksBar() {
  const intl = useIntl();
  return (
    <nav className="sh-quick-links" aria-label={intl.formatMessage(frameMessages.quickLinks)}>
      <div className="sf-container sh-quick-links__inner">
        <ul className="sh-quick-links__list">
          {quickLinks().map((link) => (
            <li key={link.to}>
              <Link to={link.to}>
                <LinkWords link={link} />
              </Link>
            </li>
          ))}
        </ul>
        <ul className="sh-quick-links__phones">
          {quickPhones.map((item) => (
            <li key={item.label.id}>
              {intl.formatMessage(frameMessages.phoneLine, {
                label: intl.formatMessage(item.label),
                phone: <a href={telHref(item.phone)}>{item.phone}</a>,
              })}
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
