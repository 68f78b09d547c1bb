import { screen } from '@testing-library/react';
import { cityDateTime, cityReference } from '@springfield/shared';
import { routes } from '../../../routes';
import { answerSite, pageRenderedWithCounts, type AnsweredSite } from '../../../testing/registration-counts';
import { renderAsServer, structuredDataOfType } from '../../../testing/server-render';
import { illustrationSource } from '../../../utils/illustration';
import { cityEvents } from '../data/events';

/** The text of a fact of the page's Event Information ("Time" → "10:00 AM - 12:00 PM"), line by line. */
function shownInfo(term: string): string[] {
  const region = screen.getByRole('region', { name: 'Event Information' });
  const title = [...region.querySelectorAll('dt')].find((dt) => dt.textContent === term);
  const value = title?.nextElementSibling;
  if (!value) throw new Error(`The page shows no ${term}`);
  return value.innerHTML.split('<br>').map((line) => {
    const element = document.createElement('div');
    element.innerHTML = line;
    return element.textContent?.trim() ?? '';
  });
}

function wholeNumber(text: string | undefined): number {
  return Number((text ?? '').replace(/,/g, ''));
}

/** What the page says of its places: "45 / 100" registered, "55 spots remaining". */
function shownPlaces() {
  const [counts, remaining] = shownInfo('Registered');
  const [, registered, capacity] = /([\d,]+) \/ ([\d,]+)/.exec(counts) ?? [];
  const [, spots] = /([\d,]+) spots? remaining/.exec(remaining) ?? [];
  return {
    registered: wholeNumber(registered),
    capacity: wholeNumber(capacity),
    remaining: wholeNumber(spots),
  };
}

/** A PostalAddress written back as the page writes an address: "400 Park Avenue, Springfield, IL 62702". */
function writtenAddress(address: Record<string, string>): string {
  return `${address.streetAddress}, ${address.addressLocality}, ${address.addressRegion} ${address.postalCode}`;
}

async function eventPage(path: string) {
  const { structuredData } = await renderAsServer(routes, path);
  const data = structuredDataOfType(structuredData, 'Event');
  if (!data) throw new Error(`${path} reports no Event`);
  return data;
}

describe('the Event of an event’s page', () => {
  let site: AnsweredSite;
  beforeEach(() => {
    site = answerSite();
  });
  afterEach(() => site.restore());

  it.each(cityEvents.map((event) => [`/events/${event.id}`]))(
    '%s reports Google’s properties with the values the page shows',
    async (path) => {
      const data = await eventPage(path);
      const [date] = shownInfo('Date');
      const [startTime, endTime] = shownInfo('Time')[0].split(' - ');
      const [placeName, address] = shownInfo('Location');
      const places = shownPlaces();
      const online = screen.queryByText('You can also join this event online.') !== null;
      const registrationOpen = screen.queryByRole('link', { name: 'Register Now' }) !== null;
      const isoDate = screen.getByText(date).getAttribute('datetime') ?? '';
      const locations = [data.location].flat() as Record<string, unknown>[];
      const place = locations.find((location) => location['@type'] === 'Place');

      expect(data).toMatchObject({
        '@context': 'https://schema.org',
        name: screen.getByRole('heading', { level: 1 }).textContent,
        startDate: cityDateTime(isoDate, startTime),
        endDate: cityDateTime(isoDate, endTime),
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: online
          ? 'https://schema.org/MixedEventAttendanceMode'
          : 'https://schema.org/OfflineEventAttendanceMode',
        organizer: cityReference(),
        offers: {
          '@type': 'Offer',
          price: 0,
          priceCurrency: 'USD',
          availability: registrationOpen ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
          url: path,
        },
        maximumAttendeeCapacity: places.capacity,
        remainingAttendeeCapacity: places.remaining,
        url: path,
      });
      expect(screen.getByText(String(data.description))).toBeInTheDocument();
      // The picture it reports is the one the page shows (written into the page: illustrationSource).
      const [image] = data.image as string[];
      expect(screen.getByRole('img', { name: /Illustration/ })).toHaveAttribute(
        'src',
        illustrationSource(image),
      );
      expect(Date.parse(String(data.endDate))).toBeGreaterThan(Date.parse(String(data.startDate)));
      expect(place).toMatchObject({ name: placeName, address: { addressCountry: 'US' } });
      expect(writtenAddress(place?.address as Record<string, string>)).toBe(address);
      if (online) expect(locations).toContainEqual({ '@type': 'VirtualLocation', url: path });
      else expect(locations).toHaveLength(1);
    },
  );

  it('dates an event in the city’s time, from the data', async () => {
    const event = cityEvents.find((candidate) => candidate.id === 2)!;
    expect(await eventPage('/events/2')).toMatchObject({
      startDate: cityDateTime(event.date, event.startTime),
      endDate: cityDateTime(event.date, event.endTime),
    });
  });

  it('counts the places left with the city’s live count the page was rendered with', async () => {
    const capacity = cityEvents.find((event) => event.id === 2)!.capacity;
    pageRenderedWithCounts({ 2: capacity - 5 });
    const data = await eventPage('/events/2');
    expect(shownPlaces().remaining).toBe(5);
    expect(data).toMatchObject({
      remainingAttendeeCapacity: 5,
      offers: { availability: 'https://schema.org/InStock' },
    });
  });

  it('says a full event is sold out, as the page has no registration', async () => {
    const capacity = cityEvents.find((event) => event.id === 2)!.capacity;
    pageRenderedWithCounts({ 2: capacity });
    const data = await eventPage('/events/2');
    expect(screen.queryByRole('link', { name: 'Register Now' })).not.toBeInTheDocument();
    expect(shownPlaces().remaining).toBe(0);
    expect(data).toMatchObject({
      remainingAttendeeCapacity: 0,
      offers: { availability: 'https://schema.org/SoldOut' },
    });
  });

  it('reports nothing for an event that does not exist', async () => {
    const { structuredData } = await renderAsServer(routes, '/events/999');
    expect(structuredDataOfType(structuredData, 'Event')).toBeUndefined();
  });
});
