// A page's live data (issue 25): what an area's backend read from its store for this page (an event's
// registered count, a service request's status), given to the page's components on both sides so that the
// browser's first render equals the server's. On the server the renderer sets it for the duration of one
// synchronous render (AREA_DATA); it also writes it into the page (#sf-server-render, `data`), where the browser
// reads it for the page it first shows. Later pages fetch theirs from the area's own API.

/** Where the server's renderer puts each area's live data while it renders a page. */
export const AREA_DATA = Symbol.for('springfield.area-data.v1');

const SERVER_RENDER_DATA_ID = 'sf-server-render';

let inPage: Record<string, unknown> | null | undefined;

function pageData(): Record<string, unknown> | null {
  if (inPage !== undefined) return inPage;
  inPage = null;
  try {
    const text = document.getElementById(SERVER_RENDER_DATA_ID)?.textContent;
    const data = text ? (JSON.parse(text) as { data?: unknown }).data : undefined;
    if (data && typeof data === 'object') inPage = data as Record<string, unknown>;
  } catch {
    // No server data: the page fetches its own.
  }
  return inPage;
}

/**
 * The live data the server rendered the first page with, for `area`: on the server, this render's; in the
 * browser, what the page carries (the same, so hydration matches). `undefined` when there is none (a page
 * rendered in the browser, or an area without a backend): the caller fetches it.
 */
export function areaData<T>(area: string): T | undefined {
  if (typeof document === 'undefined') {
    const data = (globalThis as Record<symbol, unknown>)[AREA_DATA] as Record<string, unknown> | undefined;
    return data?.[area] as T | undefined;
  }
  return pageData()?.[area] as T | undefined;
}

/** For tests: forget what was read from the page. */
export function resetAreaDataForTests(): void {
  inPage = undefined;
}
