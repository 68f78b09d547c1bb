import { city, langOf, telHref } from '@springfield/shared';
import type { IntlShape } from 'react-intl';
import type { Official, Shown } from '../../../types/content';
import { areaIntl, useAreaIntl } from '../../../i18n/area-intl';
import { governmentMessages as m } from '../messages';
import { UntranslatedRecordNote, recordText } from './section-heading';

/** "Sarah Mitchell, Mayor" (the official as the page's language gives them). */
export const officialProfileTitle = (official: Official, intl: IntlShape = areaIntl.intl()): string =>
  intl.formatMessage(m.profileTitle, { name: official.name, title: official.title });

/** An official's full profile (View Full Profile), also the page's at /government/officials/{slug} without script. */
export function OfficialProfileContent({ official }: { official: Shown<Official> }) {
  const intl = useAreaIntl();
  const inRecord = langOf(official);
  return (
    <>
      <UntranslatedRecordNote record={official} />
      <div className="gov-profile__intro">
        <img
          src={official.photo}
          alt={intl.formatMessage(m.portrait, { name: official.name })}
          width={80}
          height={80}
        />
        <p className="gov-muted">
          {intl.formatMessage(m.term, { term: recordText(official, official.term) })}
        </p>
      </div>
      <h3>{intl.formatMessage(m.about)}</h3>
      <p {...inRecord}>{official.fullBio}</p>
      <h3>{intl.formatMessage(m.education)}</h3>
      <p {...inRecord}>{official.education}</p>
      <h3>{intl.formatMessage(m.officeHours)}</h3>
      <p {...inRecord}>{official.officeHours}</p>
      <h3>{intl.formatMessage(m.achievements)}</h3>
      <ul {...inRecord}>
        {official.achievements.map((achievement) => (
          <li key={achievement}>{achievement}</li>
        ))}
      </ul>
      <h3>{intl.formatMessage(m.committees)}</h3>
      <ul {...inRecord}>
        {official.committees.map((committee) => (
          <li key={committee}>{committee}</li>
        ))}
      </ul>
      <h3>{intl.formatMessage(m.contact)}</h3>
      <address className="gov-address">
        <a href={`mailto:${official.email}`}>{official.email}</a>
        <br />
        <a href={telHref(official.phone)}>{official.phone}</a>
        <br />
        {intl.formatMessage(m.cityHall)}
        <br />
        {city.address.street}
        <br />
        {city.address.locality}
      </address>
    </>
  );
}
