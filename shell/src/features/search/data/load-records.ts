import {
  CONTRACT_VERSION,
  currentLocale,
  DEFAULT_LOCALE,
  type Locale,
  type SearchModule,
  type SearchRecord,
} from '@springfield/shared';
import { loadFederatedModule } from '../../remotes/federation';
import { remoteAreas } from '../../remotes/remote-areas';
import { loadCataloguePart } from '../../language/catalogues';
import { shellRecords } from './shell-records';

export { SEARCH_PATH } from './search-query';

export interface LoadedRecords {
  records: SearchRecord[];
  /** Labels of the areas whose records could not be loaded. */
  unavailable: string[];
}

function isSearchModule(value: unknown): value is SearchModule {
  const module = value as Partial<SearchModule> | null;
  return !!module && module.contract === CONTRACT_VERSION && Array.isArray(module.records);
}

/**
 * An area's records in a language: those it translated into it (SearchModule `translations`, by id), each
 * other in English. A translated record says its language (`lang`); the page marks the English ones.
 */
export function recordsIn(module: SearchModule, locale: Locale): readonly SearchRecord[] {
  const translated =
    locale === DEFAULT_LOCALE ? undefined : module.translations?.[locale as Exclude<Locale, 'en'>];
  if (!Array.isArray(translated) || translated.length === 0) return module.records;
  const byId = new Map(translated.map((record) => [record.id, record]));
  return module.records.map((record) => {
    const own = byId.get(record.id);
    return own ? { ...own, lang: locale } : record;
  });
}

// An area's records, once loaded, are kept for the visit; a failed area is asked again on the next search page.
const loaded = new Map<string, readonly SearchRecord[]>();

/** The shell's records and those of every area whose remotes list entry declares a search module. */
export async function loadAllRecords(): Promise<LoadedRecords> {
  // The shell's records are written with its information pages' and search's words (parts of its catalogue):
  // on their way beside the areas' records, not after them (a server-rendered search page waits for both).
  const locale = currentLocale();
  const words = Promise.all([loadCataloguePart('info', locale), loadCataloguePart('search', locale)]);
  const areas = remoteAreas().filter((area) => area.search);
  const outcomes = await Promise.all(
    areas.map(async (area) => {
      const cached = loaded.get(area.name);
      if (cached) return { area, records: cached };
      try {
        const module = await loadFederatedModule<unknown>(area.name, area.search as string);
        if (!isSearchModule(module)) throw new Error(`${area.name}${area.search} breaks the search contract`);
        const records = recordsIn(module, locale);
        loaded.set(area.name, records);
        return { area, records };
      } catch (error) {
        console.warn(`Search records of ${area.label} could not be loaded.`, error);
        return { area, records: null };
      }
    }),
  );
  await words;
  return {
    records: [...shellRecords(), ...outcomes.flatMap((o) => o.records ?? [])],
    unavailable: outcomes.filter((o) => o.records === null).map((o) => o.area.label),
  };
}

/** Forgets loaded records (tests). */
export function resetLoadedRecords(): void {
  loaded.clear();
}

let serverRecords: LoadedRecords | null = null;

/** The server render sets the records of the remotes' server modules for one render, then clears them. */
export function setServerRecords(records: LoadedRecords | null): void {
  serverRecords = records;
}

/**
 * The records a search page can search in its first render, without waiting: the server's (while it renders
 * /search?q=…), or, in the browser, every area's once loaded (the entry loads them before it hydrates a
 * server-rendered search page, so its first render shows the same results as the server's HTML).
 */
export function recordsAtHand(): LoadedRecords | null {
  if (serverRecords) return serverRecords;
  const areas = remoteAreas().filter((area) => area.search);
  if (!areas.every((area) => loaded.has(area.name))) return null;
  return {
    records: [...shellRecords(), ...areas.flatMap((area) => loaded.get(area.name) ?? [])],
    unavailable: [],
  };
}

/** The records of the remotes' server modules: what the server searches when it renders /search. */
export function recordsOfServerModules(
  areas: readonly { name: string; label: string; search?: string }[],
  moduleOf: (area: string, exposed: string) => unknown,
  locale: Locale = DEFAULT_LOCALE,
): LoadedRecords {
  const outcomes = areas
    .filter((area) => area.search)
    .map((area) => {
      const module = moduleOf(area.name, area.search as string);
      return { area, records: isSearchModule(module) ? recordsIn(module, locale) : null };
    });
  return {
    records: [...shellRecords(locale), ...outcomes.flatMap((o) => o.records ?? [])],
    unavailable: outcomes.filter((o) => o.records === null).map((o) => o.area.label),
  };
}
