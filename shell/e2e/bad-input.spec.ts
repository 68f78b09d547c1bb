import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from '@springfield/shared/e2e';

// What a careless, confused or hostile visitor types. None of it may crash a page, run as script, or be lost.
const CORPUS: Record<string, string> = {
  empty: '',
  whitespace: '   \t  ',
  long: 'x'.repeat(10_000),
  markup: '<img src=x onerror="window.__xss=1"><b>bold</b>',
  script: '"><script>window.__xss=1</script><svg onload="window.__xss=1">',
  emoji: '🏙️🚧👩🏽‍🚒 Springfield ✅',
  rtl: 'مرحبا بكم في سبرينغفيلد שלום',
};

const FORM_PAGES = [
  '/',
  '/news',
  '/feedback',
  '/volunteer',
  '/services/pothole-report',
  '/services/building-permit',
  '/pay-fines',
];

async function textFields(page: Page) {
  const notText = [
    'checkbox',
    'radio',
    'hidden',
    'submit',
    'button',
    'file',
    'date',
    'number',
    'range',
    'color',
  ]
    .map((type) => `:not([type=${type}])`)
    .join('');
  return page.locator(
    `main input${notText}:visible, main textarea:visible, header input[type=search]:visible`,
  );
}

/**
 * What hostile input managed to run, on every page the test visits: a dialog it opened, or the corpus's
 * `window.__xss = 1` (reported at once through a binding that outlives each navigation, so a script that ran on
 * any page of a loop is caught, not only on the last one).
 */
async function guardAgainstScripts(page: Page): Promise<string[]> {
  const ran: string[] = [];
  page.on('dialog', (dialog) => {
    ran.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.exposeBinding('reportInjectedScript', ({ frame }) => {
    ran.push(`script ran on ${frame.url()}`);
  });
  await page.addInitScript(() => {
    Object.defineProperty(window, '__xss', {
      configurable: true,
      set() {
        void (window as unknown as { reportInjectedScript: () => Promise<void> }).reportInjectedScript();
      },
    });
  });
  return ran;
}

test('every visible form field takes the bad-input corpus as plain text', async ({ page }) => {
  test.setTimeout(300_000);
  const dialogs = await guardAgainstScripts(page);
  for (const path of FORM_PAGES) {
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const fields = await textFields(page);
    const count = await fields.count();
    for (const [name, value] of Object.entries(CORPUS)) {
      for (let i = 0; i < count; i++) {
        const field = fields.nth(i);
        const maxLength = Number((await field.getAttribute('maxlength')) ?? Infinity);
        const typed = value.slice(0, maxLength);
        await field.fill(typed);
        // What was typed is still there. The browser itself trims an e-mail input's surrounding spaces.
        const isEmail = (await field.getAttribute('type')) === 'email';
        await expect(field, `${path} field ${i} with ${name}`).toHaveValue(isEmail ? typed.trim() : typed);
      }
    }
    await expect(page.locator('main h1').first()).toBeVisible();
  }
  expect(dialogs).toEqual([]);
});

test('searching with hostile text shows no crash and runs no script', async ({ page }) => {
  const dialogs = await guardAgainstScripts(page);
  for (const value of Object.values(CORPUS).filter(Boolean)) {
    await page.goto('/');
    await waitForHydration(page);
    const search = page.getByRole('searchbox', { name: 'Search the site' }).first();
    await search.fill(value.slice(0, 200));
    await search.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('searchbox', { name: 'Search the site' })).toHaveValue(
      value.slice(0, 200).trim(),
    );
  }
  expect(dialogs).toEqual([]);
});

const HOSTILE_PATHS: [string, string][] = [
  ['/news/%3Cscript%3Ewindow.__xss%3D1%3C%2Fscript%3E', 'Article Not Found'],
  ['/news/%3Cb%3E', 'Article Not Found'],
  [`/news/${'a'.repeat(3000)}`, 'Article Not Found'],
  ['/news/%F0%9F%98%80', 'Article Not Found'],
  ['/events/999', 'Event Not Found'],
  ['/events/abc', 'Event Not Found'],
  ['/events/-1', 'Event Not Found'],
  ['/events/1.5', 'Event Not Found'],
  ['/events/%3Cimg%20src%3Dx%20onerror%3Dwindow.__xss%3D1%3E', 'Event Not Found'],
  ['/departments/..%2F..%2Fetc', 'Department Not Found'],
  ['/departments/%3Cscript%3E', 'Department Not Found'],
  ['/services/%3Cscript%3E', 'Service Not Found'],
  [`/services/${'s'.repeat(3000)}`, 'Service Not Found'],
  ['/government/budget/%3Cscript%3E', 'Document Not Found'],
  ['/government/%3Cscript%3E', 'Oops! Page not found'],
  ['/government/legislation/%3Cscript%3E', 'Oops! Page not found'],
  ['/government/a/b/c', 'Oops! Page not found'],
  ['/programs/%3Cscript%3E', 'Program Not Found'],
  ['/faq/%3Cscript%3E', 'Oops! Page not found'],
  ['/..%2F..%2Fetc%2Fpasswd', 'Oops! Page not found'],
  ['/%E2%80%AE%D7%A9%D7%9C%D7%95%D7%9D', 'Oops! Page not found'],
];

test('hostile paths show the record’s not-found view and run no script', async ({ page }) => {
  test.setTimeout(180_000);
  const dialogs = await guardAgainstScripts(page);
  for (const [path, heading] of HOSTILE_PATHS) {
    await page.goto(path);
    await expect(page.locator('main h1').first(), path).toContainText(heading);
  }
  expect(dialogs).toEqual([]);
});
