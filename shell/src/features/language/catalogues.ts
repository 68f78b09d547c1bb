import { DEFAULT_LOCALE, type Locale } from '@springfield/shared';
import type { MessageFormatElement } from 'react-intl';

/** A language's messages, by id, as the build compiled them (parsed: the browser has no ICU parser). */
export type Catalogue = Readonly<Record<string, MessageFormatElement[]>>;

// The shell's catalogues (src/i18n/{locale}.json), each a chunk of its own: a page loads only its language's.
// English is the messages' own text, in the code (`defineMessages`), compiled with it.
// The files are written as text; the build compiles them (webpack.cjs i18nCatalogueRule).
const loaders: Readonly<Record<Exclude<Locale, 'en'>, () => Promise<unknown>>> = {
  es: () => import(/* webpackChunkName: "i18n-es" */ '../../i18n/es.json'),
  'zh-Hant': () => import(/* webpackChunkName: "i18n-zh-hant" */ '../../i18n/zh-Hant.json'),
};

const atHand = new Map<Locale, Catalogue>([[DEFAULT_LOCALE, {}]]);

/** The shell's messages in `locale` once loaded (loadCatalogue, or the server's setCatalogue); else none. */
export function catalogue(locale: Locale): Catalogue {
  return atHand.get(locale) ?? {};
}

/** Loads the shell's messages in `locale`, before the page's first render. */
export async function loadCatalogue(locale: Locale): Promise<Catalogue> {
  const kept = atHand.get(locale);
  if (kept) return kept;
  const loaded = ((await loaders[locale as Exclude<Locale, 'en'>]()) as { default: Catalogue }).default;
  atHand.set(locale, loaded);
  return loaded;
}

/** The server has every catalogue in its build: it gives them here once. */
export function setCatalogue(locale: Locale, messages: Catalogue): void {
  atHand.set(locale, messages);
}
