// One team, one deploy: the government remote is built alone, later than everything else, using an antd
// component (Tag) and a shared export (formatVoteShare) that the deployed shell's copies do not have, and a
// new path prefix. It is served beside the unchanged shell and the other three remotes, switched in by one
// line of the remotes list. Its pages and dialogs work, the other areas are untouched, and the bytes the
// skew costs are measured.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, startSecondDeployment, test, waitForHydration } from '@springfield/shared/e2e';

const require = createRequire(__filename);
const apps = require('../../tooling/apps.cjs');

const SHELL_PORT = apps.shell.port + 20;
const SKEW_PORT = apps.shell.port + 21;
const shellOrigin = `http://localhost:${SHELL_PORT}`;
const skewOrigin = `http://localhost:${SKEW_PORT}`;
const government = apps.remotes.find((r: { name: string }) => r.name === 'government');
const skewDist = path.join(apps.root, '.skew-build', 'mfe-government', 'dist');

let close: () => Promise<unknown>;
let remotesFile: string;

/** Points the government line of the list at a build, as the deploy runbook does (switch-remote.mjs). */
async function switchGovernment(origin: string) {
  const { switchRemote } = await import('@springfield/server/switch-remote');
  await switchRemote(remotesFile, 'government', `${origin}/mf-manifest.json`);
}

/** Console messages of a page, to find errors and the fallback's notes. */
function collectConsole(page: Page) {
  const messages: { type: string; text: string }[] = [];
  page.on('console', (message) => messages.push({ type: message.type(), text: message.text() }));
  return messages;
}

/** Bytes over the network (compressed) of the scripts each origin served, per origin. */
function collectScriptBytes(page: Page) {
  const bytes = new Map<string, number>();
  page.on('requestfinished', async (request) => {
    if (!request.url().endsWith('.js')) return;
    const sizes = await request.sizes();
    const origin = new URL(request.url()).origin;
    bytes.set(origin, (bytes.get(origin) ?? 0) + sizes.responseBodySize + sizes.responseHeadersSize);
  });
  return bytes;
}

async function openLegislationText(page: Page) {
  await page.goto(`${shellOrigin}/government`);
  await expect(page.getByRole('heading', { level: 1, name: 'Government' })).toBeVisible();
  await waitForHydration(page);
  await page
    .getByRole('link', { name: /^View Text/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: /Ordinance 2024-45/ });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('a remote built alone, later than the shell', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    const build = spawnSync('node', [path.join(apps.root, 'tooling', 'skew-build.mjs')], {
      stdio: 'inherit',
    });
    expect(build.status, 'the skewed government build').toBe(0);
    const deployment = await startSecondDeployment({
      shellPort: SHELL_PORT,
      extra: [{ port: SKEW_PORT, dir: skewDist }],
    });
    remotesFile = deployment.remotesFile;
    close = deployment.close;
    await switchGovernment(skewOrigin);
    // The site's server fetches and evaluates the new build's server module on its first render; on a busy
    // machine that can take longer than a remote has before its area counts as down (503, not kept). Like a
    // deployment warmed before it takes traffic, the page is rendered once before the journeys.
    await expect
      .poll(async () => (await fetch(`${shellOrigin}/government`)).status, {
        timeout: 60_000,
        intervals: [1000],
      })
      .toBe(200);
  });

  test.afterAll(async () => close?.());

  test('its page and dialog work with its own antd Tag and the newer shared export', async ({
    page,
    axe,
  }) => {
    const messages = collectConsole(page);
    const dialog = await openLegislationText(page);
    await expect(dialog.getByText('Vote share')).toBeVisible();
    await expect(dialog.getByText('6 of 7 council members (86%)')).toBeVisible();
    // The dialog keeps the site's look: its footer is shared's Button, from the remote's own copy of shared,
    // drawn in the site's primary colour.
    const close = dialog.getByRole('button', { name: 'Close', exact: true }).last();
    await expect(close).toHaveCSS('border-color', 'rgb(26, 79, 156)');
    await axe('[role="dialog"]');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('link', { name: /^View Text/ }).first()).toBeFocused();

    // Another dialog of the same remote, and a toast raised from its copy of shared, shown by the shell.
    await page
      .getByRole('link', { name: /^View Full Profile/ })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');

    const notes = messages.filter((m) => m.type === 'info').map((m) => m.text);
    expect(notes).toContain("government loads its own antd: the page's copy does not fit (it lacks Tag).");
    expect(notes.some((n) => n.startsWith('government loads its own @springfield/shared'))).toBe(true);
    expect(messages.filter((m) => m.type === 'error')).toEqual([]);
  });

  test('a toast raised by the skewed remote shows in the shell’s toaster', async ({ page }) => {
    await page.goto(`${shellOrigin}/government/budget/annual-budget-2025`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Share Document' }).click();
    // "Link Copied", or the address to copy by hand where the clipboard is not allowed.
    await expect(
      page.getByRole('region', { name: /notifications/i }).getByText(/^(Link Copied|Copy the Link)$/),
    ).toBeVisible();
  });

  test('a path prefix the remote added reaches its page through the list, with no shell build', async ({
    page,
  }) => {
    await page.goto(`${shellOrigin}/city-council`);
    await expect(page.getByRole('heading', { level: 1, name: 'Government' })).toBeVisible();
  });

  test('the other areas are untouched and keep the shell’s copies', async ({ page }) => {
    const messages = collectConsole(page);
    await page.goto(`${shellOrigin}/events`);
    // Before the page is alive the link opens the register page instead (the same form, without script).
    await waitForHydration(page);
    await page
      .getByRole('link', { name: /^Register to Attend/ })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    for (const route of ['/', '/news', '/departments', '/pay-fines', '/programs', '/faq/parking-permit']) {
      await page.goto(`${shellOrigin}${route}`);
      await expect(page.locator('main h1').first()).toBeVisible();
      await expect(page.getByText(/temporarily unavailable/)).toHaveCount(0);
    }
    // Only the skewed remote takes its own copies; nobody else was told to.
    expect(messages.filter((m) => m.type === 'info' && m.text.includes('loads its own'))).toEqual([]);
    expect(messages.filter((m) => m.type === 'error')).toEqual([]);
  });

  test('what the skew costs: the bytes of its own antd and shared, over the same visit unskewed', async ({
    page,
  }, testInfo) => {
    // Skewed: the government page and its legislation dialog.
    let bytes = collectScriptBytes(page);
    await openLegislationText(page);
    await page.waitForLoadState('networkidle');
    const skewed = bytes.get(skewOrigin) ?? 0;

    // The same visit with the government line switched back to the build that matches the shell.
    await switchGovernment(`http://localhost:${government.port}`);
    const fresh = await page.context().newPage();
    bytes = collectScriptBytes(fresh);
    await openLegislationText(fresh);
    await fresh.waitForLoadState('networkidle');
    await expect(fresh.getByRole('dialog').getByText('Vote share')).toHaveCount(0);
    const aligned = bytes.get(`http://localhost:${government.port}`) ?? 0;
    await switchGovernment(skewOrigin);

    const cost = `${((skewed - aligned) / 1024).toFixed(1)} KB`;
    console.log(
      `skew cost: the government page and a dialog load ${(skewed / 1024).toFixed(1)} KB of the remote's scripts ` +
        `skewed, ${(aligned / 1024).toFixed(1)} KB aligned with the shell: ${cost} more (its own antd and shared)`,
    );
    testInfo.annotations.push({ type: 'skew cost', description: cost });
    expect(skewed).toBeGreaterThan(aligned);
  });
});
