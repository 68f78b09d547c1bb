import { useIntl } from 'react-intl';
import { whyVolunteerIn } from '../data/volunteer-content';
import { volunteerMessages as m } from '../messages';

export function WhyVolunteer() {
  const intl = useIntl();
  return (
    <section className="cm-volunteer-card" aria-labelledby="why-volunteer-title">
      <h2 id="why-volunteer-title">{intl.formatMessage(m.whyTitle)}</h2>
      <ul className="cm-why-volunteer">
        {whyVolunteerIn(intl).map((item) => (
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
