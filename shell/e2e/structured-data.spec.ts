// Findable (issue 28): every route's first response carries schema.org structured data (JSON-LD) that parses,
// has what search engines require of its type (Google's rich result rules for Event, NewsArticle,
// BreadcrumbList, FAQPage), every address absolute at the site's origin, and says what the page shows.
import { SHELL_ORIGIN, expect, test } from '@springfield/shared/e2e';
import type { Locator, Page } from '@playwright/test';
import { ROUTES } from './routes';

type Node = Record<string, unknown>;

const text = (value: string) => value.replace(/\s+/g, ' ').trim();
const asList = (value: unknown): Node[] => (Array.isArray(value) ? value : value ? [value] : []) as Node[];

/** Every address in the object, by the property that holds it. */
function addresses(node: unknown, key = ''): [string, string][] {
  if (typeof node === 'string')
    return /url|@id|image|logo|item|contentUrl|urlTemplate/i.test(key) ? [[key, node]] : [];
  if (Array.isArray(node)) return node.flatMap((item) => addresses(item, key));
  if (node && typeof node === 'object') return Object.entries(node).flatMap(([k, v]) => addresses(v, k));
  return [];
}

/** ISO 8601 with the city's offset (winter -06:00, summer -05:00), as Google asks of dates with times. */
const CITY_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-0[56]:00$/;

async function pageText(page: Page): Promise<string> {
  return text((await page.locator('main').textContent()) ?? '');
}

async function h1(page: Page): Promise<string> {
  return text(await page.locator('main h1').first().innerText());
}

async function hrefs(locator: Locator): Promise<string[]> {
  return locator.evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
}

/** What each type must have, and what of it the page must show. */
const checks: Record<string, (node: Node, page: Page) => Promise<void>> = {
  async BreadcrumbList(node, page) {
    const items = asList(node.itemListElement);
    const trail = page.locator('nav[aria-label="Breadcrumb"] li');
    expect(items.map((item) => item.name)).toEqual((await trail.allInnerTexts()).map(text));
    expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1));
    const links = await hrefs(page.locator('nav[aria-label="Breadcrumb"] a'));
    expect(items.slice(0, -1).map((item) => item.item)).toEqual(links);
  },
  async NewsArticle(node, page) {
    expect(node.headline).toBe(await h1(page));
    expect(String(node.headline).length).toBeLessThanOrEqual(110);
    expect(String(node.datePublished)).toMatch(CITY_DATE_TIME);
    expect(asList(node.image).length).toBeGreaterThan(0);
    expect(asList(node.author)[0]?.name).toBeTruthy();
    expect(await pageText(page)).toContain(String(asList(node.author)[0].name));
    expect((node.publisher as Node)?.name).toBe('City of Springfield');
  },
  async Event(node, page) {
    expect(node.name).toBe(await h1(page));
    expect(String(node.startDate)).toMatch(CITY_DATE_TIME);
    if (node.endDate) expect(String(node.endDate) >= String(node.startDate)).toBe(true);
    expect(String(node.eventStatus)).toMatch(
      /^https:\/\/schema\.org\/Event(Scheduled|Cancelled|Postponed|MovedOnline|Rescheduled)$/,
    );
    expect(String(node.eventAttendanceMode)).toMatch(
      /^https:\/\/schema\.org\/(Offline|Online|Mixed)EventAttendanceMode$/,
    );
    const locations = asList(node.location);
    expect(locations.length).toBeGreaterThan(0);
    const shown = await pageText(page);
    for (const location of locations) {
      if (location['@type'] === 'VirtualLocation') {
        expect(String(location.url)).toMatch(/^https?:\/\//);
      } else {
        expect(location['@type']).toBe('Place');
        expect(shown).toContain(String(location.name));
        const address = location.address as Node;
        expect(address?.['@type']).toBe('PostalAddress');
        expect(address.addressLocality && address.addressRegion && address.addressCountry).toBeTruthy();
      }
    }
    if (node.remainingAttendeeCapacity !== undefined) {
      expect(Number(node.remainingAttendeeCapacity)).toBeLessThanOrEqual(
        Number(node.maximumAttendeeCapacity),
      );
    }
  },
  async FAQPage(node, page) {
    const questions = asList(node.mainEntity);
    expect(questions.length).toBeGreaterThan(0);
    const shown = await pageText(page);
    for (const question of questions) {
      expect(question['@type']).toBe('Question');
      expect(shown).toContain(text(String(question.name)));
      const answer = question.acceptedAnswer as Node;
      expect(answer?.['@type']).toBe('Answer');
      expect(shown).toContain(text(String(answer.text).replace(/<[^>]+>/g, ' ')).slice(0, 60));
    }
  },
  async GovernmentOrganization(node, page) {
    expect(node.name).toBeTruthy();
    const shown = text((await page.locator('body').textContent()) ?? '');
    if (node.telephone) {
      const digits = String(node.telephone).replace(/\D/g, '').slice(-10);
      const tel = (await hrefs(page.locator('a[href^="tel:"]'))).map((href) =>
        href.replace(/\D/g, '').slice(-10),
      );
      expect(tel).toContain(digits);
    }
    if (node.email) expect(shown).toContain(String(node.email));
    const address = node.address as Node | undefined;
    if (address) expect(shown).toContain(String(address.streetAddress));
  },
  async GovernmentService(node, page) {
    expect(node.name).toBeTruthy();
    expect(await pageText(page)).toContain(String(node.name));
    expect(node.provider).toBeTruthy();
  },
  async WebSite(node) {
    const action = node.potentialAction as Node;
    expect((action.target as Node).urlTemplate).toBe(`${SHELL_ORIGIN}/search?q={search_term_string}`);
    expect(action['query-input']).toBe('required name=search_term_string');
  },
};

test('every route’s first response describes the page to search engines, as the page shows it', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const seen = new Set<string>();
  for (const route of ROUTES) {
    const response = await page.goto(route);
    const blocks = (await page.locator('head script[type="application/ld+json"]').allTextContents()).map(
      (block) => JSON.parse(block) as Node,
    );
    if (response?.status() !== 200) {
      expect(blocks, `${route} is not found: it describes nothing`).toEqual([]);
      continue;
    }
    const types = blocks.map((block) => String(block['@type']));
    if (route !== '/') expect(types, `${route} has its breadcrumb`).toContain('BreadcrumbList');
    for (const block of blocks) {
      expect(block['@context'], route).toBe('https://schema.org');
      for (const [key, address] of addresses(block)) {
        expect(address, `${route}: ${key} is an absolute address`).toMatch(/^https?:\/\//);
      }
      const check = checks[String(block['@type'])];
      await test.step(`${route}: ${String(block['@type'])}`, async () => {
        if (check) await check(block, page);
      });
      seen.add(String(block['@type']));
    }
  }
  // One page of each kind the issue names is among the routes.
  for (const type of [
    'GovernmentOrganization',
    'WebSite',
    'BreadcrumbList',
    'NewsArticle',
    'Event',
    'FAQPage',
    'GovernmentService',
  ]) {
    expect([...seen], `a route gives ${type}`).toContain(type);
  }
});

/** A fact a page states about a named thing: "telephone of Public Works" = "2175554200". */
interface Claim {
  fact: string;
  value: string;
}

const digits = (value: unknown) => String(value).replace(/\D/g, '').slice(-10);
const placeNames = (location: unknown) =>
  asList(location)
    .filter((place) => place['@type'] === 'Place')
    .map((place) => String(place.name))
    .sort()
    .join(' | ');

/**
 * The facts a JSON-LD node states that another area may state too: an organisation's, person's or place's
 * telephone, e-mail and street address, by its name; an event's start, end and place, by its name and day.
 */
function claims(node: unknown): Claim[] {
  if (Array.isArray(node)) return node.flatMap(claims);
  if (!node || typeof node !== 'object') return [];
  const record = node as Node;
  const own: Claim[] = [];
  const name = typeof record.name === 'string' ? record.name : undefined;
  if (name && record['@type'] === 'Event' && typeof record.startDate === 'string') {
    const event = `event “${name}” on ${record.startDate.slice(0, 10)}`;
    own.push({ fact: `start of ${event}`, value: record.startDate });
    if (record.endDate) own.push({ fact: `end of ${event}`, value: String(record.endDate) });
    const places = placeNames(record.location);
    if (places) own.push({ fact: `place of ${event}`, value: places });
  } else if (name) {
    if (record.telephone) own.push({ fact: `telephone of ${name}`, value: digits(record.telephone) });
    if (record.email) own.push({ fact: `e-mail of ${name}`, value: String(record.email).toLowerCase() });
    const address = record.address as Node | undefined;
    if (address?.streetAddress)
      own.push({ fact: `street address of ${name}`, value: text(String(address.streetAddress)) });
  }
  return [...own, ...Object.values(record).flatMap(claims)];
}

// Issue 29, one record per fact: areas that state the same fact (a department's phone, a meeting's date and
// place) must state the same value. Read from what every page tells search engines, so a disagreement
// between two areas' data, or between an area's list and its record, fails here whatever area it is in.
test('no two pages state different values for the same fact', async ({ page }) => {
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  const paths = new Set([
    ...ROUTES,
    ...[...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname),
  ]);
  const stated = new Map<string, Map<string, string[]>>();
  for (const path of paths) {
    const html = await (await page.request.get(path)).text();
    for (const [, json] of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
      for (const { fact, value } of claims(JSON.parse(json))) {
        const values = stated.get(fact) ?? new Map<string, string[]>();
        values.set(value, [...(values.get(value) ?? []), path]);
        stated.set(fact, values);
      }
    }
  }
  // The check has something to compare: the meeting both Government and Events describe, and the city's phone.
  expect(stated.size).toBeGreaterThan(20);
  const disagreements = [...stated]
    .filter(([, values]) => values.size > 1)
    .map(([fact, values]) => ({
      fact,
      values: Object.fromEntries([...values].map(([value, where]) => [value, [...new Set(where)]])),
    }));
  expect(disagreements).toEqual([]);
});
