import { useIntl } from 'react-intl';
import { volunteerStatsIn } from '../data/volunteer-content';
import { volunteerMessages as m } from '../messages';

export function VolunteerStats() {
  const intl = useIntl();
  return (
    <section aria-labelledby="volunteer-stats-title">
      <h2 id="volunteer-stats-title" className="sf-visually-hidden">
        {intl.formatMessage(m.statsTitle)}
      </h2>
      <ul className="cm-volunteer-stats">
        {volunteerStatsIn(intl).map((stat) => (
          <li key={stat.label}>
            <span className="cm-volunteer-stats__value">{stat.value}</span>
            <span>{stat.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
