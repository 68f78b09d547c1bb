import { programsSummary } from '../data/programs';

export function ProgramsSummary() {
  return (
    <section aria-labelledby="programs-summary-title" className="cm-programs__summary">
      <h2 id="programs-summary-title" className="sf-visually-hidden">
        Programs at a glance
      </h2>
      <ul className="cm-stat-grid">
        {programsSummary.map((tile) => (
          <li key={tile.label} className="cm-stat">
            <span className="cm-stat__value">{tile.value}</span>
            <span className="cm-stat__label">{tile.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
