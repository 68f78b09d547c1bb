import type { Page } from '@playwright/test';
import { REMOTE_ORIGINS, type RemoteName } from '../origins';
import { fetchRouted } from '../requests';

export { REMOTE_ORIGINS, type RemoteName };

/** Makes a remote unreachable (its manifest and files fail), as if its server were down. */
export async function blockRemote(page: Page, remote: RemoteName): Promise<() => Promise<void>> {
  const pattern = `${REMOTE_ORIGINS[remote]}/**`;
  await page.route(pattern, (route) => route.abort('connectionrefused'));
  return () => page.unroute(pattern);
}

/** Delays every file of a remote by `ms`, as a slow network or server would. */
export async function delayRemote(page: Page, remote: RemoteName, ms: number): Promise<void> {
  await page.route(`${REMOTE_ORIGINS[remote]}/**`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

/**
 * Replaces a remote with one whose page throws while rendering: a minimal container (init/get) served in
 * place of its remoteEntry, and the remotes JSON pointing at it.
 */
export async function breakRemotePage(
  page: Page,
  remote: RemoteName,
  path: string,
  message: string,
): Promise<void> {
  const entry = `${REMOTE_ORIGINS[remote]}/broken-for-test/remoteEntry.js`;
  // The page as a cache in front would have sent it (its Server-Timing not the site server's): the browser then
  // reads the list as served now, this one, instead of the list written in the page (federation.ts readList).
  // Not by rewriting the page's response: a page Playwright answers is not on the loopback address space, and
  // the browser would refuse it the remotes on localhost.
  await page.addInitScript(() => {
    const entries = performance.getEntriesByType.bind(performance);
    performance.getEntriesByType = (type: string) =>
      type === 'navigation'
        ? entries(type).map((entry) => ({ ...entry.toJSON(), serverTiming: [] }) as PerformanceEntry)
        : entries(type);
  });
  await page.route('**/remotes.json', async (route) => {
    const response = await fetchRouted(route);
    const list = await response.json();
    // A line of its own, as a switch to this build would write: without the real build's digests.
    list.remotes[remote] = { ...list.remotes[remote], entry, integrity: undefined };
    await route.fulfill({ response, json: list });
  });
  const routes = `[{ path: ${JSON.stringify(path)}, Component: function Broken() { throw new Error(${JSON.stringify(message)}); } }]`;
  await page.route(entry, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `var ${remote} = { init: function () {}, get: function () { return Promise.resolve(function () { return { contract: 1, routes: ${routes} }; }); } };`,
    }),
  );
}
