import { currentLocale, DEFAULT_LOCALE, InEnglish as Shown, type Locale } from '@springfield/shared';
import type { ReactNode } from 'react';
import { Outlet, useMatches } from 'react-router-dom';

/**
 * Content written in the languages `available` (and English): in any other, shown in English, marked
 * `lang="en"`, after shared's note in the page's language (InEnglish).
 */
export function InEnglish({
  available,
  children,
  part = 'page',
}: {
  available: readonly Locale[];
  children: ReactNode;
  /** What the note calls the content: the page, or a section of it (a Home widget). */
  part?: 'page' | 'section';
}) {
  const locale = currentLocale();
  const shown = available.includes(locale) ? locale : DEFAULT_LOCALE;
  return (
    <Shown shown={shown} part={part} noteClassName={part === 'page' ? 'sf-container' : undefined}>
      {children}
    </Shown>
  );
}

/**
 * An area's pages (the pathless route its routes hang from): in English when the page is not written in the
 * page's language: the languages its route declares (`handle.languages`, a team translating page by page), else
 * its area's.
 */
export function AreaPages({
  languages,
  speaks,
}: {
  languages: readonly Locale[] | undefined;
  /**
   * Whether the area's build has messages in the page's language (loadMessagesOf): a build without shows its
   * pages in English, marked, whatever the list says of its languages (a page its route declares excepted).
   */
  speaks?: () => boolean;
}) {
  const declared = declaredLanguages(useMatches());
  const available = declared ?? (!speaks || speaks() ? (languages ?? []) : []);
  return (
    <InEnglish available={available}>
      <Outlet />
    </InEnglish>
  );
}

/** A route's `handle` naming the languages its page is written in (English only when it names none). */
export interface LanguagesHandle {
  languages?: readonly Locale[];
}

/** The languages the deepest matched route that names any declares (server and browser read them alike). */
export function declaredLanguages(
  matches: readonly { handle?: unknown; route?: { handle?: unknown } }[],
): readonly Locale[] | undefined {
  return matches
    .map((match) => ((match.route?.handle ?? match.handle) as LanguagesHandle | undefined)?.languages)
    .findLast((languages) => languages !== undefined);
}

/** The shell's pages not yet written in other languages (the design-system catalogue). */
export function ShellPagesInEnglish() {
  return (
    <InEnglish available={[]}>
      <Outlet />
    </InEnglish>
  );
}
