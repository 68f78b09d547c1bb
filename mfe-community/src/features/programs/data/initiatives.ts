import { currentLocale, localizeRecords, type Locale, type Localized } from '@springfield/shared';
import initiativeRecords, { translations } from '../../../content/initiatives/index.collection';
import type { InitiativeRecord, Program } from '../../../content/schema';
import { getProgram, getProgramIn } from './programs';

/** How long each City Initiatives slide stays before the next. */
export const INITIATIVES_AUTOPLAY_MS = 4500;

/** A slide: its program's id (it links to /programs/{id}), title and one line, with the slide's own words. */
export type Initiative = Pick<Program, 'id' | 'title' | 'highlight'> &
  Pick<InitiativeRecord, 'summary' | 'image'>;

/** A slide with its program's facts: the program's title and line are its record's, never copied. */
export function initiativeSlide(record: InitiativeRecord, program: Program | undefined): Initiative {
  if (!program) {
    throw new Error(
      `src/content/initiatives/${record.program}.json: program: there is no program "${record.program}" in src/content/programs`,
    );
  }
  return {
    id: program.id,
    title: program.title,
    summary: record.summary,
    highlight: program.highlight,
    image: record.image,
  };
}

const records = initiativeRecords as readonly InitiativeRecord[];

/** The slides of the Home carousel, in their order: one file each in src/content/initiatives (English). */
export const initiatives: readonly Initiative[] = records.map((record) =>
  initiativeSlide(record, getProgram(record.program)),
);

/**
 * The slides in a language (the page's by default): a slide translated into it shows its program's words in
 * it too; any other is in English (`lang`), its program's English words with it.
 */
export function initiativesIn(locale: Locale = currentLocale()): readonly Localized<Initiative>[] {
  return localizeRecords(records, translations, locale).map((record) => ({
    ...initiativeSlide(record, getProgramIn(record.program, record.lang)),
    lang: record.lang,
  }));
}
