import path from 'node:path';
import { LOCALES } from '@springfield/shared';
import { catalogueProblems, extractMessages } from '../../../build/i18n-catalogues.cjs';

// Every message of this area's code is translated in each of the site's languages, with the same
// placeholders, and no catalogue keeps a message the code no longer has. The staff pages' words (`staff.*`)
// have catalogues of their own (src/staff/i18n), which residents' pages never load.
const all: Record<string, string> = extractMessages(path.join(__dirname, '..', '..'));
const part = (staff: boolean) =>
  Object.fromEntries(Object.entries(all).filter(([id]) => id.startsWith('staff.') === staff));

it.each(LOCALES.filter((locale) => locale !== 'en'))('has the whole catalogue in %s', (locale) => {
  expect(catalogueProblems(part(false), path.join(__dirname, `${locale}.json`), locale)).toEqual([]);
});

it.each(LOCALES.filter((locale) => locale !== 'en'))('has the whole staff catalogue in %s', (locale) => {
  const file = path.join(__dirname, '..', 'staff', 'i18n', `${locale}.json`);
  expect(catalogueProblems(part(true), file, locale)).toEqual([]);
});
