import { city, telHref } from '@springfield/shared';
import type { Official } from '../../../types/content';

/** "Sarah Mitchell, Mayor". */
export const officialProfileTitle = (official: Official): string => `${official.name}, ${official.title}`;

/** An official's full profile (View Full Profile), also the page's at /government/officials/{slug} without script. */
export function OfficialProfileContent({ official }: { official: Official }) {
  return (
    <>
      <div className="gov-profile__intro">
        <img src={official.photo} alt={`Portrait of ${official.name}`} width={80} height={80} />
        <p className="gov-muted">Term: {official.term}</p>
      </div>
      <h3>About</h3>
      <p>{official.fullBio}</p>
      <h3>Education</h3>
      <p>{official.education}</p>
      <h3>Office Hours</h3>
      <p>{official.officeHours}</p>
      <h3>Key Achievements</h3>
      <ul>
        {official.achievements.map((achievement) => (
          <li key={achievement}>{achievement}</li>
        ))}
      </ul>
      <h3>Committee Memberships</h3>
      <ul>
        {official.committees.map((committee) => (
          <li key={committee}>{committee}</li>
        ))}
      </ul>
      <h3>Contact</h3>
      <address className="gov-address">
        <a href={`mailto:${official.email}`}>{official.email}</a>
        <br />
        <a href={telHref(official.phone)}>{official.phone}</a>
        <br />
        {city.address.building}
        <br />
        {city.address.street}
        <br />
        {city.address.locality}
      </address>
    </>
  );
}
