import { currentLocale, type Locale } from './locales';

// The few words shared's own components say themselves (a landmark's name, the toaster's), in every language
// of the site: the page's, as the shell set it. The type makes a missing translation a compile error. An
// area's and the shell's own words are ICU messages in their catalogues (react-intl); these take no values.
const WORDS = {
  breadcrumb: { en: 'Breadcrumb', es: 'Ruta de navegación', 'zh-Hant': '導覽路徑' },
  notifications: { en: 'Notifications', es: 'Notificaciones', 'zh-Hant': '通知' },
  loading: { en: 'Loading…', es: 'Cargando…', 'zh-Hant': '正在載入…' },
} as const satisfies Record<string, Record<Locale, string>>;

export type SharedWord = keyof typeof WORDS;

/** One of shared's own words in the page's language. */
export function sharedWord(word: SharedWord, locale: Locale = currentLocale()): string {
  return WORDS[word][locale];
}
