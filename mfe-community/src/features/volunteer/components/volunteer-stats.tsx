import { volunteerStats } from '../data/volunteer-content';

export function VolunteerStats() {
  return (
    <section aria-labelledby="volunteer-stats-title">
      <h2 id="volunteer-stats-title" className="sf-visually-hidden">
        Volunteering in numbers
      </h2>
      <ul className="cm-volunteer-stats">
        {volunteerStats.map((stat) => (
          <li key={stat.label}>
            <span className="cm-volunteer-stats__value">{stat.value}</span>
            <span>{stat.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
