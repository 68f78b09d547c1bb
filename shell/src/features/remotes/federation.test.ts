import { registerRemotes } from '@module-federation/enhanced/runtime';
import { initFederation, resetRemote } from './federation';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  preloadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const ENTRY = 'http://remote.example/area/mf-manifest.json';

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
        remotes: { area: { entry: ENTRY, label: 'Area', prefixes: ['/area'] } },
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
