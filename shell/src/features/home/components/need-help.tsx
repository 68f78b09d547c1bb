import { city, telHref, ButtonLink } from '@springfield/shared';
import { helpContact, needHelp } from '../data/home-content';

export function NeedHelp() {
  const contact = helpContact();
  return (
    <aside className="sh-need-help" aria-labelledby="sf-need-help-title">
      <h2 id="sf-need-help-title">{needHelp.title}</h2>
      <p>
        City Services Hotline: <a href={telHref(city.mainPhone)}>{city.mainPhone}</a>
        <br />
        {needHelp.hours}
      </p>
      <p className="sh-need-help__emergency">
        For emergencies, call <a href={telHref(city.emergency)}>{city.emergency}</a>
      </p>
      {contact ? (
        <ButtonLink variant="primary" to={contact.to}>
          {contact.label}
        </ButtonLink>
      ) : null}
    </aside>
  );
}
