import { currentLocale } from '@springfield/shared';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { catalogue } from '../catalogues';

/**
 * The shell's messages in the page's language, for everything the shell renders (frame, Home, search, its own
 * pages). Each area formats its own with its own catalogues.
 */
export function ShellIntl({ children }: { children: ReactNode }) {
  const locale = currentLocale();
  return (
    <IntlProvider locale={locale} defaultLocale="en" messages={catalogue(locale)}>
      {children}
    </IntlProvider>
  );
}
