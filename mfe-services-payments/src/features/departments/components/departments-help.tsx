import { telHref, Card } from '@springfield/shared';
import { departmentHelpLines } from '../data/departments';

/** Who to call when a resident cannot find a service, and the emergency box. */
export function DepartmentsHelp() {
  return (
    <section className="sp-section" aria-labelledby="departments-help-title">
      <h2 id="departments-help-title">Need Help Finding a Service?</h2>
      <div className="sp-layout">
        <ul className="sp-grid">
          {departmentHelpLines.map((line) => (
            <Card as="li" key={line.label} className="sp-card">
              <h3>{line.label}</h3>
              <p>
                <a href={telHref(line.phone)}>{line.phone}</a>
              </p>
              <p className="sp-muted">{line.note}</p>
            </Card>
          ))}
        </ul>
        <div className="sp-emergency">
          <h3>Emergency?</h3>
          <p>
            For police, fire or medical emergencies call <a href={telHref('911')}>911</a>. Emergency services
            are available 24 hours a day, 7 days a week.
          </p>
        </div>
      </div>
    </section>
  );
}
