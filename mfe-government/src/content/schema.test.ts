/** @jest-environment node */
// Every collection of the area's content: each of its files fits its schema, and a typical mistake in one is
// reported as the build reports it, with the file, the field and what is wrong.
import fs from 'node:fs';
import path from 'node:path';
import { readCollection } from '../../../build/content-collection.cjs';
import { slugify } from '../features/government/utils/addresses';
import { titleSlug, twelveHour } from './schema';

const marker = (collection: string) => path.join(__dirname, collection, 'index.collection');

/** The data files of a collection, by name. */
const dataFiles = (collection: string) =>
  fs
    .readdirSync(path.join(__dirname, collection))
    .filter((name) => name.endsWith('.json') || name.endsWith('.md'))
    .sort();

/**
 * The problems the build reports for a copy of a collection whose file `file` is changed by `change` (its text
 * in, its text out). The copy is a package of its own under the repository's node_modules, where the schema's
 * valibot resolves, so its messages name the file as the area's would: src/content/{collection}/{file}.
 */
function problemsAfter(collection: string, file: string, change: (text: string) => string): string[] {
  const cache = path.join(__dirname, '..', '..', '..', 'node_modules', '.cache');
  fs.mkdirSync(cache, { recursive: true });
  const copy = fs.mkdtempSync(path.join(cache, 'government-content-'));
  try {
    const folder = path.join(copy, 'src', 'content', collection);
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(copy, 'package.json'), '{}');
    fs.copyFileSync(path.join(__dirname, 'schema.ts'), path.join(copy, 'src', 'content', 'schema.ts'));
    fs.copyFileSync(marker(collection), path.join(folder, 'index.collection'));
    for (const name of dataFiles(collection)) {
      const text = fs.readFileSync(path.join(__dirname, collection, name), 'utf8');
      fs.writeFileSync(path.join(folder, name), name === file ? change(text) : text);
    }
    return readCollection(path.join(folder, 'index.collection')).problems;
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }
}

/** A change to one field of a JSON record. */
const json =
  (change: (record: Record<string, unknown>) => Record<string, unknown>) =>
  (text: string): string =>
    JSON.stringify(change(JSON.parse(text) as Record<string, unknown>));

/** Each collection, a file of it, a mistake an editor could make there, and what the build says of it. */
const mistakes: [string, string, (text: string) => string, string[]][] = [
  [
    'officials',
    'sarah-mitchell.json',
    json((official) => ({ ...official, phone: '555-123-4501' })),
    ['phone: must be a phone number written (555) 123-4567 (it is the text "555-123-4501")'],
  ],
  [
    'upcoming-meetings',
    '2025-01-14-city-council-regular-meeting.json',
    json((meeting) => ({ ...meeting, start: '2025-01-14 7:00 PM' })),
    [
      'start: must be a date and time written YYYY-MM-DDTHH:MM (24-hour, city time) (it is the text "2025-01-14 7:00 PM")',
    ],
  ],
  [
    'upcoming-meetings',
    '2025-01-16-planning-commission-meeting.json',
    json((meeting) => ({ ...meeting, agendaItems: ['Oak Street Rezoning'] })),
    ['agendaItems must name items of fullAgenda ("Oak Street Rezoning" is not one)'],
  ],
  [
    'past-meetings',
    '2024-12-05-planning-commission-meeting.json',
    json((meeting) => ({ ...meeting, agendaItems: '6' })),
    ['agendaItems: Expected number but received "6"'],
  ],
  [
    'meeting-archive',
    '2024-11-18-finance-committee-meeting.json',
    json((entry) => ({ ...entry, type: 'Committee' })),
    [
      'type: must be one of City Council, Planning Commission, Committees, Public Hearings (it is the text "Committee")',
    ],
  ],
  [
    'legislation',
    'ordinance-2025-03.json',
    json((item) => ({ ...item, votes: { for: 4, against: 3, abstain: 0 } })),
    ['votes must be null while the legislation is Under Review (no vote has been taken)'],
  ],
  [
    'legislation',
    'resolution-2024-112.json',
    json((item) => ({ ...item, title: 'Climate Action Plan' })),
    [
      'title: must start with its number, as "Ordinance 2024-45: Affordable Housing Incentives" (it is the text "Climate Action Plan")',
    ],
  ],
  [
    'budgets',
    'fy2025.json',
    json((budget) => ({
      ...budget,
      revenues: [...(budget.revenues as object[]), { source: 'Parking Fines', amount: 5 }],
    })),
    ['revenues must add up to totalBudget, 150 (they add up to 155)'],
  ],
  [
    'financial-reports',
    'q3-2024-financial-report.json',
    json((report) => ({ ...report, date: 'October 30, 2024' })),
    ['date: must be a date written YYYY-MM-DD (it is the text "October 30, 2024")'],
  ],
  [
    'records-request-types',
    'meeting-records.json',
    json((requestType) => ({ ...requestType, processingTime: '1 to 3 days' })),
    ['processingTime: must be written "1-3 business days" (it is the text "1 to 3 days")'],
  ],
  [
    'records-requests',
    'PRR-2024-0892.json',
    json(({ completedDate, ...request }) => ({ ...request, estimatedCompletion: completedDate })),
    ['a Completed request gives its completedDate, and no estimatedCompletion'],
  ],
  [
    'ethics-policies',
    'code-of-ethics.json',
    json(({ lastUpdated, ...policy }) => ({ ...policy, lastUpdate: lastUpdated })),
    ['lastUpdated: is missing', 'lastUpdate: is not a field this record can have (misspelt?)'],
  ],
  [
    'financial-disclosures',
    'linda-park.json',
    json((disclosure) => ({ ...disclosure, status: 'Pending' })),
    ['status: must be Filed (it is the text "Pending")'],
  ],
  [
    'boards',
    'parks-and-recreation-board.json',
    json((board) => ({ ...board, vacancies: 'two' })),
    ['vacancies: Expected number but received "two"'],
  ],
  [
    'volunteer-opportunities',
    'election-poll-worker.json',
    json((opportunity) => ({ ...opportunity, contact: 'elections at springfield.gov' })),
    ['contact: must be an e-mail address (it is the text "elections at springfield.gov")'],
  ],
  [
    'government-documents',
    'transparency-report-2024.md',
    (text) => text.replace('### Summary', '## Summary').replace("version: '1.0'", 'version: 1.0'),
    [
      'version: must be a version number in quotes, as "2.1" (it is a number 1)',
      'content: may use only ### headings, paragraphs, lists (- or 1.), **bold** and *italic* (it is the text "<h2>Summary</h2>\\n<p>In 2024 the city received 1,126 pub…")',
    ],
  ],
];

const collections = [...new Set(mistakes.map(([collection]) => collection))];

describe('the area’s content', () => {
  it('has a mistake below for every collection of src/content', () => {
    const folders = fs
      .readdirSync(__dirname, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(collections.sort()).toEqual(folders.sort());
  });

  it.each(collections)('has every file of %s fitting its schema', (collection) => {
    const { records, problems } = readCollection(marker(collection));
    expect(problems).toEqual([]);
    expect(records).toHaveLength(dataFiles(collection).length);
  });

  it.each(mistakes)(
    'reports a mistake in %s/%s with its file and field',
    (collection, file, change, said) => {
      expect(problemsAfter(collection, file, change)).toEqual(
        said.map((problem) => `src/content/${collection}/${file}: ${problem}`),
      );
    },
  );
});

describe('the values the pages derive from a record', () => {
  it('writes a time of day as the pages do', () => {
    expect(['00:00', '09:05', '12:00', '18:30', '19:00', '23:59'].map(twelveHour)).toEqual([
      '12:00 AM',
      '9:05 AM',
      '12:00 PM',
      '6:30 PM',
      '7:00 PM',
      '11:59 PM',
    ]);
  });

  it('makes a title into an address segment as the pages do', () => {
    for (const title of [
      'City Council Regular Meeting',
      'Public Hearing: FY2025 Budget',
      'Parks & Recreation',
    ]) {
      expect(titleSlug(title)).toBe(slugify(title));
    }
    expect(titleSlug('Parks & Recreation Board')).toBe('parks-and-recreation-board');
  });
});
