import { records, translations } from './search';
import { cityEvents } from './features/events/data/events';
import { newsArticles } from './features/news/data/news-articles';

const byId = new Map(records.map((record) => [record.id, record]));

describe('the search records in the site’s other languages', () => {
  it('in Spanish: every record, with the ids and pages of the English ones and their words in Spanish', () => {
    const spanish = translations?.es ?? [];
    expect(spanish.map((record) => record.id).sort()).toEqual(records.map((record) => record.id).sort());
    for (const record of spanish) {
      const english = byId.get(record.id)!;
      expect(record.url).toBe(english.url);
      // The site's search says the area and the type in the page's language.
      expect([record.area, record.type]).toEqual([english.area, english.type]);
    }
    const portal = spanish.find((record) => record.id === 'news:digital-portal')!;
    expect(portal.title).toBe('Conozca el nuevo portal de servicios digitales');
    const council = spanish.find((record) => record.id === 'event:1')!;
    expect(council.title).toBe('Sesión ordinaria del Concejo Municipal');
    expect(council.summary).toMatch(/^7:00 p\.m\.–9:00 p\.m\., Sala del Concejo del Ayuntamiento\. /);
  });

  it('in Chinese: the events and their list only (the articles are in English there)', () => {
    const chinese = translations?.['zh-Hant'] ?? [];
    expect(chinese.map((record) => record.id).sort()).toEqual(
      ['events', ...cityEvents.map((event) => `event:${event.id}`)].sort(),
    );
    expect(chinese.some((record) => newsArticles.some((a) => record.id === `news:${a.slug}`))).toBe(false);
    expect(chinese.find((record) => record.id === 'event:2')!.title).toBe('居家節能講座');
  });
});
