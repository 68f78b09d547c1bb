import { currentLocale, DEFAULT_LOCALE, type Locale } from '@springfield/shared';
import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Outlet, useMatches } from 'react-router-dom';

const messages = defineMessages({
  note: {
    id: 'language.untranslated.note',
    defaultMessage: 'This page is not yet available in your language. It is shown in English.',
  },
  sectionNote: {
    id: 'language.untranslated.sectionNote',
    defaultMessage: 'This section is not yet available in your language. It is shown in English.',
  },
});

/**
 * Content that has no translation in the page's language: shown in English, marked `lang="en"` (a screen
 * reader reads it with an English voice, a browser can offer to translate it), after a short note in the
 * page's language saying so. In English, or in a language `available` has, the content alone.
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
  const intl = useIntl();
  const locale = currentLocale();
  if (locale === DEFAULT_LOCALE || available.includes(locale)) return children;
  return (
    <>
      <p className={`sh-untranslated${part === 'page' ? ' sf-container' : ''}`} role="note">
        {intl.formatMessage(part === 'page' ? messages.note : messages.sectionNote)}
      </p>
      <div lang={DEFAULT_LOCALE}>{children}</div>
    </>
  );
}

/**
 * An area's pages (the pathless route its routes hang from): in English when the page is not written in the
 * page's language: the languages its route declares (`handle.languages`, a team translating page by page), else
 * its area's.
 */
export function AreaPages({ languages }: { languages: readonly Locale[] | undefined }) {
  const declared = declaredLanguages(useMatches());
  return (
    <InEnglish available={declared ?? languages ?? []}>
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
