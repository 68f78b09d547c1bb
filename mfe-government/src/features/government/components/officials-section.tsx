import { officials } from '../data/officials';
import { OfficialCard } from './official-card';
import { SectionHeading } from './section-heading';

export function OfficialsSection() {
  return (
    <section className="gov-section" aria-labelledby="gov-officials-title">
      <SectionHeading id="gov-officials-title" title="Your Elected Officials" />
      <ul className="gov-cards gov-cards--three">
        {officials.map((official) => (
          <li key={official.name}>
            <OfficialCard official={official} />
          </li>
        ))}
      </ul>
    </section>
  );
}
