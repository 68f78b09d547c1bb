import { city, officeHoursIn, telHref, ButtonLink } from '@springfield/shared';
import { useIntl } from 'react-intl';
import { DeclaredWords } from '../../language/components/declared-words';
import { helpContact } from '../data/home-content';
import { homeMessages } from '../messages';

export function NeedHelp() {
  const intl = useIntl();
  const contact = helpContact();
  return (
    <aside className="sh-need-help" aria-labelledby="sf-need-help-title">
      <h2 id="sf-need-help-title">{intl.formatMessage(homeMessages.helpTitle)}</h2>
      <p>
        {intl.formatMessage(homeMessages.helpHotline, {
          phone: <a href={telHref(city.mainPhone)}>{city.mainPhone}</a>,
        })}
        <br />
        {intl.formatMessage(homeMessages.helpHours, { hours: officeHoursIn(intl.locale, 'spaced') })}
      </p>
      <p className="sh-need-help__emergency">
        {intl.formatMessage(homeMessages.helpEmergency, {
          phone: <a href={telHref(city.emergency)}>{city.emergency}</a>,
        })}
      </p>
      {contact ? (
        <ButtonLink variant="primary" to={contact.to}>
          <DeclaredWords item={contact} field="label" />
        </ButtonLink>
      ) : null}
    </aside>
  );
}
