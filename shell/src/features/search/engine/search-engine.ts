// The site search engine: MiniSearch over the records of every area. Loaded only with the /search page.
import MiniSearch, { type SearchResult } from 'minisearch';
import type { SearchRecord } from '@springfield/shared';
import { SYNONYMS } from './synonyms';

/**
 * Words that say nothing about what a resident looks for, in the site's languages (a record is indexed, and a
 * query read, without them; Chinese is split into words and has none that need leaving out).
 */
const STOP_WORDS = new Set(
  [
    'a an and are at be by can do does for from get how i in is it me my of on or the to what when where which who why will with you your',
    // Spanish, written without accents: words are compared so ("cómo" is "como").
    'al como con cual cuando de del donde el en es la las lo los me mi mis o para por que quien se su sus un una unos y yo',
  ]
    .join(' ')
    .split(' '),
);

/** Field weights: a title match counts most, then the words residents use, the summary, the body. */
const FIELD_BOOST = { title: 4, keywords: 3, summary: 2, body: 1 };

/** The page that does a task ranks above the news about it. */
const TYPE_BOOST: Readonly<Record<string, number>> = {
  Service: 1.6,
  Payment: 1.6,
  FAQ: 1.5,
  Department: 1.3,
  Page: 1.25,
  Records: 1.2,
  Program: 1.1,
  Legislation: 1,
  Meeting: 1.3,
  Official: 1,
  Document: 0.95,
  Volunteer: 0.9,
  Event: 0.8,
  News: 0.75,
};

/** Types whose records age: a resident looks for the coming meeting or event and the latest news. */
const TIMELY_TYPES: ReadonlySet<string> = new Set(['Meeting', 'Event', 'News']);
/** Days in which the boost of a past meeting, event or news item halves. */
const HALF_LIFE_DAYS = 365;
const DAY_MS = 86_400_000;

/**
 * A coming meeting or event, or today's news, keeps its whole boost; a past one loses half of it each
 * HALF_LIFE_DAYS, so that of two matching meetings the next one comes before last month's. Other records (a
 * service, an ordinance in force, a document) do not age.
 */
export function recencyBoost(record: Pick<SearchRecord, 'type' | 'date'>, today: string): number {
  if (!record.date || !TIMELY_TYPES.has(record.type) || record.date >= today) return 1;
  const days = (Date.parse(today) - Date.parse(record.date)) / DAY_MS;
  return 0.5 ** (days / HALF_LIFE_DAYS);
}

/** Today as yyyy-mm-dd, in the visitor's time zone. */
function localToday(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/** Weight of a synonym added to the query, against the resident's own words. */
const SYNONYM_WEIGHT = 0.7;

/** "Potholes" -> "pothole", "libraries" -> "library": a light stemmer, the same for records and queries. */
function stem(term: string): string | null {
  const word = term
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’]s$/, '');
  if (!word || STOP_WORDS.has(word)) return null;
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/**
 * Each word's normal form, kept once computed: marking the excerpts of a page of results normalises every
 * word of their summaries and bodies at each keystroke, from a vocabulary of a few thousand words.
 */
const normalized = new Map<string, string | null>();
/** Bounds the kept forms, should a visitor type a great many different words in one visit. */
const MAX_NORMALIZED = 50_000;

export function normalizeTerm(term: string): string | null {
  let known = normalized.get(term);
  if (known === undefined) {
    known = stem(term);
    if (normalized.size >= MAX_NORMALIZED) normalized.clear();
    normalized.set(term, known);
  }
  return known;
}

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu;
/** Han characters: Chinese writes words without spaces between them. */
const HAN = /\p{Script=Han}/u;

let chineseWords: Intl.Segmenter | null | undefined;

/**
 * The words of a text with where each starts. A text with Chinese in it is split by the platform's dictionary
 * (Intl.Segmenter), so "申請停車許可證" is found by "停車"; other text by letters and digits. Without
 * Intl.Segmenter (an old browser), each Han character is a word.
 */
function* wordsAt(text: string): Generator<{ word: string; index: number }> {
  if (HAN.test(text)) {
    chineseWords ??=
      typeof Intl.Segmenter === 'function' ? new Intl.Segmenter('zh-Hant', { granularity: 'word' }) : null;
    if (chineseWords) {
      for (const segment of chineseWords.segment(text)) {
        if (segment.isWordLike) yield { word: segment.segment, index: segment.index };
      }
      return;
    }
    for (const match of text.matchAll(/\p{Script=Han}|[\p{L}\p{N}]+/gu))
      yield { word: match[0], index: match.index };
    return;
  }
  for (const match of text.matchAll(WORD)) yield { word: match[0], index: match.index };
}

/** The words of a text, as typed. */
export function words(text: string): string[] {
  if (!HAN.test(text)) return text.match(WORD) ?? [];
  return Array.from(wordsAt(text), ({ word }) => word);
}

/** Each synonym phrase as a whole-word pattern, compiled once rather than at every keystroke. */
let synonymPatterns: [RegExp, readonly string[]][] | undefined;

/** The resident's words plus the synonyms they stand for ("ticket" -> "citation"). */
export function expandQuery(query: string): { own: string[]; added: string[] } {
  const lower = query.toLowerCase();
  const own = words(lower);
  const added = new Set<string>();
  synonymPatterns ??= [...SYNONYMS].map(([phrase, expansions]) => [
    new RegExp(`(^|[^\\p{L}])${phrase}(?=$|[^\\p{L}])`, 'u'),
    expansions,
  ]);
  for (const [pattern, expansions] of synonymPatterns) {
    if (pattern.test(lower))
      for (const expansion of expansions) for (const w of words(expansion)) added.add(w);
  }
  for (const w of own) added.delete(w);
  return { own, added: [...added] };
}

export interface Segment {
  text: string;
  mark: boolean;
}

export interface SearchHit {
  record: SearchRecord;
  score: number;
  /** A short excerpt, with the matched words marked. */
  excerpt: Segment[];
}

const EXCERPT_LENGTH = 180;

/** Splits a text into marked and unmarked runs: a word is marked when its normal form matched. */
export function markWords(text: string, matched: ReadonlySet<string>): Segment[] {
  const segments: Segment[] = [];
  let last = 0;
  for (const { word, index: start } of wordsAt(text)) {
    const term = normalizeTerm(word);
    if (!term || !matched.has(term)) continue;
    if (start > last) segments.push({ text: text.slice(last, start), mark: false });
    segments.push({ text: word, mark: true });
    last = start + word.length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), mark: false });
  return segments;
}

/** Where the first word whose normal form matched starts in a text, or -1. */
function firstMatch(text: string, matched: ReadonlySet<string>): number {
  for (const { word, index } of wordsAt(text)) {
    const term = normalizeTerm(word);
    if (term && matched.has(term)) return index;
  }
  return -1;
}

/** The summary when it shows a matched word, else the passage of the body around the first one. */
export function excerptOf(record: SearchRecord, matched: ReadonlySet<string>): Segment[] {
  const summary = markWords(record.summary, matched);
  if (summary.some((s) => s.mark) || !record.body) return clip(record.summary, summary);
  // Only the passage is marked: a body can run to thousands of words.
  const offset = firstMatch(record.body, matched);
  if (offset < 0) return clip(record.summary, summary);
  const start = Math.max(0, record.body.lastIndexOf(' ', Math.max(0, offset - 60)) + 1);
  const passage = record.body.slice(start, start + EXCERPT_LENGTH);
  const cut = start + EXCERPT_LENGTH < record.body.length ? passage.replace(/\s+\S*$/, '') : passage;
  const marked = markWords(cut, matched);
  if (start > 0) marked.unshift({ text: '… ', mark: false });
  if (cut.length < record.body.length - start) marked.push({ text: ' …', mark: false });
  return marked;
}

function clip(text: string, segments: Segment[]): Segment[] {
  if (text.length <= EXCERPT_LENGTH + 40) return segments;
  const out: Segment[] = [];
  let length = 0;
  for (const segment of segments) {
    if (length + segment.text.length > EXCERPT_LENGTH) {
      out.push({
        text: `${segment.text.slice(0, EXCERPT_LENGTH - length).replace(/\s+\S*$/, '')} …`,
        mark: false,
      });
      break;
    }
    out.push(segment);
    length += segment.text.length;
  }
  return out;
}

export interface SearchEngine {
  search(query: string): SearchHit[];
  readonly size: number;
}

export interface SearchEngineOptions {
  /** The day results are ranked for (yyyy-mm-dd): today unless given. */
  today?: string;
}

/** Builds the index over every record (ids must be unique across areas: the engine prefixes the area). */
export function createSearchEngine(
  records: readonly SearchRecord[],
  { today = localToday() }: SearchEngineOptions = {},
): SearchEngine {
  const byKey = new Map<string, SearchRecord>();
  // Ages count from today, or from the newest meeting, event or news item when the site has none later
  // (a calendar not updated since): of its own records, the latest still come first.
  const newest = records.reduce(
    (latest, r) => (r.date && TIMELY_TYPES.has(r.type) && r.date > latest ? r.date : latest),
    '',
  );
  const asOf = newest && newest < today ? newest : today;
  /** Each record's boost: its type's, times its recency. */
  const boosts = new Map<string, number>();
  const docs = records.map((record) => {
    const key = `${record.area}|${record.id}`;
    byKey.set(key, record);
    boosts.set(key, (TYPE_BOOST[record.type] ?? 1) * recencyBoost(record, asOf));
    return {
      key,
      title: record.title,
      keywords: (record.keywords ?? []).join(' · '),
      summary: record.summary,
      body: record.body ?? '',
    };
  });
  const index = new MiniSearch<(typeof docs)[number]>({
    idField: 'key',
    fields: ['title', 'keywords', 'summary', 'body'],
    tokenize: (text) => words(text),
    processTerm: normalizeTerm,
    searchOptions: {
      boost: FIELD_BOOST,
      fuzzy: (term) => (term.length >= 4 ? 0.2 : false),
      prefix: (term) => term.length >= 3,
      weights: { fuzzy: 0.45, prefix: 0.6 },
      combineWith: 'OR',
    },
  });
  index.addAll(docs);

  return {
    size: docs.length,
    search(query) {
      const { own, added } = expandQuery(query);
      if (own.every((w) => normalizeTerm(w) === null) && added.length === 0) return [];
      // Normalised once per query: the callbacks below run for every matching term of every document.
      const ownTerms = new Set(own.map(normalizeTerm));
      const synonymTerms = new Set([...added.map(normalizeTerm)].filter((t) => !ownTerms.has(t)));
      const results: SearchResult[] = index.search([...own, ...added].join(' '), {
        boostTerm: (term) => (synonymTerms.has(term) ? SYNONYM_WEIGHT : 1),
        boostDocument: (key: string) => boosts.get(key) ?? 1,
      });
      return results.flatMap((result) => {
        const record = byKey.get(result.id as string);
        if (!record) return [];
        const matched = new Set(result.terms.map((t) => normalizeTerm(t) ?? t));
        // Marking the words is the costly part of a hit: done only for the results a page shows, once.
        let excerpt: Segment[] | undefined;
        return [
          {
            record,
            score: result.score,
            get excerpt() {
              excerpt ??= excerptOf(record, matched);
              return excerpt;
            },
          },
        ];
      });
    },
  };
}

/** Whether two records say the same, field by field (a record's words are strings, its keywords a list). */
function sameRecord(a: SearchRecord, b: SearchRecord): boolean {
  if (a === b) return true;
  const keys = Object.keys(a) as (keyof SearchRecord)[];
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => {
    const x = a[key];
    const y = b[key];
    if (Array.isArray(x) && Array.isArray(y)) {
      return x.length === y.length && x.every((word, i) => word === y[i]);
    }
    return x === y;
  });
}

/** Engines built lately (a language each, and a new build's beside the last), most recent last. */
const ENGINES_KEPT = 4;
const built: { records: readonly SearchRecord[]; today: string; engine: SearchEngine }[] = [];

/**
 * The engine over `records`, built once for the same records and day: a server thread renders every search
 * page with records made anew for it (the areas' modules' and the shell's), and building the index was half of
 * a search page's render (issue 42's render capacity). Records are compared by what they say, not by identity,
 * so a new build's or language's records get their own engine; comparing a few hundred records' strings costs
 * far less than indexing them.
 */
export function searchEngineFor(
  records: readonly SearchRecord[],
  { today = localToday() }: SearchEngineOptions = {},
): SearchEngine {
  const index = built.findIndex(
    (entry) =>
      entry.today === today &&
      entry.records.length === records.length &&
      entry.records.every((record, i) => sameRecord(record, records[i])),
  );
  if (index >= 0) {
    const [entry] = built.splice(index, 1);
    built.push(entry);
    return entry.engine;
  }
  const engine = createSearchEngine(records, { today });
  built.push({ records, today, engine });
  if (built.length > ENGINES_KEPT) built.shift();
  return engine;
}
