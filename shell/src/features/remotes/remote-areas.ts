// Type-only imports from shared: the entry (index.ts) reads the remotes list before the async boundary, where
// no shared library may be evaluated yet.
import type {
  AreaLink,
  HomeSlot,
  LinkSlot,
  Locale,
  RemoteArea,
  Translations,
  WidgetDescriptor,
} from '@springfield/shared';

export type { RemoteArea };

/** The contract version of the remotes list this shell reads (CONTRACT_VERSION in shared). */
const LIST_CONTRACT = 1;

// What the shell knows of the remotes: only what the remotes list said at start (federation.ts sets it).
// Nothing about an area is compiled into the shell, so a team adds a prefix or a widget without a shell build.
let areas: readonly RemoteArea[] = [];

/** Replaces the known areas (federation.ts, after reading the remotes list; tests). */
export function setRemoteAreas(next: readonly RemoteArea[]): void {
  areas = next;
}

/** The areas of the remotes list, in its order. */
export function remoteAreas(): readonly RemoteArea[] {
  return areas;
}

/** The remote that owns a path, if any: "/news/abc" -> news_events. Whole segments only. */
export function areaForPath(pathname: string): RemoteArea | undefined {
  return areas.find((area) =>
    area.prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`)),
  );
}

/** The widgets that fill one Home slot, with the remote that offers each. */
export function widgetsFor(slot: HomeSlot) {
  return areas.flatMap((area) =>
    area.widgets.filter((widget) => widget.slot === slot).map((widget) => ({ ...widget, remote: area.name })),
  );
}

/** A link of the frame: an area's (declared in its area.json) or the shell's own. */
export type FrameLink = Omit<AreaLink, 'slot'> & { slot: LinkSlot };

/**
 * The links of one slot: the shell's own and every area's, by their order (an area missing from the list
 * leaves its links out; its pages would not answer either).
 */
export function linksFor(slot: LinkSlot, own: readonly FrameLink[] = []): FrameLink[] {
  return [...own, ...areas.flatMap((area) => area.links ?? [])]
    .filter((link) => link.slot === slot)
    .sort((a, b) => a.order - b.order);
}

/** Where an address another area's alias names leads ("/report-issue" -> "/feedback#feedback-form"). */
export function aliasFor(pathname: string): string | undefined {
  for (const area of areas) {
    const to = area.aliases?.[pathname];
    if (to) return to;
  }
  return undefined;
}

/**
 * The contract's link slots (shared's LINK_SLOTS), written here because this module is read before the async
 * boundary, where no shared value may be evaluated; remote-areas.test.ts checks the two lists are the same.
 */
export const LINK_SLOTS: readonly LinkSlot[] = [
  'main-navigation',
  'quick-links',
  'home-quick-actions',
  'home-faq',
  'home-help',
  'search-popular',
];

/**
 * The site's languages besides English (shared's LOCALES), written here for the same reason as LINK_SLOTS;
 * remote-areas.test.ts checks the two lists agree.
 */
export const OTHER_LANGUAGES: readonly Exclude<Locale, 'en'>[] = ['es', 'zh-Hant'];

/** The languages an area's pages are in besides English, as far as the site knows them. */
function languagesOf(value: unknown): Pick<RemoteArea, 'languages'> {
  if (!Array.isArray(value)) return {};
  const languages = OTHER_LANGUAGES.filter((locale) => value.includes(locale));
  return languages.length ? { languages } : {};
}

/** An item's translations, with only the site's languages and the given text fields (strings) kept. */
function translationsOf<Field extends string>(
  value: unknown,
  fields: readonly Field[],
): Translations<Field> | undefined {
  if (!isObject(value)) return undefined;
  const kept: Translations<Field> = {};
  for (const locale of OTHER_LANGUAGES) {
    const words = value[locale];
    if (!isObject(words)) continue;
    const texts = Object.fromEntries(
      fields.filter((field) => typeof words[field] === 'string').map((field) => [field, words[field]]),
    ) as Partial<Record<Field, string>>;
    if (Object.keys(texts).length) kept[locale] = texts;
  }
  return Object.keys(kept).length ? kept : undefined;
}

const inside = (path: string, prefixes: readonly string[]) =>
  prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/** The area's aliases that lead inside its own prefixes; the rest are left out (and said). */
function aliasesOf(name: string, value: unknown, prefixes: string[], problems: string[]) {
  if (!isObject(value)) return {};
  const kept: Record<string, string> = {};
  for (const [from, to] of Object.entries(value)) {
    if (from.startsWith('/') && typeof to === 'string' && inside(to.split(/[?#]/)[0], prefixes))
      kept[from] = to;
    else problems.push(`${name}: the alias ${from} does not lead inside the area`);
  }
  return Object.keys(kept).length ? { aliases: kept } : {};
}

/** The area's links that are well formed and lead to its own pages or aliases. */
function linksOf(
  name: string,
  value: unknown,
  prefixes: string[],
  aliases: Record<string, string>,
  problems: string[],
) {
  if (!Array.isArray(value)) return [];
  return value
    .filter((link): link is AreaLink => {
      const usable =
        isObject(link) &&
        LINK_SLOTS.includes(link.slot as LinkSlot) &&
        typeof link.to === 'string' &&
        typeof link.label === 'string' &&
        typeof link.order === 'number' &&
        (inside(link.to.split(/[?#]/)[0], prefixes) || Object.hasOwn(aliases, link.to.split(/[?#]/)[0]));
      if (!usable) problems.push(`${name}: a link is not usable (${JSON.stringify(link)})`);
      return usable;
    })
    .map((link) => {
      const translations = translationsOf(link.translations, ['label', 'description', 'question'] as const);
      const { translations: _given, ...rest } = link;
      return translations ? { ...rest, translations } : rest;
    });
}

/**
 * Reads a remotes list: the areas it describes well, and what is wrong with the rest (an entry the shell
 * cannot use is left out, its paths then show the 404 page, instead of breaking every area).
 */
/**
 * The remotes list as a page in `locale` needs it: each `translations` keeps only that language's words (none in
 * English). A page changes language only by loading another, so the words of the others need not be in it. The
 * server writes this into the page it renders and the browser makes the same of a list it fetches, so the two
 * compare equal (bootstrap.tsx).
 */
export function listInLanguage(list: unknown, locale: Locale): unknown {
  if (Array.isArray(list)) return list.map((item) => listInLanguage(item, locale));
  if (!list || typeof list !== 'object') return list;
  return Object.fromEntries(
    Object.entries(list).map(([key, value]) => {
      if (key !== 'translations' || !value || typeof value !== 'object' || Array.isArray(value)) {
        return [key, listInLanguage(value, locale)];
      }
      const own = (value as Record<string, unknown>)[locale];
      return [key, own === undefined ? {} : { [locale]: own }];
    }),
  );
}

export function parseRemotesList(value: unknown): { areas: RemoteArea[]; problems: string[] } {
  const problems: string[] = [];
  const parsed: RemoteArea[] = [];
  if (!isObject(value) || !isObject(value.remotes)) {
    return { areas: parsed, problems: ['the remotes list has no "remotes" object'] };
  }
  if (value.contract !== LIST_CONTRACT) {
    problems.push(`the list is for contract ${String(value.contract)}; this shell reads ${LIST_CONTRACT}`);
  }
  for (const [name, entry] of Object.entries(value.remotes)) {
    if (
      !isObject(entry) ||
      typeof entry.entry !== 'string' ||
      typeof entry.label !== 'string' ||
      !Array.isArray(entry.prefixes) ||
      !entry.prefixes.every((p) => typeof p === 'string' && p.startsWith('/'))
    ) {
      problems.push(`${name} needs "entry", "label" and "prefixes" (paths starting with "/")`);
      continue;
    }
    const prefixes = entry.prefixes as string[];
    const aliases = aliasesOf(name, entry.aliases, prefixes, problems);
    const links = linksOf(name, entry.links, prefixes, aliases.aliases ?? {}, problems);
    parsed.push({
      name,
      entry: entry.entry,
      label: entry.label,
      prefixes,
      widgets: Array.isArray(entry.widgets) ? entry.widgets.filter(isWidget).map(widgetOf) : [],
      ...languagesOf(entry.languages),
      ...withTranslations(translationsOf(entry.translations, ['label'] as const)),
      ...(links.length ? { links } : {}),
      ...aliases,
      ...(typeof entry.search === 'string' ? { search: entry.search } : {}),
      ...(typeof entry.server === 'string' ? { server: entry.server } : {}),
      ...entryIntegrityOf(entry.integrity),
      ...(typeof entry.built === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(entry.built)
        ? { built: entry.built }
        : {}),
    });
  }
  return { areas: parsed, problems };
}

/** The remote entry's file and SHA-384 from a list line, when both are there and well formed. */
function entryIntegrityOf(value: unknown): Pick<RemoteArea, 'integrity'> {
  if (!isObject(value)) return {};
  const { entry, entryFile } = value;
  if (typeof entry !== 'string' || !/^sha384-[A-Za-z0-9+/]{64}$/.test(entry)) return {};
  if (typeof entryFile !== 'string' || entryFile.split('/').includes('..')) return {};
  return { integrity: { entry, entryFile } };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function withTranslations<T>(translations: T | undefined): { translations?: T } {
  return translations ? { translations } : {};
}

/** A widget as declared, its translations checked. */
function widgetOf(widget: WidgetDescriptor): WidgetDescriptor {
  const { translations: given, ...rest } = widget;
  return { ...rest, ...withTranslations(translationsOf(given, ['title'] as const)) };
}

function isWidget(value: unknown): value is WidgetDescriptor {
  return (
    isObject(value) &&
    typeof value.slot === 'string' &&
    typeof value.module === 'string' &&
    typeof value.title === 'string' &&
    typeof value.minHeight === 'number'
  );
}
