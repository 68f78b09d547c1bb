import { XMLParser } from 'fast-xml-parser';
import ICAL from 'ical.js';
import { test, expect, openPage, SHELL_ORIGIN } from '@springfield/shared/e2e';

const NEWS_FEEDS = {
  '/feeds/news.xml': 13,
  '/feeds/press-releases.xml': 6,
  '/feeds/public-notices.xml': 4,
  '/feeds/city-blog.xml': 3,
};
const CALENDARS = {
  '/calendar/events.ics': 15,
  '/calendar/council.ics': 4,
  '/calendar/community.ics': 6,
  '/calendar/meetings.ics': 3,
  '/calendar/workshops.ics': 2,
};

test('RSS Feed shows the news feeds by keyboard; the pages name them for feed readers', async ({
  page,
  axe,
}) => {
  await openPage(page, '/news');
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveCount(4);
  const button = page.getByRole('button', { name: 'RSS Feed' });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const feeds = page.getByRole('region', { name: 'News Feeds' });
  await expect(feeds.getByRole('link')).toHaveCount(4);
  await page.keyboard.press('Tab');
  await expect(feeds.getByRole('link', { name: 'All News (RSS)' })).toBeFocused();
  await expect(feeds.getByRole('link', { name: 'Press Releases (RSS)' })).toHaveAttribute(
    'href',
    '/feeds/press-releases.xml',
  );
  await axe();

  await openPage(page, '/news/federal-grant-infrastructure');
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveCount(4);
  await openPage(page, '/events');
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveCount(0);
});

test('Subscribe to Calendar offers webcal: and https addresses and copies one', async ({
  page,
  axe,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPage(page, '/events');
  const button = page.getByRole('button', { name: 'Subscribe to Calendar' });
  await button.focus();
  await page.keyboard.press('Enter');
  const calendars = page.getByRole('region', { name: 'Calendar Subscriptions' });
  const council = calendars.getByRole('link', { name: 'Subscribe to City Council' });
  await expect(council).toHaveAttribute(
    'href',
    `${SHELL_ORIGIN.replace(/^http/, 'webcal')}/calendar/council.ics`,
  );
  await page.keyboard.press('Tab'); // Download iCal File
  await page.keyboard.press('Tab'); // Google Calendar
  await page.keyboard.press('Tab');
  await expect(calendars.getByRole('link', { name: 'Subscribe to All Events' })).toBeFocused();
  await expect(calendars.getByRole('link', { name: `${SHELL_ORIGIN}/calendar/events.ics` })).toBeVisible();
  await axe('#calendar-subscriptions');
  await calendars.getByRole('button', { name: 'Copy link to the City Council calendar' }).click();
  await expect(page.getByText('Link Copied').first()).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${SHELL_ORIGIN}/calendar/council.ics`,
  );
});

test('every feed is served on the site origin and parses, with one entry per item of the data', async ({
  request,
}) => {
  const xml = new XMLParser();
  for (const [path, count] of Object.entries(NEWS_FEEDS)) {
    const response = await request.get(`${SHELL_ORIGIN}${path}`);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(response.headers()['cache-control']).toBe('public, max-age=300');
    const channel = xml.parse(await response.text()).rss.channel;
    expect([path, [channel.item].flat().length]).toEqual([path, count]);
  }
  for (const [path, count] of Object.entries(CALENDARS)) {
    const response = await request.get(`${SHELL_ORIGIN}${path}`);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const calendar = new ICAL.Component(ICAL.parse(await response.text()));
    expect([path, calendar.getAllSubcomponents('vevent').length]).toEqual([path, count]);
    expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('America/Chicago');
  }
  expect((await request.get(`${SHELL_ORIGIN}/feeds/sports.xml`)).status()).toBe(404);
});

test('on paper an event page is its content: no navigation, footer links or buttons', async ({ page }) => {
  await openPage(page, '/events/1');
  await expect(page.getByRole('heading', { level: 1, name: 'City Council Regular Meeting' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { level: 1, name: 'City Council Regular Meeting' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.locator('footer a:visible')).toHaveCount(0);
  await expect(page.locator('button:visible')).toHaveCount(0);
  await expect(page.getByRole('search')).toBeHidden();
});
