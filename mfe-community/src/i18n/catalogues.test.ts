import path from 'node:path';
import { LOCALES } from '@springfield/shared';
import { catalogueProblems, extractMessages } from '../../../build/i18n-catalogues.cjs';

// Every message of this area's code is translated in each of the site's languages, with the same
// placeholders, and no catalogue keeps a message the code no longer has.
const english = extractMessages(path.join(__dirname, '..', '..'));

it.each(LOCALES.filter((locale) => locale !== 'en'))('has the whole catalogue in %s', (locale) => {
  expect(catalogueProblems(english, path.join(__dirname, `${locale}.json`), locale)).toEqual([]);
});
