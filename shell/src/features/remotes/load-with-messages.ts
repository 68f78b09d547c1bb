import { currentLocale, DEFAULT_LOCALE, type Locale } from '@springfield/shared';
import { loadFederatedModule } from './federation';

type WithMessages = { loadMessages?: (locale: Locale) => Promise<void>; default?: unknown };

/** Per language, the remotes' modules (and their components) that cannot render in it: see speaksLanguage. */
const untranslated = new Map<Locale, WeakSet<object>>();

function markUntranslated(module: WithMessages, locale: Locale): void {
  let set = untranslated.get(locale);
  if (!set) untranslated.set(locale, (set = new WeakSet()));
  set.add(module);
  if (typeof module.default === 'function') set.add(module.default);
}

/**
 * Loads a remote module's messages in `locale` (its `loadMessages`, see RoutesModule), on the server and in the
 * browser alike. A module without any (a build from before the site's languages), or whose catalogue cannot be
 * loaded, renders in English: it is marked so, whatever the remotes list says of its area (speaksLanguage).
 */
export async function loadMessagesOf(module: WithMessages, locale: Locale, name: string): Promise<void> {
  if (locale === DEFAULT_LOCALE) return;
  if (typeof module.loadMessages !== 'function') {
    markUntranslated(module, locale);
    return;
  }
  try {
    await module.loadMessages(locale);
  } catch (error) {
    console.error(`${name}: its messages in ${locale} could not be loaded.`, error);
    markUntranslated(module, locale);
  }
}

/**
 * Whether a remote's module (or a widget's component) renders in `locale`: English always; another language
 * unless its messages were missing when loadMessagesOf loaded them.
 */
export function speaksLanguage(module: object | undefined, locale: Locale = currentLocale()): boolean {
  return locale === DEFAULT_LOCALE || !module || !untranslated.get(locale)?.has(module);
}

/**
 * The languages besides English an area's pages are in, of those the remotes list names for it (`listed`): none
 * when its build's routes module has no messages to load (a team's deploy from before the site's languages),
 * whatever the list says. On the server, for a page's alternates and for the sitemap alike.
 */
export function languagesOfBuild(
  routes: WithMessages | undefined,
  listed: readonly Locale[] = [],
): readonly Locale[] {
  return routes && typeof routes.loadMessages !== 'function' ? [] : listed;
}

/**
 * A remote's module with its messages in the page's language loaded: what it renders first is in that
 * language, or in English, marked, where it has none.
 */
export async function loadWithMessages<T extends WithMessages>(remote: string, exposed: string): Promise<T> {
  const module = await loadFederatedModule<T>(remote, exposed);
  await loadMessagesOf(module, currentLocale(), `${remote}/${exposed}`);
  return module;
}
