/** @jest-environment node */
import { XMLParser } from 'fast-xml-parser';
import ICAL from 'ical.js';
import { newsArticles } from '../news/data/news-articles';
import { cityEvents } from '../events/data/events';
import { calendarFeeds, eventCalendarPath, newsFeeds, webcalUrl } from './feed-catalog';
import { buildCalendarFeed, buildEventCalendarFile, buildNewsFeed, feedFiles, wallClock } from './feed-files';

const siteOrigin = 'https://www.springfield.gov';
const options = { siteOrigin, generatedAt: new Date('2025-01-02T15:00:00Z') };

interface RssItem {
  title: string;
  link: string;
  guid: { '#text': string };
  pubDate: string;
  description: string;
  author: string;
  category: string;
}

function parseRss(xml: string) {
  const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' }).parse(xml);
  const channel = parsed.rss.channel;
  const items: RssItem[] = channel.item ? [channel.item].flat() : [];
  return { version: parsed.rss['@version'], channel, items };
}

function parseCalendar(text: string) {
  return new ICAL.Component(ICAL.parse(text));
}

describe('news feeds', () => {
  it.each(newsFeeds.map((info) => [info.path, info] as const))(
    '%s is RSS 2.0 with every article of its category',
    (_, info) => {
      const { version, channel, items } = parseRss(buildNewsFeed(info, options));
      const expected = newsArticles.filter((a) => !info.category || a.category === info.category);
      expect(version).toBe('2.0');
      expect(channel.link).toBe(`${siteOrigin}/news`);
      expect(channel['atom:link']['@href']).toBe(`${siteOrigin}${info.path}`);
      expect(items).toHaveLength(expected.length);
      expect(items.map((i) => i.link).sort()).toEqual(expected.map((a) => `${siteOrigin}${a.href}`).sort());
      if (info.category) expect(items.every((i) => i.category === info.category)).toBe(true);
      // Newest first.
      const dates = items.map((i) => Date.parse(i.pubDate));
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
    },
  );

  it('carries title, summary, date, author, category and the full URL of each article', () => {
    const { items } = parseRss(buildNewsFeed(newsFeeds[0], options));
    expect(items).toHaveLength(13);
    const grant = newsArticles.find((a) => a.slug === 'federal-grant-infrastructure')!;
    const item = items.find((i) => i.link.endsWith(grant.href))!;
    expect(item).toMatchObject({
      title: grant.title,
      link: `${siteOrigin}/news/federal-grant-infrastructure`,
      description: grant.summary,
      author: 'Office of the Mayor',
      category: 'Press Releases',
    });
    expect(item.guid['#text']).toBe(item.link);
    // Dec 18, 2024 in Springfield (CST, UTC-6).
    expect(new Date(item.pubDate).toISOString()).toBe('2024-12-18T06:00:00.000Z');
  });

  it('escapes markup in the text', () => {
    const hostile = { ...newsArticles[0], title: 'A & B <script>alert(1)</script>', summary: ']]> & <b>' };
    const { items } = parseRss(buildNewsFeed(newsFeeds[0], options, [hostile]));
    expect(items[0].title).toBe(hostile.title);
    expect(items[0].description).toBe(hostile.summary);
  });
});

describe('calendar feeds', () => {
  it.each(calendarFeeds.map((info) => [info.path, info] as const))(
    '%s has every event of its category, past ones included',
    (_, info) => {
      const calendar = parseCalendar(buildCalendarFeed(info, options));
      const expected = cityEvents.filter((e) => !info.category || e.category === info.category);
      const events = calendar.getAllSubcomponents('vevent');
      expect(events).toHaveLength(expected.length);
      expect(events.map((e) => e.getFirstPropertyValue('uid')).sort()).toEqual(
        expected.map((e) => `event-${e.id}@springfield.gov`).sort(),
      );
      const zones = calendar.getAllSubcomponents('vtimezone');
      expect(zones).toHaveLength(1);
      expect(zones[0].getFirstPropertyValue('tzid')).toBe('America/Chicago');
      for (const event of events) {
        for (const name of ['dtstart', 'dtend']) {
          expect(event.getFirstProperty(name)?.getParameter('tzid')).toBe('America/Chicago');
        }
        expect(event.getFirstPropertyValue('dtstamp')?.toString()).toBe('2025-01-02T15:00:00Z');
      }
    },
  );

  it('writes times in the city zone: a 7:00 PM January council meeting is 01:00 UTC the next day', () => {
    const text = buildCalendarFeed(calendarFeeds[0], options);
    const calendar = parseCalendar(text);
    const zone = new ICAL.Timezone(calendar.getFirstSubcomponent('vtimezone')!);
    const vevent = calendar
      .getAllSubcomponents('vevent')
      .find((e) => e.getFirstPropertyValue('uid') === 'event-1@springfield.gov')!;
    const event = new ICAL.Event(vevent);
    event.startDate.zone = zone;
    event.endDate.zone = zone;
    expect(event.summary).toBe('City Council Regular Meeting');
    expect(event.startDate.toJSDate().toISOString()).toBe('2025-01-15T01:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2025-01-15T03:00:00.000Z');
    expect(event.location).toBe('City Hall Council Chambers, 100 Main Street, Springfield, IL 62701');
    expect(event.description).toContain('public comment');
    expect(event.description).toContain(`${siteOrigin}/events/1`);
    expect(vevent.getFirstPropertyValue('url')).toBe(`${siteOrigin}/events/1`);
  });

  it('gives each event its own file: that event alone, as the feeds write it, named after the event', () => {
    const event = cityEvents.find((e) => e.id === 1)!;
    const text = buildEventCalendarFile(event, options);
    const calendar = parseCalendar(text);
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('City Council Regular Meeting');
    expect(calendar.getFirstPropertyValue('url')).toBe(`${siteOrigin}/calendar/events/1.ics`);
    const feed = parseCalendar(buildCalendarFeed(calendarFeeds[0], options));
    // A file downloaded once: no refresh interval, unlike a subscription.
    expect(feed.getFirstPropertyValue('refresh-interval')?.toString()).toBe('PT1H');
    expect(calendar.getFirstPropertyValue('refresh-interval')).toBeNull();
    const events = calendar.getAllSubcomponents('vevent');
    expect(events).toHaveLength(1);
    const feedEvent = feed
      .getAllSubcomponents('vevent')
      .find((e) => e.getFirstPropertyValue('uid') === 'event-1@springfield.gov')!;
    // The same VEVENT as in the feeds (same UID: a calendar that has both keeps one).
    expect(events[0].toString()).toBe(feedEvent.toString());
    const zone = new ICAL.Timezone(calendar.getFirstSubcomponent('vtimezone')!);
    const parsed = new ICAL.Event(events[0]);
    parsed.startDate.zone = zone;
    expect(parsed.startDate.toJSDate().toISOString()).toBe('2025-01-15T01:00:00.000Z');
  });

  it('reads the wall clock of the data', () => {
    expect(wallClock('2025-01-14', '7:00 PM')).toBe('2025-01-14T19:00:00');
    expect(wallClock('2025-03-01', '12:00 PM')).toBe('2025-03-01T12:00:00');
    expect(() => wallClock('2025-01-14', 'noon')).toThrow();
  });
});

describe('feedFiles', () => {
  it('makes one file per feed of the catalog and one per event, with its content type', () => {
    // The English files; those of the other languages, in their folders, follow them
    // (feed-files-languages.test.ts).
    const files = feedFiles(options).filter((f) => !/^(feeds|calendar)\/(es|zh-hant)\//.test(f.file));
    const feeds = [...newsFeeds, ...calendarFeeds].map((f) => f.path);
    expect(files.slice(0, feeds.length).map((f) => `/${f.file}`)).toEqual(feeds);
    const eventFiles = files.slice(feeds.length);
    expect(eventFiles.map((f) => `/${f.file}`).sort()).toEqual(
      cityEvents.map((e) => eventCalendarPath(e.id)).sort(),
    );
    expect(eventFiles.map((f) => f.file)).toContain('calendar/events/15.ics');
    for (const file of eventFiles) {
      const id = Number(/(\d+)\.ics$/.exec(file.file)![1]);
      const uids = parseCalendar(file.body)
        .getAllSubcomponents('vevent')
        .map((e) => e.getFirstPropertyValue('uid'));
      expect(uids).toEqual([`event-${id}@springfield.gov`]);
    }
    expect(new Set(files.map((f) => f.contentType))).toEqual(
      new Set(['application/rss+xml; charset=utf-8', 'text/calendar; charset=utf-8']),
    );
  });

  it('gives calendar apps a webcal: address', () => {
    expect(webcalUrl('/calendar/council.ics', 'http://localhost:8080')).toBe(
      'webcal://localhost:8080/calendar/council.ics',
    );
  });
});
