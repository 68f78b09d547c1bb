import { Card, city, telHref } from '@springfield/shared';
import { PARKING_PERMITS_MAIL_ATTENTION } from '../data/parking-permits';

/** City Hall's opening hours, as every way to apply needs them. */
function OfficeHours() {
  return (
    <p>
      <strong>Hours:</strong> {city.officeHours}. {city.weekendHours}.
    </p>
  );
}

/**
 * The three ways the city takes a parking permit application (it has no online system): at City Hall, by
 * phone and by mail, with City Hall's address, number and hours.
 */
export function WaysToApply() {
  return (
    <section aria-labelledby="apply-ways-title">
      <h2 id="apply-ways-title">Ways to Apply</h2>
      <ul className="cm-faq-grid cm-faq-grid--three">
        <Card as="li" className="cm-faq-card" title="In Person" headingLevel={3}>
          <p>
            Bring the completed application form, your documents and the permit fee to City Hall. Cash is
            accepted in person only.
          </p>
          <address className="cm-faq-address">
            {city.address.building}
            <br />
            {city.address.street}
            <br />
            {city.address.locality}
          </address>
          <OfficeHours />
        </Card>
        <Card as="li" className="cm-faq-card" title="By Phone" headingLevel={3}>
          <p>Call City Hall to apply by phone. Have the documents listed under What to Bring at hand.</p>
          <p>
            <strong>Phone:</strong> <a href={telHref(city.mainPhone)}>{city.mainPhone}</a>
          </p>
          <OfficeHours />
        </Card>
        <Card as="li" className="cm-faq-card" title="By Mail" headingLevel={3}>
          <p>
            Mail the completed application form, copies of your documents and a check or money order for the
            permit fee to:
          </p>
          <address className="cm-faq-address">
            {city.address.building}
            <br />
            {PARKING_PERMITS_MAIL_ATTENTION}
            <br />
            {city.address.street}
            <br />
            {city.address.locality}
          </address>
        </Card>
      </ul>
    </section>
  );
}
