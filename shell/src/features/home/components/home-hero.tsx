import { Link } from 'react-router-dom';
import { quickActions } from '../data/home-content';

export function HomeHero() {
  return (
    <section className="sh-hero" aria-labelledby="sf-hero-title">
      <div className="sf-container">
        <h1 id="sf-hero-title" className="sh-hero__title">
          Welcome to the City of Springfield
        </h1>
        <p className="sh-hero__lead">
          Services, news, events and your local government, in one place and open around the clock.
        </p>
        <ul className="sh-hero__actions">
          {quickActions().map((action) => (
            <li key={action.to}>
              <Link to={action.to} className="sh-hero__action">
                <span className="sh-hero__action-title">{action.title}</span>
                <span className="sh-hero__action-text">{action.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
