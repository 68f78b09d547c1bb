import type { SearchRecord } from '@springfield/shared';
import {
  createSearchEngine,
  excerptOf,
  expandQuery,
  markWords,
  normalizeTerm,
  recencyBoost,
  searchEngineFor,
} from './search-engine';

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

  it('excerpts the passage of the body around the first matched word when the summary has none', () => {
    const body = `${'Opening words of the page. '.repeat(6)}Bring your ballot to the polling place early. ${'Closing words. '.repeat(20)}`;
    const excerpt = excerptOf({ ...records[4], body }, new Set(['polling']));
    const text = excerpt.map((s) => s.text).join('');
    expect(text.startsWith('… ')).toBe(true);
    expect(text.endsWith(' …')).toBe(true);
    expect(excerpt.filter((s) => s.mark)).toEqual([{ text: 'polling', mark: true }]);
    expect(text).toContain('Bring your ballot to the polling place early.');
  });
});

describe('ranking by recency', () => {
  const meeting = (id: string, title: string, date: string): SearchRecord => ({
    id,
    title,
    summary: 'City council regular meeting at City Hall.',
    url: `/government/${id}`,
    area: 'G',
    type: 'Meeting',
    date,
  });
  // The past meeting's shorter title matches the words a little better than the next meeting's agenda does.
  const minutes = meeting('minutes', 'City Council Regular Meeting', '2024-12-10');
  const agenda = meeting('agenda', 'City Council Regular Meeting: Agenda', '2025-01-14');
  const ordinance: SearchRecord = {
    id: 'ordinance',
    title: 'Ordinance on public comment',
    summary: 'Rules for public comment at council meetings.',
    url: '/government/legislation/o',
    area: 'G',
    type: 'Legislation',
    date: '2020-05-01',
  };

  it('keeps the whole boost of a coming meeting and halves a past one’s each year', () => {
    expect(recencyBoost(agenda, '2025-01-08')).toBe(1);
    expect(recencyBoost(minutes, '2025-12-10')).toBeCloseTo(0.5, 2);
    expect(recencyBoost(ordinance, '2025-01-08')).toBe(1);
    expect(recencyBoost({ type: 'Meeting' }, '2025-01-08')).toBe(1);
  });

  const ids = (today: string) =>
    createSearchEngine([minutes, agenda, ordinance], { today })
      .search('council meeting')
      .map((hit) => hit.record.id);

  it('puts the coming meeting above last month’s, which its words alone would not', () => {
    // Both still to come: the words decide, and the minutes' title is the closer match.
    expect(ids('2024-12-01')).toEqual(['minutes', 'agenda', 'ordinance']);
    expect(ids('2025-01-08')).toEqual(['agenda', 'minutes', 'ordinance']);
  });

  it('counts ages from the newest meeting when the calendar has nothing later than today', () => {
    // Five years on, the meetings keep their order and are not buried under the ordinance, which does not age.
    expect(ids('2030-06-01')).toEqual(['agenda', 'minutes', 'ordinance']);
  });
});

describe('in the site’s other languages', () => {
  const spanish: SearchRecord[] = [
    {
      id: 'pay',
      title: 'Pagar multas e impuestos',
      summary: 'Pague en línea sus multas de tránsito. El pagó queda registrado al instante.',
      url: '/pay-fines',
      area: 'P',
      type: 'Payment',
      lang: 'es',
    },
    {
      id: 'pothole',
      title: 'Reporte de baches',
      summary: 'Avísenos de un bache en la calle.',
      url: '/services/pothole-report',
      area: 'S',
      type: 'Service',
      lang: 'es',
    },
  ];
  const chinese: SearchRecord[] = [
    {
      id: 'permit',
      title: '住宅停車許可證',
      summary: '居民可以在網上申請停車許可證。',
      url: '/parking-permits',
      area: 'C',
      type: 'Service',
      lang: 'zh-Hant',
    },
    {
      id: 'pay',
      title: '繳付罰單',
      summary: '在網上繳付交通罰單。',
      url: '/pay-fines',
      area: 'P',
      type: 'Payment',
      lang: 'zh-Hant',
    },
  ];

  it('finds Spanish words with or without their accents, and leaves out Spanish words that say nothing', () => {
    const engine = createSearchEngine(spanish, { today: '2025-01-01' });
    expect(engine.search('pago')[0].record.id).toBe('pay');
    expect(engine.search('pagó')[0].record.id).toBe('pay');
    expect(engine.search('línea').map((hit) => hit.record.id)).toEqual(['pay']);
    expect(engine.search('de la')).toEqual([]);
    expect(engine.search('baches')[0].record.id).toBe('pothole');
  });

  it('splits Chinese into words, so a word inside a sentence is found and marked', () => {
    const engine = createSearchEngine(chinese, { today: '2025-01-01' });
    expect(engine.search('停車')[0].record.id).toBe('permit');
    expect(engine.search('罰單')[0].record.id).toBe('pay');
    const [hit] = engine.search('申請');
    expect(hit.record.id).toBe('permit');
    expect(hit.excerpt.filter((segment) => segment.mark).map((segment) => segment.text)).toEqual(['申請']);
  });
});

describe('searchEngineFor', () => {
  const copy = (list: SearchRecord[]) =>
    list.map((record) => ({ ...record, ...(record.keywords ? { keywords: [...record.keywords] } : {}) }));

  it('builds the index once for records that say the same, even as new objects (a server thread’s each render)', () => {
    const first = searchEngineFor(copy(records), { today: '2026-11-29' });
    expect(searchEngineFor(copy(records), { today: '2026-11-29' })).toBe(first);
    expect(first.search('ticket')[0].record.id).toBe('a');
  });

  it('builds a new one when a record’s words, the records or the day change', () => {
    const first = searchEngineFor(copy(records), { today: '2026-11-29' });
    const changed = copy(records);
    changed[0] = { ...changed[0], summary: 'Pay parking citations online.' };
    const other = searchEngineFor(changed, { today: '2026-11-29' });
    expect(other).not.toBe(first);
    expect(other.search('parking')[0].record.id).toBe('a');
    expect(searchEngineFor(copy(records).slice(1), { today: '2026-11-29' })).not.toBe(first);
    expect(searchEngineFor(copy(records), { today: '2026-11-30' })).not.toBe(first);
  });
});
