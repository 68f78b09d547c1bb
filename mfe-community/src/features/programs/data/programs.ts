import {
  currentLocale,
  DEFAULT_LOCALE,
  formatCompactDollars,
  formatLongDate,
  translatedInto,
  type Locale,
  type Localized,
  type RecordNotFoundProps,
  type RecordSection,
} from '@springfield/shared';
import type { IntlShape } from 'react-intl';
import programRecords, { translations } from '../../../content/programs/index.collection';
import { inSentence, type Program } from '../../../content/schema';
import { areaIntl } from '../../../i18n/area-intl';
import { programMessages as m } from '../messages';
import { PROGRAMS_PATH } from './program-addresses';

/**
 * The programs, in their order: one file each in src/content/programs, checked when the area builds. A file
 * holds the program's section on /programs and its own page (an editor adds a program by adding a file).
 */
export const programs = programRecords as readonly Program[];

/** The statuses of a program that is running: taking part, or taking applications. */
const RUNNING: readonly Program['status'][] = ['active', 'accepting-applications'];

/** "$3.2M" → 3,200,000; "$750K" → 750,000 (the schema lets no other form through). */
export function budgetDollars(budget: string): number {
  const unit = budget.endsWith('M') ? 1_000_000 : 1_000;
  return Math.round(Number(budget.slice(1, -1)) * unit);
}

/**
 * 8,600,000 → "$8.6M"; below a million, "$750K": how the city writes a budget; in another language as its
 * native writers do ("$8.6 millones", "860萬美元": shared's formatCompactDollars).
 */
export function shortBudget(dollars: number, locale: Locale = DEFAULT_LOCALE): string {
  return formatCompactDollars(dollars, locale);
}

export interface SummaryTile {
  value: string;
  label: string;
}

/** The residents the programs reached, a count the city keeps outside the programs' records. */
const RESIDENTS_SERVED = '12,500+';

/** The four summary tiles of /programs, from the programs' records (the residents served aside). */
export function summaryTiles(
  list: readonly Program[],
  intl: IntlShape = areaIntl.intl(DEFAULT_LOCALE),
): readonly SummaryTile[] {
  const total = list.reduce((sum, program) => sum + budgetDollars(program.budget), 0);
  const average = list.length ? list.reduce((sum, program) => sum + program.progress, 0) / list.length : 0;
  return [
    {
      value: String(list.filter((program) => RUNNING.includes(program.status)).length),
      label: intl.formatMessage(m.activePrograms),
    },
    { value: shortBudget(total, intl.locale as Locale), label: intl.formatMessage(m.totalInvestment) },
    { value: RESIDENTS_SERVED, label: intl.formatMessage(m.residentsServed) },
    { value: `${Math.round(average)}%`, label: intl.formatMessage(m.averageProgress) },
  ];
}

/** The four summary tiles of /programs (English). */
export const programsSummary = summaryTiles(programs);

export function getProgram(id: string): Program | undefined {
  return programs.find((program) => program.id === id);
}

/** The list of programs. */
export { PROGRAMS_PATH };

/** A program's own page: /programs/green-springfield. */
export function programPath(id: string): `/${string}` {
  return `${PROGRAMS_PATH}/${encodeURIComponent(id)}`;
}

/** Where a program's page leads back to (its not-found view: "Back to Programs"), in the intl's language. */
export function programsSectionIn(intl: IntlShape): RecordSection {
  return {
    label: intl.formatMessage(m.pageTitle),
    to: PROGRAMS_PATH,
    backLabel: intl.formatMessage(m.backToPrograms),
  };
}

/** What the address of an unknown program shows, in the intl's language. */
export function programNotFoundIn(intl: IntlShape): RecordNotFoundProps {
  return {
    title: intl.formatMessage(m.notFoundTitle),
    message: intl.formatMessage(m.notFoundMessage),
    section: programsSectionIn(intl),
  };
}

/** The English section and not-found view. */
export const programsSection: RecordSection = programsSectionIn(areaIntl.intl(DEFAULT_LOCALE));
export const programNotFound: RecordNotFoundProps = programNotFoundIn(areaIntl.intl(DEFAULT_LOCALE));

// ---------- The programs in the page's language ----------

/**
 * A program's words in a language, as its translation file gives them (src/content/programs/{locale}/): the
 * record as the editor wrote it, whose facts the schema spreads over the list's section and the page's details.
 */
interface ProgramWords {
  title?: string;
  description?: string;
  goals?: string[];
  eligibility?: string;
  keyMetrics?: readonly ({ label?: string; progressLabel?: string } | null)[];
  documents?: readonly ({ name?: string } | null)[];
  contact?: { name?: string; office?: string };
  stats?: readonly ({ value?: string; label?: string } | null)[];
  overview?: string[];
  factsTitle?: string;
  facts?: string[];
  keywords?: string[];
}

/** A program in a page's language (or in English, `lang` says), with the English name of each document. */
export type LocalizedProgram = Localized<Program> & {
  /** The English names of its documents, in their order: their files are named after them. */
  readonly documentFiles: readonly string[];
};

/** A metric's label inside a sentence, as the language writes it ("Árboles plantados" → "árboles plantados"). */
function inSentenceIn(label: string, locale: Locale): string {
  if (locale === 'en') return inSentence(label);
  if (locale === 'es') return label.replace(/^\p{Lu}(?=\p{Ll})/u, (first) => first.toLowerCase());
  return label;
}

/** The program's English record with its words in `locale` over it, and the lines made of them. */
function localizedProgram(program: Program, words: ProgramWords, locale: Locale): LocalizedProgram {
  const intl = areaIntl.intl(locale);
  const metricLabels = program.keyMetrics.map((metric, i) => words.keyMetrics?.[i]?.label ?? metric.label);
  const englishMetricLabels = program.keyMetrics.map((metric) => metric.label);
  const deadlineLabel = intl.formatMessage(m.applicationDeadline);
  let own = 0;
  const stats = program.detail.stats.map((stat, index) => {
    if (index === program.detail.stats.length - 1)
      return { value: stat.value, label: intl.formatMessage(m.overallProgress) };
    const metric = englishMetricLabels.indexOf(stat.label);
    if (metric >= 0) return { value: stat.value, label: metricLabels[metric] ?? stat.label };
    if (stat.label === m.applicationDeadline.defaultMessage && program.applicationDeadline)
      return { value: formatLongDate(program.applicationDeadline, locale), label: deadlineLabel };
    const translated = words.stats?.[own];
    own += 1;
    return { value: translated?.value ?? stat.value, label: translated?.label ?? stat.label };
  });
  const [first] = program.keyMetrics;
  const highlight = program.applicationDeadline
    ? intl.formatMessage(m.applyBy, { date: formatLongDate(program.applicationDeadline, locale) })
    : intl.formatMessage(m.metricHighlight, {
        value: first?.value,
        target: first?.target,
        label: inSentenceIn(metricLabels[0] ?? '', locale),
      });
  return {
    ...program,
    lang: locale,
    title: words.title ?? program.title,
    description: words.description ?? program.description,
    goals: words.goals ?? program.goals,
    eligibility: words.eligibility ?? program.eligibility,
    keywords: words.keywords ?? program.keywords,
    keyMetrics: program.keyMetrics.map((metric, i) => ({
      ...metric,
      label: metricLabels[i] ?? metric.label,
    })),
    documents: program.documents.map((document, i) => ({
      ...document,
      name: words.documents?.[i]?.name ?? document.name,
    })),
    documentFiles: program.documents.map((document) => document.name),
    highlight,
    detail: {
      ...program.detail,
      stats,
      overview: words.overview ?? program.detail.overview,
      progressBars: program.detail.progressBars.map((bar, i) => ({
        ...bar,
        label: words.keyMetrics?.[i]?.progressLabel ?? words.keyMetrics?.[i]?.label ?? bar.label,
      })),
      factsTitle: words.factsTitle ?? program.detail.factsTitle,
      facts: words.facts ?? program.detail.facts,
      contact: {
        ...program.detail.contact,
        name: words.contact?.name ?? program.detail.contact.name,
        office: words.contact?.office ?? program.detail.contact.office,
      },
    },
  };
}

/** The programs as made in each language, with the formatter they were made with (it changes once loaded). */
const made = new Map<Locale, { intl: IntlShape; programs: readonly LocalizedProgram[] }>();

/**
 * The programs in a language (the page's by default): each translated program's words over its English (the
 * Chinese pages show them in English, `lang: 'en'`), its stat cards' and Home line's words in its language.
 */
export function programsIn(locale: Locale = currentLocale()): readonly LocalizedProgram[] {
  const intl = areaIntl.intl(locale);
  const kept = made.get(locale);
  if (kept?.intl === intl) return kept.programs;
  const translated = locale === DEFAULT_LOCALE ? undefined : translations[locale];
  const list = programs.map((program, index): LocalizedProgram => {
    const words = translated?.[index] as ProgramWords | null | undefined;
    return words
      ? localizedProgram(program, words, locale)
      : { ...program, lang: DEFAULT_LOCALE, documentFiles: program.documents.map((d) => d.name) };
  });
  made.set(locale, { intl, programs: list });
  return list;
}

/** A program in a language (the page's by default). */
export function getProgramIn(id: string, locale: Locale = currentLocale()): LocalizedProgram | undefined {
  return programsIn(locale).find((program) => program.id === id);
}

/** The languages besides English a program's record is translated into (its page's alternates), or undefined. */
export function programLanguages(id: string): Locale[] | undefined {
  return getProgram(id) ? translatedInto((locale) => getProgramIn(id, locale)) : undefined;
}
