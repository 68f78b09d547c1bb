/** @jest-environment node */
import { XMLParser } from 'fast-xml-parser';
import ICAL from 'ical.js';
import { articlesIn } from '../news/data/news-articles';
import { eventsIn } from '../events/data/events';
import { calendarFeeds, calendarFeedsIn, eventCalendarPathIn, newsFeeds, newsFeedsIn } from './feed-catalog';
import { feedFiles } from './feed-files';

const siteOrigin = 'https://www.springfield.gov';
const files = feedFiles({ siteOrigin, generatedAt: new Date('2025-01-02T15:00:00Z') });
const fileAt = (path: string) => files.find((file) => `/${file.file}` === path);

describe('the feeds in Spanish', () => {
  it('are published beside the English ones, with the same file names', () => {
    expect(newsFeedsIn('es').map((feed) => feed.path)).toEqual(
      newsFeeds.map((feed) => feed.path.replace('/feeds/', '/feeds/es/')),
    );
    for (const feed of [...newsFeedsIn('es'), ...calendarFeedsIn('es')])
      expect(fileAt(feed.path)).toBeDefined();
    // The English ones are still there.
    for (const feed of [...newsFeeds, ...calendarFeeds]) expect(fileAt(feed.path)).toBeDefined();
  });

  it('say their language and carry the Spanish articles, linked to the Spanish pages', () => {
    const xml = fileAt('/feeds/es/press-releases.xml')!.body;
    const channel = new XMLParser().parse(xml).rss.channel;
    expect(channel.language).toBe('es');
    expect(channel.title).toBe('Ciudad de Springfield: Comunicados de prensa');
    expect(channel.link).toBe(`${siteOrigin}/es/news`);
    const items = [channel.item].flat();
    const expected = articlesIn('es').filter((article) => article.category === 'Press Releases');
    expect(items.map((item) => item.title).sort()).toEqual(expected.map((article) => article.title).sort());
    expect(items.every((item) => item.link.startsWith(`${siteOrigin}/es/news/`))).toBe(true);
    expect(items.every((item) => item.category === 'Comunicados de prensa')).toBe(true);
  });

  it("give each event's calendar in Spanish, at its Spanish address", () => {
    const event = eventsIn('es')[1];
    const calendar = new ICAL.Component(ICAL.parse(fileAt(eventCalendarPathIn(event.id, 'es'))!.body));
    const vevent = calendar.getFirstSubcomponent('vevent')!;
    expect(vevent.getFirstPropertyValue('summary')).toBe(event.title);
    expect(vevent.getFirstPropertyValue('url')).toBe(`${siteOrigin}/es/events/${event.id}`);
    expect(String(vevent.getFirstPropertyValue('description'))).toContain('Página del evento');
  });
});

describe('the calendars in Chinese', () => {
  it('carry the Chinese events at their own addresses', () => {
    const calendar = new ICAL.Component(ICAL.parse(fileAt('/calendar/zh-hant/events.ics')!.body));
    const titles = calendar
      .getAllSubcomponents('vevent')
      .map((vevent) => vevent.getFirstPropertyValue('summary'));
    expect(titles).toContain('居家節能講座');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Springfield 市活動與會議');
  });

  it('has no news feed in Chinese (the articles are in English): its pages link the English ones', () => {
    expect(newsFeedsIn('zh-Hant')).toBe(newsFeeds);
    expect(files.some((file) => file.file.startsWith('feeds/zh-hant/'))).toBe(false);
  });
});
