import { whyVolunteer } from '../data/volunteer-content';

export function WhyVolunteer() {
  return (
    <section className="cm-volunteer-card" aria-labelledby="why-volunteer-title">
      <h2 id="why-volunteer-title">Why Volunteer?</h2>
      <ul className="cm-why-volunteer">
        {whyVolunteer.map((item) => (
          <li key={item.title}>
            <span className="cm-why-volunteer__check" aria-hidden="true">
              ✓
            </span>
            <span>
              <strong>{item.title}</strong>: {item.text}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
