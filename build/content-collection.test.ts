/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import loader, { collectionModule, readCollection } from './content-collection.cjs';

// A package with one collection, written where valibot resolves (under the repository's node_modules).
const cache = path.join(__dirname, '..', 'node_modules', '.cache');
let root: string;
let marker: string;

const schema = `import * as v from 'valibot';
export const eventSchema = v.strictObject({
  id: v.pipe(v.number(), v.integer()),
  slug: v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/, 'must be lowercase words joined by hyphens')),
  title: v.pipe(v.string(), v.nonEmpty('must not be empty')),
  date: v.pipe(v.string(), v.isoDate('must be a date written YYYY-MM-DD')),
  image: v.optional(v.string()),
});
`;

function write(file: string, content: unknown) {
  const full = path.join(root, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, typeof content === 'string' ? content : JSON.stringify(content, null, 2));
}

beforeEach(() => {
  fs.mkdirSync(cache, { recursive: true });
  root = fs.mkdtempSync(path.join(cache, 'collection-'));
  write('package.json', { name: 'fixture' });
  write('src/content/schema.ts', schema);
  write('src/assets/picture.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write('src/content/events/index.collection', {
    schema: '../schema.ts',
    export: 'eventSchema',
    key: 'id',
    fileName: 'slug',
    sort: ['date', 'id'],
    assets: { image: '../../assets' },
  });
  write('src/content/events/late.json', { id: 2, slug: 'late', title: 'Late', date: '2025-03-01' });
  write('src/content/events/early.json', {
    id: 1,
    slug: 'early',
    title: 'Early',
    date: '2025-01-14',
    image: 'picture.svg',
  });
  marker = path.join(root, 'src/content/events/index.collection');
});

afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('a content collection', () => {
  it('reads every record of the folder, checked and in the order it names', () => {
    const { records, problems, files } = readCollection(marker);
    expect(problems).toEqual([]);
    expect(records.map((record) => record.output.slug)).toEqual(['early', 'late']);
    // What a watching build follows: the settings, the schema and each record.
    expect(files.map((file) => path.relative(root, file))).toEqual([
      'src/content/events/index.collection',
      'src/content/schema.ts',
      'src/content/events/early.json',
      'src/content/events/late.json',
    ]);
  });

  it('is a module for webpack, its pictures imported so the build publishes them', () => {
    const code = collectionModule(marker, { esm: true });
    expect(code).toContain('import __asset0 from "../../assets/picture.svg";');
    expect(code).toContain('"image": __asset0');
    expect(code).toMatch(/export default \[/);
  });

  it('is a CommonJS module for jest and the build plugins, with the same records', () => {
    const code = collectionModule(marker, { esm: false });
    const required: string[] = [];
    const module = { exports: {} as { default?: unknown } };
    new Function('module', 'exports', 'require', code)(module, module.exports, (request: string) => {
      required.push(request);
      return 'picture-url';
    });
    expect(required).toEqual(['../../assets/picture.svg']);
    expect(module.exports.default).toEqual([
      { id: 1, slug: 'early', title: 'Early', date: '2025-01-14', image: 'picture-url' },
      { id: 2, slug: 'late', title: 'Late', date: '2025-03-01' },
    ]);
  });

  it('names the file, the field and what is wrong, for each problem an editor made', () => {
    write('src/content/events/bad-date.json', { id: 3, slug: 'bad-date', title: 'X', date: '14/01/2025' });
    write('src/content/events/empty-title.json', {
      id: 4,
      slug: 'empty-title',
      title: '',
      date: '2025-01-01',
    });
    write('src/content/events/unknown-field.json', {
      id: 5,
      slug: 'unknown-field',
      title: 'X',
      date: '2025-01-01',
      colour: 'red',
    });
    write('src/content/events/same-id.json', { id: 1, slug: 'same-id', title: 'X', date: '2025-01-01' });
    write('src/content/events/wrong-name.json', {
      id: 6,
      slug: 'right-name',
      title: 'X',
      date: '2025-01-01',
    });
    write('src/content/events/broken.json', '{\n  "id": 7,\n  "title": "X",\n}');
    write('src/content/events/no-title.json', { id: 9, slug: 'no-title', date: '2025-01-01' });
    write('src/content/events/wrong-type.json', {
      id: '8',
      slug: 'wrong-type',
      title: 'X',
      date: '2025-01-01',
    });
    const { problems } = readCollection(marker);
    expect(problems).toEqual([
      'src/content/events/bad-date.json: date: must be a date written YYYY-MM-DD (it is the text "14/01/2025")',
      expect.stringMatching(/^src\/content\/events\/broken\.json: not valid JSON at line 4, column 1: /),
      'src/content/events/empty-title.json: title: must not be empty (it is the text "")',
      'src/content/events/no-title.json: title: is missing',
      'src/content/events/same-id.json: id 1 is already used by src/content/events/early.json',
      'src/content/events/unknown-field.json: colour: is not a field this record can have (misspelt?)',
      'src/content/events/wrong-name.json: the file must be named after its slug: right-name.json',
      'src/content/events/wrong-type.json: id: Expected number but received "8"',
    ]);
  });

  it('fails the build with every problem, and follows the folder for a watching build', () => {
    write('src/content/events/bad-date.json', { id: 3, slug: 'bad-date', title: 'X', date: 'soon' });
    const context = {
      resourcePath: marker,
      cacheable: jest.fn(),
      addContextDependency: jest.fn(),
      addDependency: jest.fn(),
    };
    expect(() => loader.call(context)).toThrow(
      'Content of events has 1 problem; fix the file named:\n' +
        '  - src/content/events/bad-date.json: date: must be a date written YYYY-MM-DD (it is the text "soon")',
    );
    expect(context.addContextDependency).toHaveBeenCalledWith(path.dirname(marker));
    fs.rmSync(path.join(root, 'src/content/events/bad-date.json'));
    expect(loader.call(context)).toContain('"slug": "late"');
    expect(context.addDependency).toHaveBeenCalledWith(path.join(root, 'src/content/events/late.json'));
  });

  it('reads a Markdown record: its front matter the fields, the text under it the body as HTML', () => {
    write('src/content/events/index.collection', {
      schema: '../schema.ts',
      export: 'articleSchema',
      key: 'slug',
      fileName: 'slug',
      body: 'body',
    });
    write(
      'src/content/schema.ts',
      `import * as v from 'valibot';
export const articleSchema = v.strictObject({ slug: v.string(), title: v.string(), body: v.string() });
`,
    );
    fs.rmSync(path.join(root, 'src/content/events/late.json'));
    fs.rmSync(path.join(root, 'src/content/events/early.json'));
    write(
      'src/content/events/grant.md',
      '---\nslug: grant\ntitle: "A $500,000 grant"\n---\n\n## What it pays for\n\n<p>Roads.</p>\n',
    );
    write('src/content/events/broken.md', 'title: no front matter\n');
    const { records, problems } = readCollection(marker);
    expect(records.map((record) => record.output)).toEqual([
      { slug: 'grant', title: 'A $500,000 grant', body: '<h2>What it pays for</h2>\n<p>Roads.</p>' },
    ]);
    expect(problems).toEqual([
      'src/content/events/broken.md: must start with its fields between two lines of three dashes (---)',
    ]);
  });

  it('reads a record’s translation: its words in the language’s folder, over the English, checked', () => {
    write('src/content/events/es/early.json', { title: 'Temprano' });
    write('src/content/events/zh-Hant/late.json', { title: '晚', colour: 'red', id: 9 });
    write('src/content/events/zh-Hant/missing.json', { title: '沒有' });
    write('src/content/events/zh-Hant/early.json', { title: '' });
    const { translations, problems, files } = readCollection(marker);
    // One entry per record, in the records' order (early, late): null where a record has none.
    expect(translations.es).toEqual([{ title: 'Temprano' }, null]);
    expect(translations['zh-Hant']).toEqual([null, null]);
    expect(problems).toEqual([
      'src/content/events/zh-Hant/early.json: title: must not be empty (it is the text "")',
      "src/content/events/zh-Hant/late.json: id: is not translated (it stays the English record's)",
      'src/content/events/zh-Hant/late.json: colour: is not a field of the English record (misspelt?)',
      'src/content/events/zh-Hant/missing.json: there is no English record missing.json beside the folder to translate',
    ]);
    expect(files.map((file) => path.relative(root, file))).toContain('src/content/events/es/early.json');
    const module = { exports: {} as { translations?: unknown } };
    fs.rmSync(path.join(root, 'src/content/events/zh-Hant'), { recursive: true });
    new Function('module', 'exports', 'require', collectionModule(marker, { esm: false }))(
      module,
      module.exports,
      () => 'picture-url',
    );
    expect(module.exports.translations).toEqual({ es: [{ title: 'Temprano' }, null] });
  });
});
