import { useIntl } from 'react-intl';
import { programs, summaryTiles } from '../data/programs';
import { programMessages as m } from '../messages';

export function ProgramsSummary() {
  const intl = useIntl();
  return (
    <section aria-labelledby="programs-summary-title" className="cm-programs__summary">
      <h2 id="programs-summary-title" className="sf-visually-hidden">
        {intl.formatMessage(m.summaryTitle)}
      </h2>
      <ul className="cm-stat-grid">
        {summaryTiles(programs, intl).map((tile) => (
          <li key={tile.label} className="cm-stat">
            <span className="cm-stat__value">{tile.value}</span>
            <span className="cm-stat__label">{tile.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
