import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';
import * as server from '@springfield/server/telemetry';
import { testAreas } from '../../test/test-areas';
import { PAGE_READY_ATTRIBUTE, PAGE_READY_EVENT } from '../frame/page-ready';
import { parseRemotesList, setRemoteAreas, type RemoteArea } from '../remotes/remote-areas';
import { routeOf, startReporting, TELEMETRY_URL, versionOf } from './report';
import { startTelemetry } from './start-telemetry';

jest.mock('web-vitals', () => ({ onLCP: jest.fn(), onINP: jest.fn(), onCLS: jest.fn() }));

const SHA = `sha384-${'A'.repeat(64)}`;
/** A published build, as a deployment's list names it (the test areas are `npm start`'s, at an origin's root). */
const government: RemoteArea = {
  ...testAreas.find((area) => area.name === 'government')!,
  entry: 'https://cdn.springfield.gov/government/2025-01-14/mf-manifest.json',
  integrity: { entry: SHA, entryFile: 'remoteEntry.js' },
};

const beacon = jest.fn((_url: string | URL, _body?: BodyInit | null) => true);

/** The reports sent so far, parsed, each checked to go to the site's own /telemetry. */
function sent(): Record<string, unknown>[] {
  return beacon.mock.calls.map(([url, body]) => {
    expect(url).toBe(TELEMETRY_URL);
    return JSON.parse(String(body));
  });
}

/** Hands each metric to the callbacks given to its web-vitals function, as web-vitals does when it is final. */
function measure(metrics: Pick<Metric, 'name' | 'value'>[]) {
  const on = { LCP: onLCP, INP: onINP, CLS: onCLS } as const;
  for (const metric of metrics) {
    const calls = jest.mocked(on[metric.name as keyof typeof on]).mock.calls;
    for (const [callback] of calls) callback(metric as never);
  }
}

const errorEvent = (error: unknown, filename = '') =>
  new ErrorEvent('error', { error, filename, message: 'x' });
const rejection = (reason: unknown) => Object.assign(new Event('unhandledrejection'), { reason });

beforeEach(() => {
  setRemoteAreas(testAreas.map((area) => (area.name === 'government' ? government : area)));
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true, writable: true });
  window.history.replaceState(null, '', '/');
});

describe('startReporting', () => {
  it('reports each vital with its area, version and route shape, never the address or its query', () => {
    startReporting('/news/federal-grant-infrastructure');
    window.history.replaceState(null, '', '/search?q=jane+doe+42+elm+street');
    measure([
      { name: 'LCP', value: 1834.4 },
      { name: 'INP', value: 96 },
      { name: 'CLS', value: 0.123456 },
    ]);
    const version = versionOf(testAreas[0]);
    expect(version).toMatch(/^[0-9a-f]{8}$/);
    expect(sent()).toEqual([
      { kind: 'vital', name: 'LCP', value: 1834, route: '/news', area: 'news_events', version },
      { kind: 'vital', name: 'INP', value: 96, route: '/news', area: 'news_events', version },
      { kind: 'vital', name: 'CLS', value: 0.1235, route: '/news', area: 'news_events', version },
    ]);
    const bodies = beacon.mock.calls.map(([, body]) => String(body)).join('\n');
    expect(bodies).not.toMatch(/federal|jane|\?/);
  });

  it("reports an error's name, script file and place, and none of its message", () => {
    const report = startReporting('/');
    const typed = new TypeError('Cannot read "jane.doe@example.org" of undefined');
    report(errorEvent(typed, 'https://www.springfield.gov/470.de92768a34.js?v=jane#x'), '/government/budget');
    report(
      rejection(Object.assign(new Error('card 4111 1111 1111 1111'), { name: 'PaymentDeclined' })),
      '/faq/x',
    );
    report(rejection('jane doe'), '/search');
    report(errorEvent(null), '/contact');
    expect(sent()).toEqual([
      {
        kind: 'error',
        name: 'TypeError',
        file: '470.de92768a34.js',
        route: '/government',
        area: 'government',
        version: `2025-01-14.${server.fnv1a(`${government.entry} ${SHA}`)}`,
      },
      { kind: 'error', name: 'Error', route: '/faq', area: 'community', version: versionOf(testAreas[3]) },
      { kind: 'error', name: 'NonError', route: '/search', area: 'shell', version: 'current' },
      { kind: 'error', name: 'ScriptError', route: '/*', area: 'shell', version: 'current' },
    ]);
    expect(beacon.mock.calls.map(([, body]) => String(body)).join('\n')).not.toMatch(/jane|4111|Payment/);
  });

  it('reports an error thrown again and again once, and at most ten errors a page', () => {
    const report = startReporting('/');
    for (let i = 0; i < 50; i += 1) report(errorEvent(new RangeError('loop')), '/news');
    expect(beacon).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 50; i += 1) report(errorEvent(new RangeError('loop'), `https://x/${i}.js`), '/news');
    expect(beacon).toHaveBeenCalledTimes(10);
  });
});

describe('routeOf', () => {
  it("names an area's prefix, or the shell's Home, search page, or any other page", () => {
    expect(routeOf('/pay-bills/water', testAreas[1])).toBe('/pay-bills');
    expect(routeOf('/events', testAreas[0])).toBe('/events');
    expect(routeOf('/', undefined)).toBe('/');
    expect(routeOf('/search', undefined)).toBe('/search');
    expect(routeOf('/contact', undefined)).toBe('/*');
    expect(routeOf('/my-name-is-jane', undefined)).toBe('/*');
    expect(server.SHELL_ROUTES).toEqual(['/', '/search', '/*']);
  });
});

describe('what the site accepts', () => {
  it('computes each area’s version as the server does, from the same list', () => {
    const lines = {
      news_events: { entry: 'http://localhost:8081/mf-manifest.json', label: 'N', prefixes: ['/news'] },
      government: {
        entry: 'https://cdn.springfield.gov/government/2025-01-14/mf-manifest.json',
        label: 'G',
        prefixes: ['/government'],
        integrity: { server: SHA, entry: SHA, entryFile: 'remoteEntry.js' },
      },
      // Integrity the shell does not use (no entryFile, a malformed hash): it does not count on either side.
      community: {
        entry: 'https://cdn.springfield.gov/community/Build №7 (final)_with-a-long-name/mf-manifest.json',
        label: 'C',
        prefixes: ['/faq'],
        integrity: { entry: SHA },
      },
      services_payments: {
        entry: 'https://cdn.springfield.gov/services/v2/mf-manifest.json',
        label: 'S',
        prefixes: ['/services'],
        integrity: { entry: 'sha384-short', entryFile: 'remoteEntry.js' },
      },
      other: { entry: 'not an address', label: 'O', prefixes: ['/other'] },
    };
    const { areas, problems } = parseRemotesList({ contract: 1, remotes: lines });
    expect(problems).toEqual([]);
    const browser = Object.fromEntries(areas.map((area) => [area.name, versionOf(area)]));
    const site = Object.fromEntries(
      Object.entries(lines).map(([name, line]) => [name, server.versionOf(line)]),
    );
    expect(browser).toEqual(site);
    expect(new Set(Object.values(browser)).size).toBe(5);
    // The folder made of plain characters, cut to 24: "Build №7 (final)…" is "Build%20%E2%84%967%20(final)…".
    expect(browser.community).toMatch(/^build-20-e2-84-967-20-fi\.[0-9a-f]{8}$/);
    for (const version of Object.values(browser)) expect(version).toMatch(/^[a-z0-9._-]{1,40}$/);
  });
});

describe('startTelemetry', () => {
  const listeners: [string, EventListenerOrEventListenerObject][] = [];

  beforeEach(() => {
    document.documentElement.removeAttribute(PAGE_READY_ATTRIBUTE);
    const add = window.addEventListener.bind(window);
    jest.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
      if (type === 'error' || type === 'unhandledrejection') listeners.push([type, listener]);
      add(type, listener, options);
    });
  });

  afterEach(() => {
    for (const [type, listener] of listeners.splice(0)) window.removeEventListener(type, listener);
  });

  it('loads web-vitals only once the page is alive, and then sends the errors of the start-up', async () => {
    window.history.replaceState(null, '', '/news/some-article?utm_source=jane');
    const started = startTelemetry();
    window.dispatchEvent(errorEvent(new SyntaxError('unexpected "jane"'), 'https://x/main.js'));
    // Many turns of the event loop: nothing is loaded while the page is not alive.
    for (let i = 0; i < 20; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onLCP).not.toHaveBeenCalled();
    expect(beacon).not.toHaveBeenCalled();

    window.dispatchEvent(new Event(PAGE_READY_EVENT));
    await started;
    expect(onLCP).toHaveBeenCalledTimes(1);
    window.dispatchEvent(rejection(new TypeError('later')));
    measure([{ name: 'LCP', value: 900 }]);
    expect(sent().map(({ kind, name, route }) => [kind, name, route])).toEqual([
      ['error', 'SyntaxError', '/news'],
      ['error', 'TypeError', '/news'],
      ['vital', 'LCP', '/news'],
    ]);
  });

  it('starts at once on a page already alive', async () => {
    document.documentElement.setAttribute(PAGE_READY_ATTRIBUTE, '');
    await startTelemetry();
    expect(onINP).toHaveBeenCalledTimes(1);
    expect(onCLS).toHaveBeenCalledTimes(1);
  });

  it('does nothing in a browser without sendBeacon', async () => {
    Object.defineProperty(navigator, 'sendBeacon', { value: undefined, configurable: true, writable: true });
    document.documentElement.setAttribute(PAGE_READY_ATTRIBUTE, '');
    await startTelemetry();
    // Not even listening for errors.
    expect(listeners).toEqual([]);
    expect(onLCP).not.toHaveBeenCalled();
  });
});
