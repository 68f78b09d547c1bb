import { createIntl } from 'react-intl';

/**
 * The shell's messages in English, for what reads them as plain text outside a page (a frame link's label, the
 * search records): the messages' English text is compiled, not a string, in the builds.
 */
export const englishIntl = createIntl({ locale: 'en', defaultLocale: 'en' });
