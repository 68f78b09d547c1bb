import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { DeclaredWords } from '../../language/components/declared-words';
import { quickActions } from '../data/home-content';
import { homeMessages } from '../messages';

export function HomeHero() {
  const intl = useIntl();
  return (
    <section className="sh-hero" aria-labelledby="sf-hero-title">
      <div className="sf-container">
        <h1 id="sf-hero-title" className="sh-hero__title">
          {intl.formatMessage(homeMessages.heroTitle)}
        </h1>
        <p className="sh-hero__lead">{intl.formatMessage(homeMessages.heroLead)}</p>
        <ul className="sh-hero__actions">
          {quickActions().map((action) => (
            <li key={action.to}>
              <Link to={action.to} className="sh-hero__action">
                <span className="sh-hero__action-title">
                  <DeclaredWords item={action} field="label" />
                </span>
                <span className="sh-hero__action-text">
                  <DeclaredWords item={action} field="description" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
