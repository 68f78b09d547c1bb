import { holidayNotice } from '../data/frame-links';

export function HolidayBanner() {
  return (
    <section className="sh-holiday" aria-label="Holiday notice">
      <p className="sf-container">{holidayNotice}</p>
    </section>
  );
}
