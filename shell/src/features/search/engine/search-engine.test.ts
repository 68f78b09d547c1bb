import type { SearchRecord } from '@springfield/shared';
import { createSearchEngine, expandQuery, markWords, normalizeTerm } from './search-engine';

const records: SearchRecord[] = [
  {
    id: 'a',
    title: 'Pay Fines & Taxes',
    summary: 'Pay traffic citations online.',
    url: '/pay-fines',
    area: 'P',
    type: 'Payment',
  },
  {
    id: 'b',
    title: 'Waste Collection Schedule',
    summary: 'Trash and recycling days.',
    url: '/services/waste-schedule',
    area: 'S',
    type: 'Service',
  },
  {
    id: 'c',
    title: 'New recycling carts arrive',
    summary: 'Recycling carts for every home.',
    url: '/news/carts',
    area: 'N',
    type: 'News',
  },
  {
    id: 'd',
    title: 'Building Permit Application',
    summary: 'Apply for a permit.',
    url: '/services/building-permit',
    area: 'S',
    type: 'Service',
  },
  {
    id: 'e',
    title: 'Voter Registration',
    summary: 'Register to vote; voting dates.',
    url: '/faq/voter-registration',
    area: 'C',
    type: 'FAQ',
  },
];

describe('search engine', () => {
  const engine = createSearchEngine(records);
  const first = (q: string) => engine.search(q)[0]?.record.url;

  it('expands synonyms: ticket finds citations, garbage finds waste', () => {
    expect(expandQuery('parking ticket').added).toContain('citation');
    expect(first('parking ticket')).toBe('/pay-fines');
    expect(first('garbage')).toBe('/services/waste-schedule');
  });

  it('tolerates typos on longer words and matches prefixes', () => {
    expect(first('permitt')).toBe('/services/building-permit');
    expect(first('voteing')).toBe('/faq/voter-registration');
    expect(first('regist')).toBe('/faq/voter-registration');
  });

  it('ranks the task page above the news', () => {
    expect(first('recycling')).toBe('/services/waste-schedule');
  });

  it('finds nothing for stop words alone', () => {
    expect(engine.search('the of and')).toEqual([]);
  });

  it('marks matched words in excerpts, stemming plurals', () => {
    expect(normalizeTerm('Potholes')).toBe('pothole');
    expect(markWords('Two potholes fixed', new Set(['pothole']))).toEqual([
      { text: 'Two ', mark: false },
      { text: 'potholes', mark: true },
      { text: ' fixed', mark: false },
    ]);
  });
});
