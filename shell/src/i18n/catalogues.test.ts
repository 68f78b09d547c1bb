import path from 'node:path';
import { LOCALES } from '@springfield/shared';
import { catalogueProblems, extractMessages } from '../../../build/i18n-catalogues.cjs';

// Every message the shell's code has is translated in each of the site's languages, with the same placeholders,
// and no catalogue keeps a message the code no longer has.
const english = extractMessages(path.join(__dirname, '..', '..'));

it('finds the shell’s messages in its code', () => {
  expect(english['frame.skipLink']).toBe('Skip to main content');
});

it.each(LOCALES.filter((locale) => locale !== 'en'))('has the whole catalogue in %s', (locale) => {
  expect(catalogueProblems(english, path.join(__dirname, `${locale}.json`), locale)).toEqual([]);
});
