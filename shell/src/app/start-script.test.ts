// start.js (shell/public): when a page the server rendered loads its app. It is plain JavaScript written into
// every page; here it runs in jsdom against a page with the server's template of scripts.
import fs from 'node:fs';
import path from 'node:path';

const START_JS = fs.readFileSync(path.join(__dirname, '..', '..', 'public', 'start.js'), 'utf8');

const PLACE = { area: 'news_events', version: '2025-01-14.1f0c3a9e', route: '/news' };

/** The server's page: #root, then the inert template of the app's files (ssr.ts, afterPaintTags). */
function serverPage(rootHtml = '<main><h1>Newsroom</h1></main>'): void {
  document.head.innerHTML = '';
  document.body.innerHTML =
    `<div id="root" data-sf-place='${JSON.stringify(PLACE)}'>${rootHtml}</div>` +
    '<template id="sf-after-paint"><link rel="preload" href="/917.js" as="script">' +
    '<script defer="defer" src="/main.js"></script></template>';
}

/** Runs start.js as the page does. */
function runStart(): void {
  new Function(START_JS)();
}

/** The app's entry, once start.js has moved it into the page. */
const entry = () => document.head.querySelector('script[src="/main.js"]');

let observed: Element[];
let intersect: ((entries: { isIntersecting: boolean }[]) => void) | undefined;

beforeEach(() => {
  sessionStorage.clear();
  observed = [];
  intersect = undefined;
  // IntersectionObserver (jsdom has none): the test says when an observed part comes into view.
  (globalThis as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
    constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
      intersect = callback;
    }
    observe(element: Element) {
      observed.push(element);
    }
    disconnect() {
      intersect = undefined;
    }
  };
  // The listeners each run adds to document and window, removed after it so that runs do not add up.
  const record =
    (target: Document | Window) =>
    (
      type: string,
      listener: EventListenerOrEventListenerObject,
      options?: boolean | AddEventListenerOptions,
    ) => {
      EventTarget.prototype.addEventListener.call(target, type, listener, options);
      removers.push(() => EventTarget.prototype.removeEventListener.call(target, type, listener, options));
    };
  jest.spyOn(document, 'addEventListener').mockImplementation(record(document));
  jest.spyOn(window, 'addEventListener').mockImplementation(record(window));
});

const removers: (() => void)[] = [];
afterEach(() => {
  for (const remove of removers.splice(0)) remove();
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('start.js on a first visit', () => {
  it('loads nothing while the visitor only reads, even after the page has painted', () => {
    jest.useFakeTimers();
    serverPage();
    runStart();
    jest.advanceTimersByTime(60_000);
    expect(entry()).toBeNull();
    expect(document.head.querySelector('link[rel="preload"]')).toBeNull();
    expect(sessionStorage.getItem('sf:started')).toBeNull();
  });

  it.each(['pointerdown', 'touchstart', 'mousemove', 'wheel', 'keydown', 'focusin'])(
    'loads the app, preloads first, when the visitor reaches for the page (%s)',
    (type) => {
      serverPage();
      runStart();
      document.body.dispatchEvent(new Event(type, { bubbles: true }));
      const files = [...document.head.children].map(
        (node) => node.getAttribute('href') ?? node.getAttribute('src'),
      );
      expect(files).toEqual(['/917.js', '/main.js']);
      expect((entry() as HTMLScriptElement).async).toBe(false);
      // Once: a second reach adds nothing.
      document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      expect(document.head.querySelectorAll('script')).toHaveLength(1);
    },
  );

  it('loads the app once a part that moves by itself comes into view, not before', () => {
    serverPage('<main><div data-sf-moves="">carousel</div></main>');
    runStart();
    expect(observed.map((element) => element.textContent)).toEqual(['carousel']);
    intersect?.([{ isIntersecting: false }]);
    expect(entry()).toBeNull();
    intersect?.([{ isIntersecting: true }]);
    expect(entry()).not.toBeNull();
  });

  it('remembers for this tab that the app started, and a later page starts once painted', () => {
    jest.useFakeTimers();
    serverPage();
    runStart();
    document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
    expect(sessionStorage.getItem('sf:started')).toBe('1');

    for (const remove of removers.splice(0)) remove();
    serverPage();
    runStart();
    expect(entry()).toBeNull();
    // No paint timing in jsdom: the timer of a page that never paints starts it.
    jest.advanceTimersByTime(1000);
    expect(entry()).not.toBeNull();
  });
});

describe('start.js keeps a tap made before the page is alive', () => {
  afterEach(() => document.documentElement.removeAttribute('data-sf-listening'));

  it('taps a button again, once, when the page is alive', async () => {
    serverPage('<button type="button" id="menu">Menu</button>');
    runStart();
    const menu = document.getElementById('menu') as HTMLButtonElement;
    const taps: Event[] = [];
    menu.addEventListener('click', (event) => taps.push(event));
    menu.click();
    expect(taps).toHaveLength(1);
    // The app listens, then says it is alive (page-ready.ts).
    document.documentElement.setAttribute('data-sf-listening', '');
    window.dispatchEvent(new Event('sf:ready'));
    await Promise.resolve();
    expect(taps).toHaveLength(2);
    window.dispatchEvent(new Event('sf:ready'));
    await Promise.resolve();
    expect(taps).toHaveLength(2);
  });
});

describe('start.js reports the vitals of a visit whose app never started', () => {
  type Entry = { startTime: number; value?: number; hadRecentInput?: boolean };
  let observers: Record<string, (entries: Entry[]) => void>;
  let beacons: [string, unknown][];
  let visibility: DocumentVisibilityState;

  beforeEach(() => {
    observers = {};
    beacons = [];
    visibility = 'visible';
    // jsdom measures nothing: the test gives the entries the browser would.
    (globalThis as unknown as { PerformanceObserver: unknown }).PerformanceObserver = class {
      constructor(private readonly callback: (list: { getEntries: () => Entry[] }) => void) {}
      observe({ type }: { type: string }) {
        observers[type] = (entries) => this.callback({ getEntries: () => entries });
      }
      disconnect() {
        for (const type of Object.keys(observers)) delete observers[type];
      }
    };
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: (url: string, body: string) => beacons.push([url, JSON.parse(body)]),
    });
    jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  });
  afterEach(() => {
    delete (globalThis as unknown as { PerformanceObserver?: unknown }).PerformanceObserver;
    delete (navigator as unknown as { sendBeacon?: unknown }).sendBeacon;
  });

  const hide = () => {
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
  };

  it('sends the largest paint and the largest window of shifts when the page is hidden, once', () => {
    serverPage();
    runStart();
    observers['largest-contentful-paint']([{ startTime: 640.2 }, { startTime: 912.7 }]);
    observers['layout-shift']([
      { startTime: 100, value: 0.01 },
      { startTime: 600, value: 0.02 },
      // After the visitor's input: not counted.
      { startTime: 700, value: 0.5, hadRecentInput: true },
      // Two seconds later: a new window, smaller.
      { startTime: 2700, value: 0.02 },
    ]);
    hide();
    hide();
    expect(beacons).toEqual([
      ['/telemetry', { kind: 'vital', name: 'LCP', value: 913, ...PLACE }],
      ['/telemetry', { kind: 'vital', name: 'CLS', value: 0.03, ...PLACE }],
    ]);
  });

  it('leaves the reports to the app once it has started, and sends nothing for a page the server did not place', () => {
    serverPage();
    runStart();
    observers['largest-contentful-paint']([{ startTime: 640 }]);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    hide();
    expect(beacons).toEqual([]);

    for (const remove of removers.splice(0)) remove();
    visibility = 'visible';
    serverPage();
    document.getElementById('root')?.removeAttribute('data-sf-place');
    runStart();
    expect(Object.keys(observers)).not.toContain('largest-contentful-paint');
    hide();
    expect(beacons).toEqual([]);
  });
});
