import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import {
  REMOTE_ORIGINS,
  expect,
  openPage,
  startSecondDeployment,
  test,
  waitForHydration,
} from '@springfield/shared/e2e';

const require = createRequire(__filename);
const apps = require('../../tooling/apps.cjs');

const {
  SINGLETON_LIBRARIES,
  singletonChunkOwners,
  copiesLoaded,
} = require('../../tooling/federation-copies.cjs');

test('exactly one copy of each shared library loads while visiting every area and opening dialogs', async ({
  page,
}) => {
  const loaded = new Set<string>();
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) loaded.add(response.url().split('?')[0]);
  });
  for (const route of ['/', '/news', '/departments', '/government', '/programs']) {
    await openPage(page, route);
  }
  // Pages render without antd: it loads with the first dialog. Dialogs of two remotes share one copy.
  await openPage(page, '/events');
  await page
    .getByRole('link', { name: /^Register to Attend/ })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await openPage(page, '/government');
  await page
    .getByRole('link', { name: /^View Full Profile/ })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.waitForLoadState('networkidle');

  const owners = await singletonChunkOwners();
  const copies: Record<string, string[]> = copiesLoaded(owners, [...loaded]);
  // Every singleton comes from one app only (the shell, which loads first).
  for (const library of SINGLETON_LIBRARIES) {
    expect(copies[library] ?? [], `${library} loaded from`).toHaveLength(1);
  }

  // The runtime agrees: one provider per library, all in one version.
  const providers = await page.evaluate(() => {
    const share = (
      globalThis as unknown as {
        __FEDERATION__: {
          __SHARE__: Record<
            string,
            Record<string, Record<string, Record<string, { from: string; loaded?: boolean }>>>
          >;
        };
      }
    ).__FEDERATION__.__SHARE__;
    const seen: Record<string, string[]> = {};
    for (const scopes of Object.values(share)) {
      for (const packages of Object.values(scopes)) {
        for (const [name, versions] of Object.entries(packages)) {
          for (const [version, info] of Object.entries(versions)) {
            if (!info.loaded) continue;
            const entry = `${version} from ${info.from}`;
            seen[name] = [...new Set([...(seen[name] ?? []), entry])];
          }
        }
      }
    }
    return seen;
  });
  for (const [name, list] of Object.entries(providers)) {
    expect(list, `${name} providers`).toHaveLength(1);
  }
  expect(providers.react).toEqual(['19.3.1 from shell']);
});

test('the remotes list is served fresh with every remote’s manifest and the area its build declares', async ({
  request,
}) => {
  const response = await request.get('/remotes.json');
  expect(response.headers()['cache-control']).toBe('no-cache');
  const list = await response.json();
  expect(list.contract).toBe(1);
  expect(Object.keys(list.remotes)).toEqual(['news_events', 'services_payments', 'government', 'community']);
  for (const remote of apps.remotes) {
    const area = apps.areaOf(remote);
    expect(list.remotes[remote.name]).toMatchObject({
      entry: `http://localhost:${remote.port}/mf-manifest.json`,
      label: area.label,
      prefixes: area.prefixes,
      widgets: area.widgets,
    });
    // The build publishes the same declaration beside its manifest, with the name of its server module.
    const published = await request.get(`http://localhost:${remote.port}/area.json`);
    const declared = await published.json();
    expect(declared).toEqual({
      ...area,
      server: expect.stringMatching(/^server\/server\.[0-9a-f]{10}\.js$/),
      // The date its content last changed (the footer's "Last updated").
      built: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(list.remotes[remote.name].server).toBe(declared.server);
  }
});

/** The served list with one remote's manifest moved to another origin. */
function withEntry(name: string, origin: string) {
  const list = apps.remotesJson();
  list.remotes[name] = { ...list.remotes[name], entry: `${origin}/mf-manifest.json` };
  return list;
}

test.describe('moving one remote by editing the served remotes JSON, with no rebuild', () => {
  const SHELL_PORT = apps.shell.port + 10;
  const MOVED_PORT = apps.shell.port + 11;
  let close: () => Promise<unknown>;
  let remotesFile: string;

  test.beforeAll(async () => {
    // A deployment of its own starts its own embedded database and every area's backend: on a busy two-core
    // machine that once took longer than a test's 45 s.
    test.setTimeout(120_000);
    // A second deployment: the same shell build with its own remotes JSON, and the news remote's build
    // served from another origin.
    const deployment = await startSecondDeployment({
      shellPort: SHELL_PORT,
      extra: [{ port: MOVED_PORT, dir: path.join(apps.root, 'mfe-news-events', 'dist') }],
    });
    remotesFile = deployment.remotesFile;
    close = deployment.close;
  });

  test.afterAll(async () => close?.());

  test('the shell loads the remote from its new place, and from the old one after a roll-back', async ({
    page,
  }) => {
    const origins = new Set<string>();
    page.on('request', (request) => {
      if (request.url().includes('remoteEntry') || request.url().includes('mf-manifest')) {
        origins.add(new URL(request.url()).origin);
      }
    });

    fs.writeFileSync(remotesFile, JSON.stringify(withEntry('news_events', `http://localhost:${MOVED_PORT}`)));
    await page.goto(`http://localhost:${SHELL_PORT}/news`);
    await expect(page.getByRole('heading', { level: 1, name: 'Newsroom' })).toBeVisible();
    // The heading is in the server's HTML; the browser asks for the remote when the page comes alive.
    await waitForHydration(page);
    expect(origins).toContain(`http://localhost:${MOVED_PORT}`);
    expect(origins).not.toContain(REMOTE_ORIGINS.news_events);

    origins.clear();
    fs.writeFileSync(remotesFile, JSON.stringify(apps.remotesJson()));
    await page.goto(`http://localhost:${SHELL_PORT}/events`);
    await expect(page.getByRole('heading', { level: 1, name: 'Events & Meetings' })).toBeVisible();
    await waitForHydration(page);
    expect(origins).toContain(REMOTE_ORIGINS.news_events);
    expect(origins).not.toContain(`http://localhost:${MOVED_PORT}`);
  });
});
