// Spanish writes titles and headings in sentence case: only the first word and proper names take a capital
// ("Sesión ordinaria del Concejo Municipal", not "Sesión Ordinaria Del Concejo"). This reads every Spanish
// record of every package (the titles and labels of its JSON fields, a Markdown record's title and headings) and
// fails on a capitalised word that is neither the first word nor a proper name (docs/languages.md, "Spanish").
// A proper name is one the glossary lists (`names`, or a term's `use`: "Concejo Municipal", "Obras Públicas")
// or a word the English record writes the same way (a street, a building, a program: "Oak Street", "Safe Streets").
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import esGlossary from './glossary.es.json';

const ROOT = join(__dirname, '../../..');

/** The fields of a JSON record that are a title, a heading or a label (not running text). */
const TITLE_KEYS = new Set([
  'title',
  'name',
  'event',
  'method',
  'type',
  'label',
  'progressLabel',
  'factsTitle',
  'item',
  'source',
  'category',
  'agenda',
  'agendaItems',
  'agendaItem',
  'relatedDocuments',
  'priorities',
]);

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

interface Title {
  file: string;
  key: string;
  text: string;
}

/** The title-like strings of a JSON value, with their paths ("documents[1].name"). */
function titlesIn(value: unknown, key: string, titled = false): { key: string; text: string }[] {
  if (typeof value === 'string') return titled ? [{ key, text: value }] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => titlesIn(item, `${key}[${index}]`, titled));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([name, item]) =>
      titlesIn(item, key ? `${key}.${name}` : name, TITLE_KEYS.has(name)),
    );
  return [];
}

/** A Markdown record's title (front matter) and its headings (### or <h2>). */
function markdownTitles(text: string): { key: string; text: string }[] {
  return text.split('\n').flatMap((line, index) => {
    const key = `line ${index + 1}`;
    const title = /^title:\s*'?(.*?)'?\s*$/.exec(line);
    if (title) return [{ key, text: title[1] }];
    const heading = /^#{1,6}\s+(.*)$/.exec(line) ?? /<h[1-6]>(.*?)<\/h[1-6]>/.exec(line);
    return heading ? [{ key, text: heading[1] }] : [];
  });
}

/** Every Spanish record's titles, each with the English record's text (same file name one folder up). */
function spanishTitles(): (Title & { english: string })[] {
  const found: (Title & { english: string })[] = [];
  for (const pkg of readdirSync(ROOT)) {
    const content = join(ROOT, pkg, 'src/content');
    if (pkg.startsWith('.') || pkg === 'node_modules' || !isDirectory(content)) continue;
    for (const collection of readdirSync(content)) {
      const folder = join(content, collection, 'es');
      if (!isDirectory(folder)) continue;
      for (const name of readdirSync(folder)) {
        const path = join(folder, name);
        const text = readFileSync(path, 'utf8');
        let english = '';
        try {
          english = readFileSync(join(content, collection, name), 'utf8');
        } catch {
          // A Spanish record without an English one is the content check's finding, not this one's.
        }
        const titles = name.endsWith('.json') ? titlesIn(JSON.parse(text), '') : markdownTitles(text);
        found.push(...titles.map((title) => ({ file: relative(ROOT, path), english, ...title })));
      }
    }
  }
  return found;
}

/** The proper names the glossary lists: its `names`, and each term's `use` that is written with a capital. */
function glossaryNames(): string[] {
  const uses = esGlossary.terms.flatMap((term) => term.use.split(/\s*[/;]\s*/));
  return [...esGlossary.names, ...uses]
    .filter((name) => /\p{Lu}/u.test(name) && !/[:"]/.test(name))
    .sort((a, b) => b.length - a.length);
}

/** The words of a title that have a capital where Spanish writes none, after proper names are taken out. */
function titleCaseWords(text: string, english: string, names: readonly string[]): string[] {
  const englishWords = new Set(english.match(/[\p{L}\p{N}'’-]+/gu) ?? []);
  // The first word of the title, and of each sentence in it, takes a capital; a colon starts none.
  return text.split(/(?<=[.!?])\s+/u).flatMap((sentence) => {
    let rest = sentence;
    for (const name of names)
      rest = rest.replace(new RegExp(`(?<!\\p{L})${escape(name)}(?!\\p{L})`, 'gu'), '§');
    const words = rest.match(/§|[\p{L}\p{N}'’-]+/gu) ?? [];
    return words.slice(1).filter((word) => /^\p{Lu}\p{Ll}/u.test(word) && !englishWords.has(word));
  });
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

describe('Spanish record titles', () => {
  const names = glossaryNames();

  it('reads the titles of every collection with Spanish records', () => {
    const files = new Set(spanishTitles().map((title) => title.file));
    for (const collection of [
      'events/es/',
      'articles/es/',
      'departments/es/',
      'programs/es/',
      'upcoming-meetings/es/',
    ])
      expect([...files].some((file) => file.includes(collection))).toBe(true);
  });

  it('are written in sentence case: a capital only on the first word and on proper names', () => {
    const findings = spanishTitles().flatMap(({ file, key, text, english }) =>
      titleCaseWords(text, english, names).map((word) => `${file} ${key}: "${word}" in "${text}"`),
    );
    expect(findings).toEqual([]);
  });

  it('tells Title Case from a proper name', () => {
    const english = 'City Council Regular Meeting at Oak Street; Safe Streets Program';
    expect(titleCaseWords('Reunión Ordinaria Del Concejo', english, names)).toEqual(['Ordinaria', 'Del']);
    expect(titleCaseWords('Sesión ordinaria del Concejo Municipal', english, names)).toEqual([]);
    expect(titleCaseWords('Solicitud de rezonificación de Oak Street', english, names)).toEqual([]);
    expect(titleCaseWords('Programa Safe Streets', english, names)).toEqual([]);
    expect(titleCaseWords('Ordenanza 2024-45: Incentivos para vivienda', english, names)).toEqual([
      'Incentivos',
    ]);
    expect(titleCaseWords('Bienvenida. Apertura de la sesión', english, names)).toEqual([]);
    expect(titleCaseWords('Plan Maestro de Parques', english, names)).toEqual(['Maestro', 'Parques']);
  });
});
