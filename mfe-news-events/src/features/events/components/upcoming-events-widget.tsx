import { Link } from 'react-router-dom';

/** Home widget: Upcoming Events carousel. Filled in by the news-events issue. */
export default function UpcomingEventsWidget() {
  return (
    <section aria-labelledby="upcoming-events-title">
      <h2 id="upcoming-events-title">Upcoming Events</h2>
      <Link to="/events">View all events</Link>
    </section>
  );
}
