// The shell's only door to the remotes. Tests mock this module: the loadRemote boundary.
import { loadRemote, preloadRemote, registerPlugins, registerRemotes } from '@module-federation/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { PAGE_READY_ATTRIBUTE } from '../frame/page-ready';
import { listInLanguage, parseRemotesList, setRemoteAreas } from './remote-areas';
import type { Locale } from '@springfield/shared';

/** Where the shell learns the remotes' manifest URLs at start. Never cached, never baked into the build. */
export const REMOTES_JSON_URL = '/remotes.json';
/** A remote that has not answered by then is treated as unavailable (the visitor can retry). */
export const REMOTE_LOAD_TIMEOUT_MS = 30000;

let entries: Record<string, string> = {};
/** Each remote entry's Subresource Integrity ("sha384-…"), by the script's address, from the list's lines. */
let entryIntegrity = new Map<string, string>();
/** What each remote's list line pins: its folder (the manifest's) and, when recorded, its entry's file. */
let pins = new Map<string, { folder: string; entryFile?: string }>();
let started: Promise<void> | null = null;

/**
 * Reads the remotes list and registers every remote, once: later calls share the first call's promise. The
 * list also says which prefixes and Home widgets each remote has. A missing file leaves the site without
 * remote areas (their paths show the 404 page, Home its own sections).
 */
export function initFederation(): Promise<void> {
  started ??= readAndRegister();
  return started;
}

/** The id of the JSON the server writes into a page it rendered: the list it used and the areas that failed. */
export const SERVER_RENDER_DATA_ID = 'sf-server-render';

export interface ServerRenderData {
  list: unknown;
  failed: string[];
}

/** What the server said about the page it rendered, or null when the page was not rendered on the server. */
export function serverRenderData(): ServerRenderData | null {
  const text = document.getElementById(SERVER_RENDER_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as Partial<ServerRenderData>;
    return { list: data.list, failed: Array.isArray(data.failed) ? data.failed : [] };
  } catch {
    return null;
  }
}

let listInUse: unknown = null;

/** The remotes list the shell read at start (to compare with the one the server rendered the page with). */
export function remotesListInUse(): unknown {
  return listInUse;
}

/**
 * Whether the site's server answered this very request (its Server-Timing entry "render": rendered now, or
 * from its own page cache, whose key includes the remotes list) and no cache in front answered from an older
 * copy: the list written in the page is then the list as served now. Unknown (an older server, a browser that
 * does not expose Server-Timing) counts as no.
 */
export function renderedForThisRequest(): boolean {
  const [navigation] = (performance.getEntriesByType?.('navigation') ?? []) as PerformanceNavigationTiming[];
  const timings = navigation?.serverTiming ?? [];
  const rendered = timings.some((timing) => timing.name === 'render');
  const cached = timings.some(
    (timing) =>
      timing.name === 'cdn-cache' && !['MISS', 'BYPASS', 'EXPIRED', ''].includes(timing.description),
  );
  return rendered && !cached;
}

/**
 * The remotes list as served now: the one written in the page when the server rendered it for this request
 * (no second download on a first visit), else fetched; the page's if it cannot be fetched.
 */
async function readList(): Promise<unknown> {
  const rendered = serverRenderData();
  if (rendered?.list !== undefined && renderedForThisRequest()) {
    listInUse = rendered.list;
    return listInUse;
  }
  try {
    // The server sends it with Cache-Control: no-cache, so this is always current; the default cache mode
    // lets the browser use the copy index.html preloads.
    const response = await fetch(REMOTES_JSON_URL);
    if (!response.ok) throw new Error(`${REMOTES_JSON_URL} answered ${response.status}`);
    const fetched: unknown = await response.json();
    // In a page the server rendered, as the server wrote the list into it: with the page's language's words
    // only (listInLanguage; <html lang> is the page's language), so the two compare equal.
    listInUse = rendered ? listInLanguage(fetched, document.documentElement.lang as Locale) : fetched;
  } catch (error) {
    const rendered = serverRenderData();
    if (!rendered) throw error;
    listInUse = rendered.list;
  }
  return listInUse;
}

async function readAndRegister(): Promise<void> {
  try {
    const { areas, problems } = parseRemotesList(await readList());
    if (problems.length) console.warn(`The remotes list has problems: ${problems.join('; ')}`);
    setRemoteAreas(areas);
    entries = Object.fromEntries(areas.map((area) => [area.name, area.entry]));
    entryIntegrity = new Map(
      areas.flatMap((area) => {
        const { entry, entryFile } = area.integrity ?? {};
        return entry && entryFile ? [[new URL(entryFile, area.entry).href, entry] as const] : [];
      }),
    );
    pins = new Map(
      areas.map((area) => [
        area.name,
        {
          folder: new URL('.', area.entry).href,
          ...(area.integrity ? { entryFile: area.integrity.entryFile } : {}),
        },
      ]),
    );
  } catch (error) {
    console.warn('The remotes list could not be read; remote areas will show as unavailable.', error);
    entries = {};
    pins = new Map();
  }
  registerPlugins([noPreloadsBeforeHydration(), pinnedToList(), entriesWithIntegrity()]);
  registerRemotes(Object.entries(entries).map(([name, entry]) => ({ name, entry })));
}

/**
 * The runtime preloads a remote's files whenever it loads one of its modules: it adds a script element for
 * each of the module's chunks and a stylesheet link for each of its CSS files. In a page the server rendered,
 * until it has hydrated, that is work done twice: the server has written the page's stylesheets into it (so
 * the links fetch them again and restyle the whole page) and preloads the area's files itself, and webpack
 * loads the chunks the module needs anyway. On a phone it made two tasks of 15-30 ms per remote in the
 * start-up. Once the page is alive, a visit to another area preloads as before (its files in parallel with
 * its entry).
 */
export function noPreloadsBeforeHydration(): ModuleFederationRuntimePlugin {
  return {
    name: 'springfield-no-preloads-before-hydration',
    beforePreloadRemote(args) {
      const hydrating =
        serverRenderData() !== null && !document.documentElement.hasAttribute(PAGE_READY_ATTRIBUTE);
      // The runtime reads the same array after this hook: emptied, nothing is preloaded.
      if (hydrating) args.preloadOps.splice(0);
    },
  };
}

/** Whether a file a manifest names stays inside its remote's folder once joined to it (as the runtime joins). */
function insideFolder(file: unknown, folder: string): file is string {
  if (typeof file !== 'string' || !/^[A-Za-z0-9._~-][A-Za-z0-9._~/-]*$/.test(file)) return false;
  if (file.split('/').includes('..') || file.includes('//')) return false;
  try {
    return new URL(file, folder).href.startsWith(folder);
  } catch {
    return false;
  }
}

type Assets = Record<string, Record<string, unknown> | undefined> | undefined;

/** A manifest's assets (js and css, sync and async) with only the files inside the remote's folder. */
function assetsInside(assets: Assets, folder: string): Assets {
  if (!assets || typeof assets !== 'object') return assets;
  return Object.fromEntries(
    Object.entries(assets).map(([kind, byWhen]) => [
      kind,
      byWhen && typeof byWhen === 'object'
        ? Object.fromEntries(
            Object.entries(byWhen).map(([when, files]) => [
              when,
              Array.isArray(files) ? files.filter((file) => insideFolder(file, folder)) : [],
            ]),
          )
        : byWhen,
    ]),
  );
}

/**
 * What the runtime takes from a remote's manifest is held to its list line (issue 43, finding 8): the entry it
 * loads is the file the line pins, whose SHA-384 entriesWithIntegrity gives the browser (a manifest naming
 * another entry file, another public path or a module-type entry would load it without Subresource Integrity),
 * from the folder the line names; the stylesheets and scripts the runtime preloads are only those inside that
 * folder. A line that pins no entry (a list from before the pins) keeps the manifest's file if it is in the
 * folder, else the remote fails to load (its panel shows).
 */
export function pinnedToList(): ModuleFederationRuntimePlugin {
  return {
    name: 'springfield-pinned-to-list',
    loadRemoteSnapshot(args) {
      const pin = pins.get(args.moduleInfo?.name);
      const snapshot = args.remoteSnapshot as Record<string, unknown> | undefined;
      if (!pin || !snapshot || typeof snapshot !== 'object') return args;
      const {
        getPublicPath: _getPublicPath,
        ssrPublicPath: _ssrPublicPath,
        ssrRemoteEntry: _ssrRemoteEntry,
        ssrRemoteEntryType: _ssrRemoteEntryType,
        ...rest
      } = snapshot;
      const fromManifest = insideFolder(snapshot.remoteEntry, pin.folder) ? snapshot.remoteEntry : '';
      const pinned = {
        ...rest,
        publicPath: pin.folder,
        remoteEntry: pin.entryFile ?? fromManifest,
        // A script element, which entriesWithIntegrity gives its integrity: never import() or SystemJS.
        remoteEntryType: 'global',
        modules: (Array.isArray(snapshot.modules) ? snapshot.modules : []).map((module) => ({
          ...module,
          assets: assetsInside(module?.assets, pin.folder),
        })),
        shared: (Array.isArray(snapshot.shared) ? snapshot.shared : []).map((shared) => ({
          ...shared,
          assets: assetsInside(shared?.assets, pin.folder),
        })),
      };
      return { ...args, remoteSnapshot: pinned as unknown as typeof args.remoteSnapshot };
    },
  };
}

/**
 * Each remote's entry script is loaded with the Subresource Integrity its list line records (switch-remote
 * hashes the build it switches to): a script changed on the CDN after the switch, or on its way, is refused
 * by the browser and the area shows as unavailable. The entry's own chunks are loaded by webpack's runtime
 * inside the remote, which Module Federation gives no hook for: they are not checked (see the architecture's
 * threat model).
 */
export function entriesWithIntegrity(): ModuleFederationRuntimePlugin {
  return {
    name: 'springfield-entries-with-integrity',
    createScript({ url, attrs }) {
      const integrity = entryIntegrity.get(url.split(/[?#]/)[0]);
      if (!integrity) return undefined;
      const script = document.createElement('script');
      for (const [name, value] of Object.entries(attrs ?? {})) script.setAttribute(name, String(value));
      script.integrity = integrity;
      // The remotes' origins answer with Access-Control-Allow-Origin: the browser can check the bytes.
      script.crossOrigin = 'anonymous';
      return script;
    },
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not load within ${ms / 1000} s`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * Starts downloading, in parallel, what the first page of an area needs: its manifest, remote entry and the
 * files of its './routes'. Called from the entry before the shell's own code is evaluated, so these downloads
 * overlap instead of following one another. Failures are ignored here: the real load reports them and shows
 * the unavailable panel.
 */
export async function preloadArea(remote: string): Promise<void> {
  await initFederation();
  if (!entries[remote]) return;
  try {
    await preloadRemote([{ nameOrAlias: remote, exposes: ['./routes'], resourceCategory: 'sync' }]);
  } catch {
    // The visitor sees the outcome of the real load, not of this head start.
  }
}

/** Loads one exposed module, e.g. loadFederatedModule('news_events', './routes'). Rejects on any failure. */
export async function loadFederatedModule<T>(remote: string, exposed: string): Promise<T> {
  if (!entries[remote]) throw new Error(`The remote ${remote} is not listed in ${REMOTES_JSON_URL}`);
  const id = `${remote}/${exposed.replace(/^\.\//, '')}`;
  const module = await withTimeout(loadRemote<T>(id), REMOTE_LOAD_TIMEOUT_MS, id);
  if (!module) throw new Error(`${id} could not be loaded`);
  return module;
}

/**
 * Whether this page had the browser preload files of the remote with `<link rel="preload">` (the server's
 * HTML does for the page's own area, and preloadArea does). Chromium keeps a preload's outcome for the life of
 * the document: when it failed, every later request of the same address in this page gets the same error,
 * even once the remote is back, so only a new page can fetch those files again.
 */
function preloadedInThisPage(remote: string): boolean {
  let base: string;
  try {
    base = new URL('.', new URL(entries[remote] ?? '', window.location.href)).href;
  } catch {
    return false;
  }
  if (typeof performance === 'undefined' || typeof performance.getEntriesByType !== 'function') return false;
  return performance
    .getEntriesByType('resource')
    .some(
      (entry) => (entry as PerformanceResourceTiming).initiatorType === 'link' && entry.name.startsWith(base),
    );
}

/**
 * Forgets a failed remote so the next load fetches its manifest again (the Retry button). Returns false when
 * that cannot help in this page, because the remote's files were preloaded here (see preloadedInThisPage):
 * the caller then loads the page again, which asks the remote afresh.
 */
export function resetRemote(remote: string): boolean {
  if (preloadedInThisPage(remote)) return false;
  const entry = entries[remote];
  if (entry) registerRemotes([{ name: remote, entry }], { force: true });
  return true;
}

/** Loads the page again: the Retry of a remote whose preloaded files failed in this page. */
export function reloadPage(): void {
  window.location.reload();
}
