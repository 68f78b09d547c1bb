import { ButtonLink } from '@springfield/shared';

export function GetInvolved() {
  return (
    <section className="cm-program cm-get-involved" aria-labelledby="get-involved-title">
      <h2 id="get-involved-title">Get Involved</h2>
      <p>
        Every program grows with the help of residents. Give your time as a volunteer or tell us what your
        neighborhood needs.
      </p>
      <div className="cm-get-involved__actions">
        <ButtonLink variant="primary" to="/volunteer">
          Volunteer With Us
        </ButtonLink>
        <ButtonLink to="/feedback">Share Your Ideas</ButtonLink>
      </div>
    </section>
  );
}
