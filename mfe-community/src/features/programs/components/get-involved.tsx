import { Link } from 'react-router-dom';

export function GetInvolved() {
  return (
    <section className="cm-program cm-get-involved" aria-labelledby="get-involved-title">
      <h2 id="get-involved-title">Get Involved</h2>
      <p>
        Every program grows with the help of residents. Give your time as a volunteer or tell us what your
        neighborhood needs.
      </p>
      <div className="cm-get-involved__actions">
        <Link className="sf-button sf-button--primary" to="/volunteer">
          Volunteer With Us
        </Link>
        <Link className="sf-button" to="/feedback">
          Share Your Ideas
        </Link>
      </div>
    </section>
  );
}
