import type { Locator, Page, Request } from '@playwright/test';
import { DESKTOP, expect, test, waitForHydration, isFormPost } from '@springfield/shared/e2e';

// Issue 24, across every area: each form the site has is a real form (a method, a stable field name on every
// control), what a resident types never travels in an address, and a form sent without script is answered
// with post/redirect/get, so a refresh never sends it twice. Each area's own journeys check its forms' texts,
// errors and confirmations; this file checks what must hold for all of them, read from the pages themselves.

/** The pages with a form that carries personal data (POST), as a resident reaches them without script. */
const POST_FORMS = [
  '/feedback',
  '/services/pothole-report',
  '/services/building-permit',
  '/volunteer/park-cleanup/apply',
  '/events/2/register',
  '/news',
  '/pay-fines/pay/traffic',
];

/** Pages whose forms only look something up (GET): their fields may be in the address, by design. */
const GET_FORMS = ['/pay-fines', '/search?q=park'];

/** What a test types: found in an address, it leaked. */
const MARK = 'zqxmark';

/** A generated name (React's useId: «r1», :r1:, _R_1_) or any that is not a short word of the form's own. */
const STABLE_NAME = /^[a-z][A-Za-z0-9]*(?:-[a-z0-9]+)*$/;

/** Fills every visible control of a form as a resident would, with the marker in every text; says if it typed. */
async function fillWithMark(form: Locator): Promise<boolean> {
  let typed = false;
  const controls = form.locator('input:visible, textarea:visible, select:visible');
  for (let i = 0; i < (await controls.count()); i += 1) {
    const control = controls.nth(i);
    const tag = await control.evaluate((node) => node.tagName.toLowerCase());
    const type = (await control.getAttribute('type')) ?? 'text';
    if (tag === 'select') {
      await control.selectOption({ index: 1 });
    } else if (type === 'checkbox') {
      // "Submit anonymously" would hide the contact fields the test fills.
      const label =
        (await control.evaluate((node) => (node as HTMLInputElement).labels?.[0]?.textContent)) ?? '';
      if (!/anonymous/i.test(label)) await control.check();
    } else if (type === 'radio') {
      await control.check();
    } else if (type === 'email') {
      await control.fill(`${MARK}@example.com`);
      typed = true;
    } else if (type === 'tel') {
      await control.fill('555 0100');
    } else if ((await control.getAttribute('autocomplete')) === 'cc-number') {
      // A payment's card number: the journeys' test processor's card (PAYMENT_PROCESSOR=test).
      await control.fill('4242 4242 4242 4242');
    } else if (type !== 'hidden' && type !== 'submit') {
      await control.fill(`${MARK} ${i}`);
      typed = true;
    }
  }
  return typed;
}

/** The form of the page that carries personal data (the last one in the main content). */
const postForm = (page: Page) => page.locator('main form[method="post"]').last();

test.describe('every form of the site', () => {
  test('has an explicit method and names every control with a stable name of its own', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    for (const path of [...POST_FORMS, ...GET_FORMS]) {
      await page.goto(path);
      await waitForHydration(page);
      const forms = page.locator('main form');
      expect(await forms.count(), path).toBeGreaterThan(0);
      for (const form of await forms.all()) {
        expect(await form.getAttribute('method'), path).toMatch(/^(get|post)$/);
        const names = await form
          .locator('input:not([type=submit]):not([type=button]), textarea, select')
          .evaluateAll((nodes) => nodes.map((node) => (node as HTMLInputElement).name));
        for (const name of names) expect(name, `${path}: a control's name`).toMatch(STABLE_NAME);
      }
    }
  });

  for (const javaScriptEnabled of [true, false]) {
    test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
      test.use({ javaScriptEnabled });

      test('sends what a resident types in the body of a POST, never in an address', async ({ page }) => {
        test.slow();
        await page.setViewportSize(DESKTOP);
        const addresses: string[] = [];
        const posts: Request[] = [];
        page.on('request', (request) => {
          addresses.push(request.url());
          if (isFormPost(request)) posts.push(request);
        });
        for (const path of POST_FORMS) {
          await page.goto(path);
          if (javaScriptEnabled) await waitForHydration(page);
          const form = postForm(page);
          const typed = await fillWithMark(form);
          const sent = posts.length;
          await form.locator('button[type="submit"]').last().click();
          await expect.poll(() => posts.length, `${path}: the form was sent`).toBeGreaterThan(sent);
          const post = posts[posts.length - 1];
          // A payment's form has only its method to choose and the test card to type.
          if (typed)
            expect(post.postData() ?? '', `${path}: the typed values are in the body`).toContain(MARK);
          await post.response();
          addresses.push(page.url());
        }
        expect(addresses.filter((address) => address.includes(MARK))).toEqual([]);
      });
    });
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a sent form lands on its confirmation (303), and a refresh shows it again without sending twice', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (isFormPost(request)) posts.push(request.url());
    });
    await page.goto('/feedback');
    await page.getByLabel(/Email Address/).fill('ana@example.com');
    await page.getByLabel(/Your Message/).fill('The lights in Lincoln Park are out.');
    const [answer] = await Promise.all([
      page.waitForResponse((response) => isFormPost(response.request())),
      page.getByRole('button', { name: 'Submit Feedback' }).click(),
    ]);
    expect(answer.status()).toBe(303);
    await expect(page).toHaveURL('/feedback/thank-you');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Feedback Submitted Successfully!' }),
    ).toBeVisible();
    expect(posts).toHaveLength(1);
    const reload = await page.reload();
    expect(reload?.request().method()).toBe('GET');
    expect(reload?.status()).toBe(200);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Feedback Submitted Successfully!' }),
    ).toBeVisible();
    expect(posts).toHaveLength(1);
  });
});
