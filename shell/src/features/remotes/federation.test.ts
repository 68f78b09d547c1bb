import { registerRemotes } from '@module-federation/runtime';
import { generateSnapshotFromManifest, getResourceUrl } from '@module-federation/sdk';
import { PAGE_READY_ATTRIBUTE } from '../frame/page-ready';
import {
  entriesWithIntegrity,
  initFederation,
  noPreloadsBeforeHydration,
  pinnedToList,
  renderedForThisRequest,
  resetRemote,
  SERVER_RENDER_DATA_ID,
} from './federation';

jest.mock('@module-federation/runtime', () => ({
  loadRemote: jest.fn(),
  preloadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

const ENTRY = 'http://remote.example/area/mf-manifest.json';
const SHA_A = `sha384-${'A'.repeat(64)}`;
const SHA_B = `sha384-${'B'.repeat(64)}`;

/** Resource timing entries of the page, as the browser records them. */
function recordResources(entries: { name: string; initiatorType: string }[]) {
  Object.defineProperty(performance, 'getEntriesByType', {
    configurable: true,
    value: (type: string) => (type === 'resource' ? entries : []),
  });
}

describe('resetRemote (the Retry of a remote that failed)', () => {
  beforeAll(async () => {
    global.fetch = jest.fn().mockResolvedValue({
      ok: true,
      json: async () => ({
        contract: 1,
        remotes: {
          area: {
            entry: ENTRY,
            label: 'Area',
            prefixes: ['/area'],
            integrity: { server: SHA_A, entry: SHA_B, entryFile: 'remoteEntry.js' },
          },
        },
      }),
    }) as unknown as typeof fetch;
    await initFederation();
  });
  beforeEach(() => (registerRemotes as jest.Mock).mockClear());

  it('registers the remote again, so the next load asks for its manifest afresh', () => {
    recordResources([{ name: 'http://remote.example/area/mf-manifest.json', initiatorType: 'fetch' }]);
    expect(resetRemote('area')).toBe(true);
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'area', entry: ENTRY }], { force: true });
  });

  it('asks for a new page when this page preloaded the remote’s files (the browser keeps a failed preload)', () => {
    recordResources([{ name: 'http://remote.example/area/remoteEntry.js', initiatorType: 'link' }]);
    expect(resetRemote('area')).toBe(false);
    expect(registerRemotes).not.toHaveBeenCalled();
  });

  it('is not misled by preloads of another remote or of the shell', () => {
    recordResources([
      { name: 'http://remote.example/other/remoteEntry.js', initiatorType: 'link' },
      { name: 'http://localhost/main.js', initiatorType: 'link' },
    ]);
    expect(resetRemote('area')).toBe(true);
  });
});

describe('entriesWithIntegrity (Subresource Integrity for the remotes’ entry scripts)', () => {
  type CreateScript = (args: {
    url: string;
    attrs?: Record<string, unknown>;
  }) => HTMLScriptElement | undefined;
  const createScript = entriesWithIntegrity().createScript as CreateScript;

  beforeAll(() => initFederation());

  it('loads the entry its list line records a digest of with that integrity, anonymously', () => {
    const script = createScript({
      url: 'http://remote.example/area/remoteEntry.js?t=1',
      attrs: { async: true },
    });
    expect(script?.integrity).toBe(SHA_B);
    expect(script?.crossOrigin).toBe('anonymous');
    expect(script?.getAttribute('async')).toBe('true');
  });

  it('leaves every other script to the runtime', () => {
    expect(createScript({ url: 'http://remote.example/area/chunk.0123456789.js' })).toBeUndefined();
    expect(createScript({ url: 'http://other.example/area/remoteEntry.js' })).toBeUndefined();
  });
});

describe('pinnedToList (the remote entry and files a manifest names, held to the list: issue 43, finding 8)', () => {
  type Hook = (args: { moduleInfo: { name: string }; remoteSnapshot: Record<string, unknown> }) => {
    remoteSnapshot: Record<string, unknown>;
  };
  const loadRemoteSnapshot = pinnedToList().loadRemoteSnapshot as unknown as Hook;

  beforeAll(() => initFederation());

  /** The snapshot the runtime makes of a manifest the remote's CDN serves, after the shell's plugin. */
  function pinned(name: string, metaData: Record<string, unknown>, assets: Record<string, unknown> = {}) {
    const manifest = {
      id: name,
      name,
      metaData: { buildInfo: { buildVersion: '1' }, globalName: name, ...metaData },
      shared: [],
      remotes: [],
      exposes: [{ id: `${name}:routes`, name: 'routes', path: './routes', assets }],
    };
    const remoteSnapshot = generateSnapshotFromManifest(manifest as never, { version: ENTRY }) as never;
    return loadRemoteSnapshot({ moduleInfo: { name }, remoteSnapshot }).remoteSnapshot;
  }

  it('loads the entry file the list pins, from the list’s folder, as a script, whatever the manifest names', () => {
    const snapshot = pinned('area', {
      remoteEntry: { name: 'unpinned-entry.js', path: '', type: 'module' },
      publicPath: 'https://evil.example/',
    });
    expect(getResourceUrl(snapshot as never, String(snapshot.remoteEntry))).toBe(
      'http://remote.example/area/remoteEntry.js',
    );
    expect(snapshot.remoteEntryType).toBe('global');
    // …which is the script entriesWithIntegrity gives the list's SHA-384.
    const createScript = entriesWithIntegrity().createScript as (args: { url: string }) => HTMLScriptElement;
    expect(
      createScript({ url: getResourceUrl(snapshot as never, String(snapshot.remoteEntry)) })?.integrity,
    ).toBe(SHA_B);
  });

  it('runs no public path the manifest computes', () => {
    const snapshot = pinned('area', {
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      getPublicPath: 'globalThis.ranFromManifest = true; return "https://evil.example/"',
    });
    expect(snapshot).not.toHaveProperty('getPublicPath');
    expect(getResourceUrl(snapshot as never, 'x.js')).toBe('http://remote.example/area/x.js');
    expect((globalThis as { ranFromManifest?: boolean }).ranFromManifest).toBeUndefined();
  });

  it('keeps only the stylesheets and scripts inside the remote’s folder', () => {
    const snapshot = pinned(
      'area',
      { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
      {
        css: {
          sync: ['routes.css', '../other/x.css', 'https://evil.example/y.css'],
          async: ['//evil.example/z.css'],
        },
        js: { sync: ['chunk.1.js', '%2e%2e/up.js'], async: [] },
      },
    );
    expect((snapshot.modules as { assets: unknown }[])[0].assets).toEqual({
      css: { sync: ['routes.css'], async: [] },
      js: { sync: ['chunk.1.js'], async: [] },
    });
  });
});

describe('noPreloadsBeforeHydration (the runtime’s preloads of files the page already has)', () => {
  /** What the runtime hands the hook: the preloads it is about to make, read again after the hook. */
  function preloadsLeft(): unknown[] {
    const preloadOps = [{ nameOrAlias: 'area', exposes: ['./routes'] }];
    const hook = noPreloadsBeforeHydration().beforePreloadRemote as (args: { preloadOps: unknown[] }) => void;
    hook({ preloadOps });
    return preloadOps;
  }

  afterEach(() => {
    document.body.innerHTML = '';
    document.documentElement.removeAttribute(PAGE_READY_ATTRIBUTE);
  });

  it('drops them while a page the server rendered is hydrating: its stylesheets and files are in it', () => {
    document.body.innerHTML = `<script type="application/json" id="${SERVER_RENDER_DATA_ID}">{"list":{},"failed":[]}</script>`;
    expect(preloadsLeft()).toEqual([]);
  });

  it('keeps them once the page is alive, for a visit to another area', () => {
    document.body.innerHTML = `<script type="application/json" id="${SERVER_RENDER_DATA_ID}">{"list":{},"failed":[]}</script>`;
    document.documentElement.setAttribute(PAGE_READY_ATTRIBUTE, '');
    expect(preloadsLeft()).toHaveLength(1);
  });

  it('keeps them in a page the server did not render: nothing else fetches its files ahead', () => {
    expect(preloadsLeft()).toHaveLength(1);
  });
});

describe('the remotes list written in the page', () => {
  /** The page's navigation entry with the Server-Timing entries its response had. */
  function navigationWith(timings: { name: string; description: string }[] | undefined) {
    Object.defineProperty(performance, 'getEntriesByType', {
      configurable: true,
      value: (type: string) => (type === 'navigation' ? [{ serverTiming: timings }] : []),
    });
  }

  it('is the list as served now when the site’s server rendered the page for this request', () => {
    navigationWith([{ name: 'render', description: 'render' }]);
    expect(renderedForThisRequest()).toBe(true);
    navigationWith([
      { name: 'render', description: 'render' },
      { name: 'cdn-cache', description: 'MISS' },
    ]);
    expect(renderedForThisRequest()).toBe(true);
  });

  it('is the list as served now when the server answered from its own page cache (keyed by the list)', () => {
    navigationWith([{ name: 'render', description: 'cache' }]);
    expect(renderedForThisRequest()).toBe(true);
  });

  it('may be older when a cache in front answered, or when the browser cannot tell', () => {
    navigationWith([
      { name: 'render', description: 'render' },
      { name: 'cdn-cache', description: 'HIT' },
    ]);
    expect(renderedForThisRequest()).toBe(false);
    navigationWith(undefined);
    expect(renderedForThisRequest()).toBe(false);
  });
});
