import { staffRequest, StaffCsrfField, usePageTitle } from '@springfield/shared';
import { useIntl } from 'react-intl';
import { Link, Outlet } from 'react-router-dom';
import { staffMessages } from '../messages';
import { STAFF_HELPFUL_PATH } from '../paths';
import { STAFF_STYLE } from './staff-style';

/**
 * The staff frame (issue 44): what the shell owns of the staff side. A skip link, the city's name, who is signed
 * in and the sign-out form (with the session's CSRF token), the areas the member may use, and the page of the
 * area inside `main`. Rendered on the server only: plain links and forms, no script.
 */
export function StaffFrame() {
  const intl = useIntl();
  const request = staffRequest();
  const member = request?.member ?? null;
  return (
    <div className="sf-staff">
      <style>{STAFF_STYLE}</style>
      <a className="sf-staff__skip" href="#sf-staff-main">
        {intl.formatMessage(staffMessages.skipLink)}
      </a>
      <header className="sf-staff__header">
        <p className="sf-staff__title">{intl.formatMessage(staffMessages.title)}</p>
        {member ? (
          <div className="sf-staff__who">
            <p>{intl.formatMessage(staffMessages.signedInAs, { name: member.name })}</p>
            <form method="post" action="/staff/sign-out">
              <StaffCsrfField />
              <button type="submit" className="sf-staff__button sf-staff__button--inverse">
                {intl.formatMessage(staffMessages.signOut)}
              </button>
            </form>
          </div>
        ) : null}
      </header>
      {member ? (
        <nav className="sf-staff__nav" aria-label={intl.formatMessage(staffMessages.areasNavigation)}>
          <ul>
            <li>
              <Link to="/staff">{intl.formatMessage(staffMessages.home)}</Link>
            </li>
            {(request?.areas ?? []).map((area) => (
              <li key={area.area}>
                <Link to={area.to}>{area.label}</Link>
              </li>
            ))}
            <li>
              <Link to={STAFF_HELPFUL_PATH}>{intl.formatMessage(staffMessages.helpfulLink)}</Link>
            </li>
          </ul>
        </nav>
      ) : null}
      <main id="sf-staff-main" className="sf-staff__main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}

/** /staff: the member's areas and their role in each; signed out, the sign-in button. */
export function StaffHome() {
  const intl = useIntl();
  const request = staffRequest();
  const member = request?.member ?? null;
  const heading = intl.formatMessage(member ? staffMessages.homeHeading : staffMessages.signedOutHeading);
  usePageTitle(heading);
  if (!member) {
    return (
      <>
        <h1>{heading}</h1>
        <p>{intl.formatMessage(staffMessages.signedOutText)}</p>
        <p>
          <a className="sf-staff__button" href="/staff/sign-in">
            {intl.formatMessage(staffMessages.signIn)}
          </a>
        </p>
      </>
    );
  }
  const roleWords = {
    viewer: staffMessages.roleViewer,
    agent: staffMessages.roleAgent,
    admin: staffMessages.roleAdmin,
  };
  const areas = request?.areas ?? [];
  return (
    <>
      <h1>{heading}</h1>
      <h2>{intl.formatMessage(staffMessages.yourAreas)}</h2>
      {areas.length === 0 ? (
        <p>
          {intl.formatMessage(
            Object.keys(member.roles).length ? staffMessages.noPagesYet : staffMessages.noAreas,
          )}
        </p>
      ) : (
        <ul className="sf-staff__areas">
          {areas.map((area) => (
            <li key={area.area}>
              <Link to={area.to}>{area.label}</Link>{' '}
              <span>
                {intl.formatMessage(staffMessages.role, {
                  role: intl.formatMessage(roleWords[member.roles[area.area]]),
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** An area's staff pages that could not be loaded: 503, and what to do. */
export function StaffUnavailable() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage(staffMessages.title));
  return (
    <div data-http-status="503" role="alert">
      <p>{intl.formatMessage(staffMessages.unavailable)}</p>
    </div>
  );
}

/** A staff address nobody owns: 404. */
export function StaffNotFound() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage(staffMessages.notFound));
  return (
    <div data-http-status="404">
      <h1>{intl.formatMessage(staffMessages.notFound)}</h1>
      <p>
        <Link to="/staff">{intl.formatMessage(staffMessages.home)}</Link>
      </p>
    </div>
  );
}
