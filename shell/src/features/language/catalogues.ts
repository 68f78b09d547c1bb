import { DEFAULT_LOCALE, type Locale } from '@springfield/shared';
import type { MessageFormatElement } from 'react-intl';

/** A language's messages, by id, as the build compiled them (parsed: the browser has no ICU parser). */
export type Catalogue = Readonly<Record<string, MessageFormatElement[]>>;

// The shell's catalogues (src/i18n/{locale}.json), each a chunk of its own: a page loads only its language's.
// English is the messages' own text, in the code (`defineMessages`), compiled with it.
// The files are written as text; the build compiles them (webpack.cjs i18nCatalogueRule), and gives an import
// the part its query asks for (i18n-catalogue-loader.cjs): every page the words of the frame and Home, and the
// information pages' and the search's words (`info.*`, `search.*`) only with those pages (CataloguePart).
const loaders: Readonly<Record<Exclude<Locale, 'en'>, () => Promise<unknown>>> = {
  es: () => import(/* webpackChunkName: "i18n-es" */ '../../i18n/es.json?except=info,search,staff'),
  'zh-Hant': () =>
    import(/* webpackChunkName: "i18n-zh-hant" */ '../../i18n/zh-Hant.json?except=info,search,staff'),
};

/** The words that load with the pages that use them (lazy routes), by the first word of their ids. */
export type CataloguePart = 'info' | 'search';

const partLoaders: Readonly<
  Record<CataloguePart, Readonly<Record<Exclude<Locale, 'en'>, () => Promise<unknown>>>>
> = {
  info: {
    es: () => import(/* webpackChunkName: "i18n-es-info" */ '../../i18n/es.json?only=info'),
    'zh-Hant': () => import(/* webpackChunkName: "i18n-zh-hant-info" */ '../../i18n/zh-Hant.json?only=info'),
  },
  search: {
    es: () => import(/* webpackChunkName: "i18n-es-search" */ '../../i18n/es.json?only=search'),
    'zh-Hant': () =>
      import(/* webpackChunkName: "i18n-zh-hant-search" */ '../../i18n/zh-Hant.json?only=search'),
  },
};

const atHand = new Map<Locale, Catalogue>([[DEFAULT_LOCALE, {}]]);
/** Per language, the parts at hand (or on their way); the server has them all (setCatalogue). */
const partsAtHand = new Map<Locale, Map<CataloguePart, Promise<void>>>();
/** The languages whose whole catalogue is at hand. */
const whole = new Set<Locale>([DEFAULT_LOCALE]);

/** The shell's messages in `locale` once loaded (loadCatalogue, or the server's setCatalogue); else none. */
export function catalogue(locale: Locale): Catalogue {
  return atHand.get(locale) ?? {};
}

/** Loads the shell's messages in `locale` that every page uses, before the page's first render. */
export async function loadCatalogue(locale: Locale): Promise<Catalogue> {
  const kept = atHand.get(locale);
  if (kept) return kept;
  const loaded = ((await loaders[locale as Exclude<Locale, 'en'>]()) as { default: Catalogue }).default;
  // Another load may have put it (and parts) here meanwhile: keep what is at hand.
  const now = atHand.get(locale) ?? loaded;
  atHand.set(locale, now);
  return now;
}

/**
 * Loads a part of the shell's messages in `locale` (a lazy route's, before it renders) and adds it to the
 * catalogue: `catalogue(locale)` is then a new object with it, which a ShellIntl rendered after gives its
 * children.
 */
export function loadCataloguePart(part: CataloguePart, locale: Locale): Promise<void> {
  if (whole.has(locale)) return Promise.resolve();
  const parts = partsAtHand.get(locale) ?? new Map<CataloguePart, Promise<void>>();
  partsAtHand.set(locale, parts);
  let loading = parts.get(part);
  if (!loading) {
    loading = Promise.all([loadCatalogue(locale), partLoaders[part][locale as Exclude<Locale, 'en'>]()]).then(
      ([, loaded]) => {
        atHand.set(locale, { ...catalogue(locale), ...(loaded as { default: Catalogue }).default });
      },
    );
    // A part that failed to load is tried again by the next page that needs it.
    loading.catch(() => parts.delete(part));
    parts.set(part, loading);
  }
  return loading;
}

/** The server has every catalogue, whole, in its build: it gives them here once. */
export function setCatalogue(locale: Locale, messages: Catalogue): void {
  atHand.set(locale, messages);
  whole.add(locale);
}
