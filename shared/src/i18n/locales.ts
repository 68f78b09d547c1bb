// The site's languages and where they live in its addresses (issue 30). English is at the site's root; every
// other language is the same path under its segment: /events/2 in Spanish is /es/events/2. The shell owns the
// segment (its router's basename): an area's routes, links and prefixes are the same in every language.

/** The site's languages, English first (the default, and the language of every page that has no other). */
export const LOCALES = ['en', 'es', 'zh-Hant'] as const;

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/** Each language's first segment of the address ("" for English, which has none). */
export const LOCALE_SEGMENTS: Readonly<Record<Locale, string>> = { en: '', es: 'es', 'zh-Hant': 'zh-hant' };

/** Each language's name written in that language and its script, as the language picker shows it. */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English',
  es: 'Español',
  'zh-Hant': '繁體中文',
};

/**
 * "View this page in …", written in the language it offers: the suggestion a visitor who chose that language
 * before sees on a page in another (it must be readable by someone who does not read the page's language).
 */
export const VIEW_IN_LANGUAGE: Readonly<Record<Locale, string>> = {
  en: 'View this page in English',
  es: 'Ver esta página en español',
  'zh-Hant': '以中文檢視此頁面',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** `value` if it is one of the site's languages, else English (a language kept with a resident's submission). */
export const localeOrDefault = (value: unknown): Locale => (isLocale(value) ? value : DEFAULT_LOCALE);

/**
 * The language of an address and the path inside it: "/es/events/2" is Spanish "/events/2", "/es" Spanish
 * "/", "/events/2" English "/events/2". Only a whole first segment counts ("/espanol" is English).
 */
export function splitLocale(pathname: string): { locale: Locale; pathname: string } {
  for (const locale of LOCALES) {
    const segment = LOCALE_SEGMENTS[locale];
    if (!segment) continue;
    const base = `/${segment}`;
    if (pathname === base || pathname === `${base}/`) return { locale, pathname: '/' };
    if (pathname.startsWith(`${base}/`)) return { locale, pathname: pathname.slice(base.length) };
  }
  return { locale: DEFAULT_LOCALE, pathname };
}

/** The router's basename for a language: "/es", or "" for English. */
export function localeBasename(locale: Locale): string {
  const segment = LOCALE_SEGMENTS[locale];
  return segment ? `/${segment}` : '';
}

/**
 * A path of the site (with its query and fragment, if any) in a language: ("es", "/events?category=x") is
 * "/es/events?category=x", ("es", "/") is "/es". A path already in a language is moved to the other.
 */
export function localizedPath(locale: Locale, to: string): string {
  const split = /^([^?#]*)(.*)$/.exec(to);
  const path = split?.[1] || '/';
  const rest = split?.[2] ?? '';
  const { pathname } = splitLocale(path);
  const base = localeBasename(locale);
  if (!base) return `${pathname}${rest}`;
  // A language's Home is "/es", as the router's links to "/" under its basename are written.
  return `${base}${pathname === '/' ? '' : pathname}${rest}`;
}

/** The key of the page's language in the page (version 1): set by the shell, read by every copy of shared. */
const LOCALE_KEY = Symbol.for('springfield.locale.v1');

/**
 * The language of the page being shown (the browser) or rendered (the server, for the length of one
 * synchronous render): English unless the shell said otherwise.
 */
export function currentLocale(): Locale {
  const value = (globalThis as Record<symbol, unknown>)[LOCALE_KEY];
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** The shell says which language the page is in (undefined: back to English, after a server render). */
export function setCurrentLocale(locale: Locale | undefined): void {
  const global = globalThis as Record<symbol, unknown>;
  if (locale === undefined) delete global[LOCALE_KEY];
  else global[LOCALE_KEY] = locale;
}

/**
 * The language of the page a router's request is for (its address's first segment): what a route's action or
 * loader answers in. Not currentLocale(), which the server sets only while it renders, after the action ran.
 */
export function requestLocale(request: Request): Locale {
  return splitLocale(new URL(request.url).pathname).locale;
}
