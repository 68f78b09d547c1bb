import { Link } from 'react-router-dom';
import { quickActions } from '../data/home-content';

export function HomeHero() {
  return (
    <section className="sf-hero" aria-labelledby="sf-hero-title">
      <div className="sf-container">
        <h1 id="sf-hero-title" className="sf-hero__title">
          Welcome to the City of Springfield
        </h1>
        <p className="sf-hero__lead">
          Services, news, events and your local government, in one place and open around the clock.
        </p>
        <ul className="sf-hero__actions">
          {quickActions.map((action) => (
            <li key={action.to}>
              <Link to={action.to} className="sf-hero__action">
                <span className="sf-hero__action-title">{action.title}</span>
                <span className="sf-hero__action-text">{action.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
