import { Link } from 'react-router-dom';

/** Home widget: City Initiatives carousel. Filled in by the community issue. */
export default function CityInitiativesWidget() {
  return (
    <section aria-labelledby="city-initiatives-title">
      <h2 id="city-initiatives-title">City Initiatives</h2>
      <Link to="/programs">View all programs</Link>
    </section>
  );
}
