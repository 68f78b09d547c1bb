// Languages and skew: a team that has not translated its area yet, or rolls back to a build from before the
// site had languages. The community remote is built from this repository's last commit before the languages
// (tooling/old-build.mjs: no catalogue, no loadMessages, an area.json without languages or translated link
// words), served beside today's shell and other remotes, and switched in by its line of the remotes list. Its
// pages show in English, marked lang="en", after the note in the page's language, in a frame that keeps the
// page's language; its forms work with script and without; nothing crashes and no string is missing.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from '@playwright/test';
import {
  expect,
  isFormPost,
  SiteFrame,
  startSecondDeployment,
  test,
  waitForHydration,
} from '@springfield/shared/e2e';

const require = createRequire(__filename);
const apps = require('../../tooling/apps.cjs');

const SHELL_PORT = apps.shell.port + 40;
const OLD_PORT = apps.shell.port + 41;
const shellOrigin = `http://localhost:${SHELL_PORT}`;
const oldDist = path.join(apps.root, '.old-build', 'mfe-community', 'dist');

const SUCCESS_TITLE = 'Feedback Submitted Successfully!';
const SUCCESS_MESSAGE =
  'Thank you for your feedback. We will review it and respond within 3-5 business days if follow-up was requested.';
const NOTE = {
  es: 'Esta página todavía no está disponible en español. Se muestra en inglés.',
  'zh-Hant': '此頁面尚未提供中文版本，以下內容以英文顯示。',
  section: '此區塊尚未提供中文版本，以下內容以英文顯示。',
};

let close: () => Promise<unknown>;

function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The feedback form's page: its English words inside the block marked English, after the page's note. */
async function expectFeedbackInEnglish(page: Page, note: string) {
  await expect(page.locator('main h1')).toHaveText('Submit Feedback');
  await expect(page.locator('main h1').locator('xpath=ancestor::*[@lang="en"]')).toHaveCount(1);
  await expect(page.getByRole('note').filter({ hasText: note })).toBeVisible();
}

test.describe('a remote built before the site had languages, beside today’s shell', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    const build = spawnSync('node', [path.join(apps.root, 'tooling', 'old-build.mjs')], { stdio: 'inherit' });
    expect(build.status, 'the community build from before the languages').toBe(0);
    const deployment = await startSecondDeployment({
      shellPort: SHELL_PORT,
      extra: [{ port: OLD_PORT, dir: oldDist }],
    });
    close = deployment.close;
    // The deploy runbook's one step: the community line of the list now describes the old build (its area.json).
    const { switchRemote } = await import('@springfield/server/switch-remote');
    await switchRemote(deployment.remotesFile, 'community', `http://localhost:${OLD_PORT}/mf-manifest.json`);
    // Rendered once before the journeys, as a deployment is warmed before it takes traffic (skew.spec.ts).
    await expect
      .poll(async () => (await fetch(`${shellOrigin}/es/feedback`)).status, {
        timeout: 60_000,
        intervals: [1000],
      })
      .toBe(200);
  });

  test.afterAll(async () => close?.());

  test('in Spanish its page is in English, marked, with the Spanish note; feedback sent with script is answered', async ({
    page,
    axe,
  }) => {
    const errors = collectErrors(page);
    await page.goto(`${shellOrigin}/es/feedback`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expectFeedbackInEnglish(page, NOTE.es);
    // The frame stays Spanish; the old build's link words, which it never translated, are marked English.
    await expect(page.getByRole('link', { name: 'Saltar al contenido principal' })).toBeAttached();
    const programs = page.getByRole('navigation', { name: 'Principal' }).getByRole('link', {
      name: 'Programs & Initiatives',
    });
    await expect(programs.locator('[lang="en"]')).toHaveText('Programs & Initiatives');
    await expect(programs).toHaveAttribute('href', '/es/programs');
    // Search engines are told the page is English only: its canonical is the English address, no alternates.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/feedback$/);
    await expect(page.locator('link[rel="canonical"]')).not.toHaveAttribute('href', /\/es\//);
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
    await axe();

    await waitForHydration(page);
    const form = page.locator('form#feedback-form');
    await form.getByLabel(/Email Address/).fill('ana@example.com');
    await form.getByLabel(/Your Message/).fill('La banca del parque Evergreen está rota.');
    await form.getByRole('button', { name: 'Submit Feedback' }).click();
    const toast = new SiteFrame(page).toast(SUCCESS_TITLE);
    await expect(toast).toContainText(SUCCESS_MESSAGE);
    await expect(page).toHaveURL(/\/es\/feedback$/);
    expect(errors).toEqual([]);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('in Chinese its form is sent and lands on its confirmation, still under /zh-hant', async ({
      page,
    }) => {
      await page.goto(`${shellOrigin}/zh-hant/feedback`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant');
      await expectFeedbackInEnglish(page, NOTE['zh-Hant']);
      const form = page.locator('form#feedback-form');
      await form.getByLabel(/Email Address/).fill('mei@example.com');
      await form.getByLabel(/Your Message/).fill('長青公園的長椅壞了。');
      const [posted] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith('/zh-hant/feedback') && isFormPost(r.request())),
        form.getByRole('button', { name: 'Submit Feedback' }).click(),
      ]);
      expect(posted.status()).toBe(303);
      await expect(page).toHaveURL(/\/zh-hant\/feedback\/thank-you$/);
      await expect(page.locator('main h1')).toHaveText(SUCCESS_TITLE);
      await expect(page.getByRole('status')).toHaveText(SUCCESS_MESSAGE);
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant');
    });
  });

  test('Home in Chinese shows the old build’s widget in English, marked, and the rest in Chinese', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto(`${shellOrigin}/zh-hant`);
    await waitForHydration(page);
    const initiatives = page.getByRole('heading', { name: 'City Initiatives' });
    await expect(initiatives).toBeVisible();
    await expect(initiatives.locator('xpath=ancestor-or-self::*[@lang="en"]')).not.toHaveCount(0);
    await expect(page.getByRole('note').filter({ hasText: NOTE.section })).not.toHaveCount(0);
    // Another area, translated, is in Chinese beside it.
    await expect(page.getByRole('heading', { name: '最新消息' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
