// The site's words in English and in Spanish, from the sources every page's text comes from: the apps'
// messages and catalogues, shared's own words, the areas' declared words (area.json) and their content records
// and translations. The pseudo-locale journey (shell/e2e/pseudo-locale.spec.ts) reads a Spanish page's visible
// text against them: a word the site writes only in its English sources, shown outside a block marked
// lang="en", is text that never went through a translation.
const fs = require('node:fs');
const path = require('node:path');
const apps = require('./apps.cjs');
// A record's translation over its English, as the build reads it and shared's localizeRecords puts it.
const { overlay, readCollection } = require('../build/content-collection.cjs');

const { extractMessages } = require('../build/i18n-catalogues.cjs');

/** English words that only a sentence has (never a name or an address). */
const SENTENCE_WORDS = new Set(
  'the and for your with this that are will you our from have has not can was were been their there which when what'.split(
    ' ',
  ),
);

/** The words (letters only) of a text, lower case; HTML tags, ICU placeholders, e-mail and web addresses left out. */
function wordsOf(text) {
  return (
    String(text)
      .replace(/<[^>]*>/g, ' ')
      .replace(/\{[^{}]*\}/g, ' ')
      .replace(/\S+@\S+|https?:\/\/\S+/g, ' ')
      .toLowerCase()
      .match(/\p{L}+/gu) ?? []
  );
}

/** Every text inside a value (a record, a translation, a declaration), deep. */
function textsOf(value) {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
}

/** The `index.collection` files under a folder. */
function collections(folder) {
  if (!fs.existsSync(folder)) return [];
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return collections(full);
    return entry.name === 'index.collection' ? [full] : [];
  });
}

/** An area.json without its translations (its English words), and its translations in `locale`. */
function declaredWords(area, locale) {
  const english = [];
  const translated = [];
  const visit = (value) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== 'object') return;
    for (const [key, item] of Object.entries(value)) {
      if (key === 'translations') translated.push(...textsOf(item?.[locale]));
      else if (['label', 'title', 'description', 'question'].includes(key) && typeof item === 'string')
        english.push(item);
      else visit(item);
    }
  };
  visit(area);
  return { english, translated };
}

/**
 * The words the site's own words (its messages, shared's, the areas' declared words) have in English, and
 * every word a page in `locale` (Spanish) may show: its catalogues, shared's and the areas' words in it, the
 * language's names of months and days, and each translated record whole (its translated words over the
 * English ones it keeps: names, addresses). `englishOnly`: the English words no Spanish source uses. A
 * sentence left in English has some (the, and, your); a name or an address has none.
 */
function siteVocabulary(locale = 'es') {
  const english = [];
  const translated = [];
  // The English a translated record keeps (names, addresses), where a field may also have been missed.
  const kept = [];
  for (const app of [apps.shell, ...apps.remotes]) {
    const dir = path.join(apps.root, app.dir);
    english.push(...Object.values(extractMessages(dir)));
    // The area's catalogue, and its staff pages' (issue 44), which have their own.
    for (const catalogue of [
      path.join(dir, 'src', 'i18n', `${locale}.json`),
      path.join(dir, 'src', 'staff', 'i18n', `${locale}.json`),
    ]) {
      if (fs.existsSync(catalogue))
        translated.push(...Object.values(JSON.parse(fs.readFileSync(catalogue, 'utf8'))));
    }
    for (const marker of collections(path.join(dir, 'src', 'content'))) {
      const { records, translations } = readCollection(marker);
      (translations[locale] ?? []).forEach((fields, index) => {
        if (!fields) return;
        translated.push(...textsOf(fields));
        kept.push(...textsOf(overlay(records[index].output, fields)));
      });
    }
    const areaFile = path.join(dir, 'area.json');
    if (fs.existsSync(areaFile)) {
      const declared = declaredWords(JSON.parse(fs.readFileSync(areaFile, 'utf8')), locale);
      english.push(...declared.english);
      translated.push(...declared.translated);
    }
  }
  // shared's own words (words.ts): each language's text on its own line.
  const words = fs.readFileSync(path.join(apps.root, 'shared', 'src', 'i18n', 'words.ts'), 'utf8');
  const quoted = (key) =>
    [...words.matchAll(new RegExp(`(?:^|[\\s{])'?${key}'?: '([^']*)'`, 'gm'))].map((m) => m[1]);
  english.push(...quoted('en'));
  translated.push(...quoted(locale));
  // Dates through Intl: the language's names of months and days.
  const intlLocale = locale === 'es' ? 'es-US' : locale;
  for (let month = 0; month < 12; month += 1) {
    for (const style of ['long', 'short']) {
      translated.push(
        new Intl.DateTimeFormat(intlLocale, { month: style, timeZone: 'UTC' }).format(
          Date.UTC(2024, month, 1),
        ),
      );
      translated.push(
        new Intl.DateTimeFormat(intlLocale, { weekday: style, timeZone: 'UTC' }).format(
          Date.UTC(2024, 0, month + 1),
        ),
      );
    }
  }
  const englishWords = new Set(english.flatMap(wordsOf));
  const translatedWords = new Set(translated.flatMap(wordsOf));
  // A record's kept English counts as the page's own, but for the words only a sentence has: one of those
  // in a record's text on a Spanish page is a field nobody translated.
  for (const word of kept.flatMap(wordsOf)) if (!SENTENCE_WORDS.has(word)) translatedWords.add(word);
  const englishOnly = new Set(
    [...englishWords].filter(
      (word) => word.length >= 3 && /^[a-z]+$/.test(word) && !translatedWords.has(word),
    ),
  );
  return { englishWords, translatedWords, englishOnly };
}

module.exports = { siteVocabulary, wordsOf };
