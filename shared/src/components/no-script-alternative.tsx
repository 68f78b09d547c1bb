import { city, telHref } from '../content/city';

/**
 * One line inside a form, shown only when the browser runs no script (the form is sent by script): how to do
 * the same by phone or e-mail. React leaves a <noscript>'s content alone when it hydrates.
 */
export function NoScriptAlternative() {
  return (
    <noscript>
      <p>
        Without JavaScript, do the same by calling City Hall at{' '}
        <a href={telHref(city.mainPhone)}>{city.mainPhone}</a> or e-mailing{' '}
        <a href={`mailto:${city.infoEmail}`}>{city.infoEmail}</a>.
      </p>
    </noscript>
  );
}
