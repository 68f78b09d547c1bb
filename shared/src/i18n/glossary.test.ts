// The platform's check of every team's translations against the city's glossary per language
// (glossary.es.json, glossary.zh-Hant.json): a listed alternative to a term, or a pattern the style guide rules
// out (a time, a date, an amount, punctuation), fails with the file and the key it is in (docs/languages.md).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import esGlossary from './glossary.es.json';
import zhGlossary from './glossary.zh-Hant.json';
import { SHARED_WORDS } from './words';

type Language = 'es' | 'zh-Hant';

interface Glossary {
  terms: { en: string; use: string; avoid: string[]; except?: string[] }[];
  patterns: { en: string; use: string; avoid: string; why: string }[];
}

const GLOSSARIES: Record<Language, Glossary> = { es: esGlossary, 'zh-Hant': zhGlossary };
const ROOT = join(__dirname, '../../..');

/** One translated text: where it is (file and key) and what it says. */
interface Text {
  file: string;
  key: string;
  text: string;
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** The packages with translations: the shell, every remote (and any new one), shared. */
function packages(): string[] {
  return readdirSync(ROOT).filter(
    (name) => !name.startsWith('.') && name !== 'node_modules' && isDirectory(join(ROOT, name, 'src')),
  );
}

/** Every string in a JSON value, with its path ("links.2.translations.es.label"). */
function strings(value: unknown, key: string): { key: string; text: string }[] {
  if (typeof value === 'string') return [{ key, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${key}[${index}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([name, item]) => strings(item, key ? `${key}.${name}` : name));
  return [];
}

/** The words of an area.json in a language: what its `translations` objects give, wherever they are. */
function areaWords(value: unknown, language: Language, key = ''): { key: string; text: string }[] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => areaWords(item, language, `${key}[${index}]`));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([name, item]) => {
    const path = key ? `${key}.${name}` : name;
    if (name === 'translations' && item && typeof item === 'object')
      return strings((item as Record<string, unknown>)[language], `${path}.${language}`);
    return areaWords(item, language, path);
  });
}

/** Every text of a language: catalogues, area.json translations, translated records, shared's own words. */
function textsIn(language: Language): Text[] {
  const texts: Text[] = [];
  const add = (path: string, found: { key: string; text: string }[]) =>
    texts.push(...found.map((one) => ({ file: relative(ROOT, path), ...one })));
  for (const pkg of packages()) {
    // The area's catalogue, and its staff pages' (src/staff/i18n), which staff read in the same languages.
    for (const folder of ['src/i18n', 'src/staff/i18n']) {
      const catalogue = join(ROOT, pkg, folder, `${language}.json`);
      if (
        isDirectory(join(ROOT, pkg, folder)) &&
        readdirSync(join(ROOT, pkg, folder)).includes(`${language}.json`)
      )
        add(catalogue, strings(JSON.parse(readFileSync(catalogue, 'utf8')), ''));
    }
    const area = join(ROOT, pkg, 'area.json');
    try {
      add(area, areaWords(JSON.parse(readFileSync(area, 'utf8')), language));
    } catch {
      // A package without area.json (the shell, shared).
    }
    const content = join(ROOT, pkg, 'src/content');
    if (!isDirectory(content)) continue;
    for (const collection of readdirSync(content)) {
      const folder = join(content, collection, language);
      if (!isDirectory(folder)) continue;
      for (const name of readdirSync(folder)) {
        const path = join(folder, name);
        const text = readFileSync(path, 'utf8');
        if (name.endsWith('.json')) add(path, strings(JSON.parse(text), ''));
        else
          add(
            path,
            text.split('\n').map((line, index) => ({ key: `line ${index + 1}`, text: line })),
          );
      }
    }
  }
  add(
    join(ROOT, 'shared/src/i18n/words.ts'),
    Object.entries(SHARED_WORDS).map(([key, words]) => ({ key, text: words[language] })),
  );
  return texts;
}

/** The words of a text without its placeholders' and tags' names ("{email}", "<link>"), which are code. */
function wordsOf(text: string): string {
  return text.replace(/\{[A-Za-z_]\w*\}/g, ' ').replace(/<\/?[A-Za-z_][\w-]*\s*\/?>/g, ' ');
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** An alternative as a whole word where it is written in letters (Spanish), anywhere in Chinese. */
function alternative(text: string): RegExp {
  const start = /^[\p{L}\p{N}]/u.test(text) && !/^\p{Script=Han}/u.test(text) ? '(?<![\\p{L}\\p{N}])' : '';
  const end = /[\p{L}\p{N}]$/u.test(text) && !/\p{Script=Han}$/u.test(text) ? '(?![\\p{L}\\p{N}])' : '';
  // A sentence's first word has a capital: "Modificaciones al presupuesto" is "modificaciones al presupuesto".
  const first = /^\p{Ll}/u.test(text)
    ? `[${text[0]}${text[0].toLocaleUpperCase('es')}]${escape(text.slice(1))}`
    : escape(text);
  return new RegExp(`${start}${first}${end}`, 'u');
}

/** What a language's texts say against its glossary: one line per finding. */
function findings(language: Language): string[] {
  const { terms, patterns } = GLOSSARIES[language];
  const found: string[] = [];
  for (const { file, key, text } of textsIn(language)) {
    // A record's search keywords are the words residents may type, synonyms and all (a list the code splits).
    if (/keywords/.test(key)) continue;
    const words = wordsOf(text);
    for (const term of terms) {
      let checked = words;
      for (const right of term.except ?? []) checked = checked.replaceAll(right, ' ');
      for (const avoid of term.avoid) {
        if (alternative(avoid).test(checked))
          found.push(`${file} ${key}: "${avoid}" where the glossary says "${term.use}" (${term.en})`);
      }
    }
    for (const pattern of patterns) {
      // On the text as written: a pattern may be about a placeholder's neighbours ("{hours}." after "p.m.").
      const match = new RegExp(pattern.avoid, 'u').exec(text);
      if (match) found.push(`${file} ${key}: "${match[0]}": ${pattern.why}; write ${pattern.use}`);
    }
  }
  return found;
}

describe('the glossary', () => {
  it.each(['es', 'zh-Hant'] as const)('finds every catalogue and translated record in %s', (language) => {
    const files = new Set(textsIn(language).map((text) => text.file));
    expect([...files].filter((file) => /src\/i18n\/[\w-]+\.json$/.test(file)).length).toBeGreaterThanOrEqual(
      5,
    );
    expect([...files].some((file) => file.includes(`/src/content/`))).toBe(true);
    expect([...files].some((file) => file.endsWith('area.json'))).toBe(true);
    expect([...files].some((file) => file.includes('/src/staff/i18n/'))).toBe(true);
  });

  it.each(['es', 'zh-Hant'] as const)(
    'has no alternative to a term or a ruled-out form in %s',
    (language) => {
      expect(findings(language)).toEqual([]);
    },
  );

  it('names one term per concept, and no alternative that is also a term', () => {
    for (const glossary of Object.values(GLOSSARIES)) {
      const used = glossary.terms.map((term) => term.use);
      for (const term of glossary.terms) {
        expect(term.use).toBeTruthy();
        for (const avoid of term.avoid) expect(used).not.toContain(avoid);
      }
      for (const pattern of glossary.patterns) expect(() => new RegExp(pattern.avoid, 'u')).not.toThrow();
    }
  });

  it('catches an alternative with its file and key, and leaves a name that contains one', () => {
    expect(alternative('義工').test('成為義工')).toBe(true);
    expect(alternative('online').test('Pague online')).toBe(true);
    expect(alternative('online').test('onlineform')).toBe(false);
    expect(alternative('modificaciones al presupuesto').test('Modificaciones al presupuesto de 2025')).toBe(
      true,
    );
    expect(wordsOf('Escriba a <mail>{email}</mail> online')).not.toMatch(/email|mail/);
    const ruledOut = (language: Language, text: string) =>
      GLOSSARIES[language].patterns.some((pattern) => new RegExp(pattern.avoid, 'u').test(text));
    for (const text of [
      'de 8 a. m. a 5 p. m.',
      '8:00 - 17:00',
      'el 9/1/2025',
      '$2.4M',
      'Horario: {hours}. Cerrado',
      'Procesando...',
      '2-3 horas al mes',
    ])
      expect(ruledOut('es', text)).toBe(true);
    expect(ruledOut('es', 'de 8:00 a.m. a 5:00 p.m.; cerrado')).toBe(false);
    expect(ruledOut('es', 'De 2 a 3 horas al mes; la Ordenanza 2025-03, 7-0')).toBe(false);
    for (const text of [
      '下午12:00',
      '下午7:00',
      '上午 8 時',
      '星期一 - 星期五',
      '辦公時間: 上午8:00',
      '正在下載表格⋯⋯',
      '晚上7:00 舉行',
      '在 2025 年 3 月 31 日截止日期前',
      '每年 11 月至隔年 3 月',
      '12 月 25 日及 26 日',
      '2024年12月 25日',
    ])
      expect(ruledOut('zh-Hant', text)).toBe(true);
    expect(ruledOut('zh-Hant', '中午12:00至晚上7:00')).toBe(false);
    // A date as Intl writes it, and a count of years or days as running text writes numbers.
    for (const text of [
      '在2025年3月31日申請截止前',
      '每年11月至隔年3月',
      '（2025 年）',
      '選舉日前 15 天',
      '1 年',
    ])
      expect(ruledOut('zh-Hant', text)).toBe(false);
  });
});
