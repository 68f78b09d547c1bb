/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { readCollection } from '../../../build/content-collection.cjs';
import { twelveHour } from './schema';

const events = path.join(__dirname, 'events', 'index.collection');
const articles = path.join(__dirname, 'articles', 'index.collection');

describe('the area’s content', () => {
  it('has every event file fitting its schema', () => {
    const { records, problems } = readCollection(events);
    expect(problems).toEqual([]);
    expect(records.length).toBeGreaterThan(0);
  });

  it('has every article fitting its schema, its text as HTML, newest first', () => {
    const { records, problems } = readCollection(articles);
    expect(problems).toEqual([]);
    const dates = records.map((record) => String(record.output.date));
    expect(dates).toEqual([...dates].sort().reverse());
    expect(records.every((record) => String(record.output.content).startsWith('<'))).toBe(true);
  });

  it('writes times of day as the pages do', () => {
    expect(['00:00', '09:05', '12:00', '19:00', '23:59'].map(twelveHour)).toEqual([
      '12:00 AM',
      '9:05 AM',
      '12:00 PM',
      '7:00 PM',
      '11:59 PM',
    ]);
  });

  it('tells an editor which file and field are wrong', () => {
    // A copy of the collection with one mistake: an end before the start, and a time written the old way.
    // Under the repository's node_modules, where the schema's valibot resolves.
    const cache = path.join(__dirname, '..', '..', '..', 'node_modules', '.cache');
    fs.mkdirSync(cache, { recursive: true });
    const copy = fs.mkdtempSync(path.join(cache, 'events-'));
    try {
      const folder = path.join(copy, 'src', 'content', 'events');
      fs.mkdirSync(folder, { recursive: true });
      fs.writeFileSync(path.join(copy, 'package.json'), '{}');
      fs.copyFileSync(path.join(__dirname, 'schema.ts'), path.join(copy, 'src', 'content', 'schema.ts'));
      fs.copyFileSync(events, path.join(folder, 'index.collection'));
      const [first] = fs.readdirSync(path.dirname(events)).filter((name) => name.endsWith('.json'));
      const record = JSON.parse(fs.readFileSync(path.join(path.dirname(events), first), 'utf8'));
      fs.writeFileSync(path.join(folder, first), JSON.stringify({ ...record, start: '7:00 PM' }));
      fs.writeFileSync(
        path.join(folder, 'backwards.json'),
        JSON.stringify({ ...record, id: 999, end: record.start, start: record.end }),
      );
      const { problems } = readCollection(path.join(folder, 'index.collection'));
      expect(problems).toEqual([
        `src/content/events/${first}: start: must be a date and time written YYYY-MM-DDTHH:MM (24-hour, city time) (it is the text "7:00 PM")`,
        `src/content/events/${first}: end must be after start`,
        'src/content/events/backwards.json: end must be after start',
      ]);
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
  });
});
