import type { ReactNode } from 'react';
import {
  createIntl,
  createIntlCache,
  RawIntlProvider,
  type IntlShape,
  type MessageFormatElement,
} from 'react-intl';
import type { RouteObject } from 'react-router-dom';
import { currentLocale, DEFAULT_LOCALE, type Locale } from './locales';

/** An app's messages in one language, by id: parsed by the build (no ICU parser in the browser), or as text. */
export type Catalogue = Record<string, MessageFormatElement[]> | Record<string, string>;

/** How an app loads its catalogue of each language other than English: `() => import('./i18n/es.json')`. */
export type CatalogueLoaders = Partial<Record<Exclude<Locale, 'en'>, () => Promise<unknown>>>;

/** An area's messages: loaded by the shell before the area renders in a language, read by its components. */
export interface AreaIntl {
  /**
   * Loads the area's catalogue of `locale` (once; English is in the code). The area's './routes' and widget
   * modules export it as `loadMessages`: the shell awaits it before the area's first render in that language,
   * on the server and in the browser. A language the area has no catalogue for resolves at once (English).
   */
  loadMessages(locale: Locale): Promise<void>;
  /** The area's formatter in `locale` (the page's by default): for code outside components (an action's errors). */
  intl(locale?: Locale): IntlShape;
  /** The area's messages for what it renders: wraps a page's or a widget's element. */
  Provider(props: { children: ReactNode }): ReactNode;
  /** The area's routes, each page inside `Provider` (the tree and its ids unchanged). */
  withMessages(routes: RouteObject[]): RouteObject[];
}

const cache = createIntlCache();

/** The module a JSON import gives: the catalogue itself, or under `default`. */
function catalogueOf(loaded: unknown): Catalogue {
  const value = (loaded as { default?: unknown } | null)?.default ?? loaded;
  return (value ?? {}) as Catalogue;
}

/**
 * Formatters over catalogues an area's server module imports (the fixed words of the mails that answer a
 * resident in the language they used, issue 44): one per language, made once, English from the messages' own
 * text. The pages' messages are `createAreaIntl`'s, loaded per language.
 */
export function catalogueIntl(
  catalogues: Partial<Record<Exclude<Locale, 'en'>, unknown>>,
): (locale: Locale) => IntlShape {
  const formatters = new Map<Locale, IntlShape>();
  return (locale) => {
    let formatter = formatters.get(locale);
    if (!formatter) {
      const messages =
        locale === DEFAULT_LOCALE ? {} : catalogueOf(catalogues[locale as Exclude<Locale, 'en'>]);
      formatter = createIntl({ locale, defaultLocale: DEFAULT_LOCALE, messages }, cache);
      formatters.set(locale, formatter);
    }
    return formatter;
  };
}

/**
 * An area's messages (react-intl): English in the code (`defineMessages`), each other language a catalogue
 * beside it (`src/i18n/{locale}.json`), loaded only for the page's language.
 */
export function createAreaIntl(loaders: CatalogueLoaders): AreaIntl {
  const catalogues = new Map<Locale, Catalogue>([[DEFAULT_LOCALE, {}]]);
  const formatters = new Map<Locale, IntlShape>();
  const loading = new Map<Locale, Promise<void>>();

  const intl = (locale: Locale = currentLocale()): IntlShape => {
    // A language whose catalogue is not loaded (or that the area has none for) formats in English.
    const shown = catalogues.has(locale) ? locale : DEFAULT_LOCALE;
    let formatter = formatters.get(shown);
    if (!formatter) {
      formatter = createIntl(
        { locale: shown, defaultLocale: DEFAULT_LOCALE, messages: catalogues.get(shown) ?? {} },
        cache,
      );
      formatters.set(shown, formatter);
    }
    return formatter;
  };

  const loadMessages = (locale: Locale): Promise<void> => {
    if (catalogues.has(locale)) return Promise.resolve();
    const loader = loaders[locale as Exclude<Locale, 'en'>];
    if (!loader) return Promise.resolve();
    let running = loading.get(locale);
    if (!running) {
      running = loader().then(
        (loaded) => {
          catalogues.set(locale, catalogueOf(loaded));
          formatters.delete(locale);
        },
        (error: unknown) => {
          loading.delete(locale);
          throw error;
        },
      );
      loading.set(locale, running);
    }
    return running;
  };

  function Provider({ children }: { children: ReactNode }) {
    return <RawIntlProvider value={intl()}>{children}</RawIntlProvider>;
  }

  const withMessages = (routes: RouteObject[]): RouteObject[] =>
    routes.map((route) => {
      const wrapped = { ...route } as RouteObject;
      if (route.element) wrapped.element = <Provider>{route.element}</Provider>;
      if (route.errorElement) wrapped.errorElement = <Provider>{route.errorElement}</Provider>;
      if (route.children) wrapped.children = withMessages(route.children);
      return wrapped;
    });

  return { loadMessages, intl, Provider, withMessages };
}
