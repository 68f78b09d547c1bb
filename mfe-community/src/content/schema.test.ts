/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { formatLongDate, formatNumber } from '@springfield/shared';
import * as v from 'valibot';
import { readCollection } from '../../../build/content-collection.cjs';
import { inSentence, longDate, programSchema, wholeNumber } from './schema';

/** A record as the editor wrote it. */
type Written = { [field: string]: unknown };

const COLLECTIONS = [
  'programs',
  'initiatives',
  'volunteer-opportunities',
  'permit-types',
  'registration-methods',
  'election-dates',
  'polling-locations',
] as const;

type Collection = (typeof COLLECTIONS)[number];

const marker = (collection: Collection) => path.join(__dirname, collection, 'index.collection');

/** A collection's first file (by name) and its record as the editor wrote it. */
function firstFile(collection: Collection): { name: string; record: Written } {
  const folder = path.dirname(marker(collection));
  const [name] = fs.readdirSync(folder).filter((file) => file.endsWith('.json'));
  return { name, record: JSON.parse(fs.readFileSync(path.join(folder, name), 'utf8')) as Written };
}

/**
 * What the build says of a collection whose first file an editor changed: a copy of the schema, the settings and
 * that file, under the repository's node_modules (where the schema's valibot resolves).
 */
function problemsAfter(collection: Collection, change: (record: Written) => Written): string[] {
  const cache = path.join(__dirname, '..', '..', '..', 'node_modules', '.cache');
  fs.mkdirSync(cache, { recursive: true });
  const copy = fs.mkdtempSync(path.join(cache, `${collection}-`));
  try {
    const folder = path.join(copy, 'src', 'content', collection);
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(copy, 'package.json'), '{}');
    fs.copyFileSync(path.join(__dirname, 'schema.ts'), path.join(copy, 'src', 'content', 'schema.ts'));
    fs.copyFileSync(marker(collection), path.join(folder, 'index.collection'));
    const { name, record } = firstFile(collection);
    fs.writeFileSync(path.join(folder, name), JSON.stringify(change(record)));
    return readCollection(path.join(folder, 'index.collection')).problems;
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }
}

/** The record without one field, and with another in its place. */
function rename(record: Written, from: string, to: string): Written {
  const { [from]: value, ...rest } = record;
  return { ...rest, [to]: value };
}

describe('the area’s content', () => {
  it.each(COLLECTIONS)('has every file of %s fitting its schema', (collection) => {
    const { records, problems } = readCollection(marker(collection));
    expect(problems).toEqual([]);
    expect(records.length).toBeGreaterThan(0);
  });

  // One mistake an editor makes in each collection, and the line the build prints for it.
  it.each<[Collection, (record: Written) => Written, (file: string) => string[]]>([
    [
      'programs',
      (record) => ({ ...record, progress: 120 }),
      (file) => [`${file}: progress: must be 100 or less (it is a number 120)`],
    ],
    [
      'initiatives',
      (record) => ({ ...record, image: 'Green Springfield.svg' }),
      (file) => [
        `${file}: image: must be the file name of a picture in src/features/programs/assets (it is the text "Green Springfield.svg")`,
      ],
    ],
    [
      'volunteer-opportunities',
      (record) => ({ ...record, nextEvent: 'January 18, 2025' }),
      (file) => [`${file}: nextEvent: must be a date written YYYY-MM-DD (it is the text "January 18, 2025")`],
    ],
    [
      'permit-types',
      (record) => ({ ...record, cost: '100 dollars' }),
      (file) => [
        `${file}: cost: must be a fee written $25, $12.50 or $15/day (or /week, /month, /year) (it is the text "100 dollars")`,
      ],
    ],
    [
      'registration-methods',
      (record) => rename(record, 'deadline', 'deadlne'),
      (file) => [
        `${file}: deadline: is missing`,
        `${file}: deadlne: is not a field this record can have (misspelt?)`,
      ],
    ],
    [
      'election-dates',
      (record) => ({ ...record, date: '11/05/2024' }),
      (file) => [`${file}: date: must be a date written YYYY-MM-DD (it is the text "11/05/2024")`],
    ],
    [
      'polling-locations',
      (record) => ({ ...record, precincts: ['1a'] }),
      (file) => [`${file}: precincts.0: must be a precinct written 1A (it is the text "1a")`],
    ],
  ])('tells an editor which file and field of %s are wrong', (collection, change, expected) => {
    const file = `src/content/${collection}/${firstFile(collection).name}`;
    expect(problemsAfter(collection, change)).toEqual(expected(file));
  });

  it('tells an editor a program has more stat cards than its page shows', () => {
    const file = `src/content/programs/${firstFile('programs').name}`;
    const stat = (label: string) => ({ value: '1', label });
    expect(
      problemsAfter('programs', (record) => ({
        ...record,
        applicationDeadline: '2025-03-31',
        stats: [stat('One'), stat('Two'), stat('Three')],
      })),
    ).toEqual([
      `${file}: stats: at most 3 (2 with an applicationDeadline): the page has 4 stat cards and the last is Overall Progress`,
    ]);
  });
});

describe('a program’s record', () => {
  const { record } = firstFile('programs');
  const base = {
    ...record,
    status: 'active',
    progress: 65,
    keyMetrics: [
      { label: 'Trees Planted', value: 3250, target: 5000 },
      { label: 'EV Charging Stations', value: 32, target: 50, progressLabel: 'Charging Stations Built' },
    ],
    stats: [{ value: '$500,000', label: 'Federal Grant' }],
    contact: {
      name: 'Office of Sustainability',
      email: 'green@springfield.gov',
      phone: '(555) 123-4620',
      office: 'Springfield City Hall, Room 204',
    },
  };

  it('gives the list the spec’s key metrics and contact, written as the page shows them', () => {
    const program = v.parse(programSchema, base);
    expect(program.keyMetrics).toEqual([
      { label: 'Trees Planted', value: '3,250', target: '5,000' },
      { label: 'EV Charging Stations', value: '32', target: '50' },
    ]);
    expect(program.contact).toBe('green@springfield.gov');
    expect(program.detail.contact).toEqual(base.contact);
  });

  it('makes the page’s progress bars and stat cards from the same facts', () => {
    const { detail } = v.parse(programSchema, base);
    expect(detail.progressBars).toEqual([
      { label: 'Trees Planted', current: 3250, target: 5000 },
      { label: 'Charging Stations Built', current: 32, target: 50 },
    ]);
    expect(detail.stats).toEqual([
      { value: '$500,000', label: 'Federal Grant' },
      { value: '3,250', label: 'Trees Planted' },
      { value: '32', label: 'EV Charging Stations' },
      { value: '65%', label: 'Overall Progress' },
    ]);
  });

  it('says its first metric in a line, or its deadline when it takes applications', () => {
    expect(v.parse(programSchema, base).highlight).toBe('3,250 of 5,000 trees planted');
    const open = v.parse(programSchema, { ...base, applicationDeadline: '2025-03-31' });
    expect(open.highlight).toBe('Apply by March 31, 2025');
    expect(open.detail.stats.map((stat) => stat.label)).toEqual([
      'Federal Grant',
      'Application Deadline',
      'Trees Planted',
      'Overall Progress',
    ]);
    expect(open.detail.stats[1].value).toBe('March 31, 2025');
  });
});

describe('the schema’s display helpers', () => {
  it('write counts and dates as the site’s formatters do', () => {
    for (const value of [0, 32, 999, 1000, 3250, 1234567])
      expect(wholeNumber(value)).toBe(formatNumber(value));
    for (const day of ['2025-03-31', '2024-01-01', '2024-12-31', '2024-02-29']) {
      expect(longDate(day)).toBe(formatLongDate(day));
    }
  });

  it('lowers a label’s capitalised words only', () => {
    expect(inSentence('Trees Planted')).toBe('trees planted');
    expect(inSentence('LED Streetlights')).toBe('LED streetlights');
    expect(inSentence('Wi-Fi Hotspots')).toBe('Wi-Fi hotspots');
    expect(inSentence('EV Charging Stations')).toBe('EV charging stations');
  });
});
