// Issue 30: a resident who reads Spanish reports a pothole, and one who reads Chinese pays a citation, each in
// their language from the first page to the confirmation, with JavaScript and without.
import {
  DESKTOP,
  MOBILE,
  expect,
  expectNoHorizontalScroll,
  isFormPost,
  openPage,
  SHELL_ORIGIN,
  startSecondDeployment,
  test,
  waitForHydration,
} from '@springfield/shared/e2e';
import { SiteFrame } from '@springfield/shared/e2e';

test.describe('a pothole report in Spanish', () => {
  test('with JavaScript: the form, its errors and its toast in Spanish', async ({ page, axe }) => {
    await openPage(page, '/es/services/pothole-report');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1, name: 'Reportar un bache' })).toBeVisible();
    const form = page.locator('main form');
    await form.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(form.getByText('El campo «Ubicación» es obligatorio.', { exact: true })).toBeVisible();
    await axe();
    await form.getByLabel(/^Ubicación/).fill('Calle Main y Avenida 5');
    await form.getByLabel(/^Descripción/).fill('Un bache de dos pies junto al cruce peatonal');
    await form.getByLabel(/^Gravedad/).selectOption({ label: 'Alta' });
    await form.getByRole('button', { name: 'Enviar solicitud' }).click();
    const toast = new SiteFrame(page).toast('Solicitud enviada');
    await expect(toast).toContainText(
      '¡Formulario enviado! En breve recibirá un correo electrónico de confirmación.',
    );
    await expect(toast).toContainText(/Número de solicitud: \d+/);
    await expect(form.getByLabel(/^Ubicación/)).toHaveValue('');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false, viewport: MOBILE });

    test('an incomplete report says what to correct in Spanish; a complete one lands on its confirmation', async ({
      page,
    }) => {
      await page.goto('/es/services/pothole-report');
      const form = page.locator('main form');
      await form.getByLabel(/^Descripción/).fill('Un bache profundo');
      const [answer] = await Promise.all([
        page.waitForResponse((response) => isFormPost(response.request())),
        form.getByRole('button', { name: 'Enviar solicitud' }).click(),
      ]);
      expect(answer.status()).toBe(422);
      await expect(page).toHaveURL('/es/services/pothole-report');
      const summary = page.locator('[data-sf-error-summary]');
      await expect(summary.getByRole('heading', { name: 'Hay un problema' })).toBeVisible();
      await expect(summary.getByRole('link', { name: 'El campo «Ubicación» es obligatorio.' })).toBeVisible();
      await expect(form.getByLabel(/^Descripción/)).toHaveValue('Un bache profundo');

      await form.getByLabel(/^Ubicación/).fill('Calle Elm 12');
      await form.getByLabel(/^Gravedad/).selectOption({ label: 'Media' });
      await form.getByRole('button', { name: 'Enviar solicitud' }).click();
      await expect(page).toHaveURL(/\/es\/services\/pothole-report\/submitted\?request=\d+$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expect(page.locator('main h1')).toHaveText('Solicitud enviada');
      await expect(page.getByRole('status')).toContainText('¡Formulario enviado!');
      await expectNoHorizontalScroll(page);
    });
  });
});

test.describe('a citation paid in Chinese', () => {
  // A store of its own: each journey pays a citation of its own once.
  test.describe.configure({ mode: 'serial' });
  const port = Number(new URL(SHELL_ORIGIN).port) + 45;
  test.use({ baseURL: `http://localhost:${port}` });
  let deployment: Awaited<ReturnType<typeof startSecondDeployment>> | undefined;

  test.beforeAll(async () => {
    // In this process, as the journeys' own server: the test processor.
    process.env.PAYMENT_PROCESSOR ??= 'test';
    // A deployment of its own starts its own embedded database and every area's backend: on a busy two-core
    // machine that once took longer than a test's 45 s.
    test.setTimeout(120_000);
    deployment = await startSecondDeployment({ shellPort: port, extra: [] });
  });

  test.afterAll(async () => {
    await deployment?.close();
  });

  test('with JavaScript: look up by number, pay in the dialog, a receipt in Chinese', async ({
    page,
    axe,
  }) => {
    await openPage(page, '/zh-hant/pay-fines');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant');
    await expect(page.getByRole('heading', { level: 1, name: '繳納罰款與稅款' })).toBeVisible();
    const main = page.locator('main');
    await main.getByLabel('罰單號碼').fill('TRF-2024-005678');
    await main.getByLabel('車牌號碼').fill('ABC1234');
    await main.getByRole('button', { name: '查詢罰單' }).click();
    const results = main.getByRole('region', { name: '查到的罰單' });
    await expect(results.getByRole('heading', { level: 3 })).toHaveText(['TRF-2024-005678']);
    await waitForHydration(page);
    await results.getByRole('link', { name: '立即付款：罰單 TRF-2024-005678' }).click();
    const dialog = page.getByRole('dialog', { name: '完成付款' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('$154.35')).toBeVisible();
    await axe();
    await expect(
      dialog.getByText('測試模式：不會轉移任何款項。請使用卡號 4242 4242 4242 4242。'),
    ).toBeVisible();
    await dialog.getByRole('radio', { name: '信用卡' }).check();
    await dialog.getByLabel('卡號').fill('4242 4242 4242 4242');
    await dialog.getByRole('button', { name: '立即付款' }).click();
    const toast = new SiteFrame(page).toast('付款成功');
    await expect(toast).toContainText('您已成功支付 $154.35。');
    await expect(toast).toContainText(/收據號碼：PAY-\d{4}-[0-9A-HJKMNP-TV-Z]{13}/);
    await expect(dialog).toBeHidden();
    await expect(results.getByText('已繳', { exact: true })).toBeVisible();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false, viewport: MOBILE });

    test('look up, pay on the payment’s own page, and land on its receipt in Chinese', async ({ page }) => {
      await page.goto('/zh-hant/pay-fines');
      const main = page.locator('main');
      await main.getByLabel('罰單號碼').fill('TRF-2024-001234');
      await main.getByLabel('車牌號碼').fill('ABC1234');
      await main.getByRole('button', { name: '查詢罰單' }).click();
      await expect(page).toHaveURL(/\/zh-hant\/pay-fines\?citation=TRF-2024-001234/);
      const results = main.getByRole('region', { name: '查到的罰單' });
      await results.getByRole('link', { name: '立即付款：罰單 TRF-2024-001234' }).click();
      await expect(page).toHaveURL(
        '/zh-hant/pay-fines/pay/TRF-2024-001234?citation=TRF-2024-001234&plate=ABC1234&last-name=',
      );
      const form = main.locator('form[method="post"]');
      // Without a method: the error summary, in Chinese.
      await form.getByRole('button', { name: '立即付款' }).click();
      await expect(page.locator('[data-sf-error-summary]')).toContainText('請選擇付款方式。');
      await form.getByRole('radio', { name: '信用卡' }).check();
      await form.getByLabel('卡號').fill('4242 4242 4242 4242');
      await form.getByRole('button', { name: '立即付款' }).click();
      await expect(page).toHaveURL(
        /\/zh-hant\/pay-fines\/paid\/TRF-2024-001234\?receipt=PAY-\d{4}-[0-9A-Z]{13}$/,
      );
      await expect(page.getByText('測試收據：未轉移任何款項。')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant');
      await expect(page.getByRole('status').first()).toContainText('您已成功支付 $77.18。');
      await expectNoHorizontalScroll(page);
    });
  });
});

// Issue 46: a service's Chinese record as a reader in Taiwan reads it (負責人 and 員工, not Hong Kong's 東主 and
// 僱員; 查核, not 核實), at both widths, and its form's labels without JavaScript.
test.describe('the business license service in Chinese', () => {
  test('its steps and form in Taiwan’s words, at 1280 px', async ({ page, axe }) => {
    await page.setViewportSize(DESKTOP);
    await openPage(page, '/zh-hant/services/business-license');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant');
    await expect(page.getByRole('heading', { level: 1, name: '營業執照申請' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main).toContainText('申請在 Springfield 市轄區內營業所需的執照。');
    await expect(main).toContainText('財政局人員查核您的營業資料，並確認是否符合分區規定。');
    await expect(main.getByLabel(/^負責人姓名/)).toBeVisible();
    await expect(main.getByLabel(/^員工人數/)).toBeVisible();
    await expect(main).not.toContainText(/東主|僱員|核實/);
    await axe();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false, viewport: MOBILE });

    test('its form asks for 負責人姓名 and 員工人數, at 390 px', async ({ page }) => {
      await page.goto('/zh-hant/services/business-license');
      const form = page.locator('main form');
      await expect(form.getByLabel(/^負責人姓名/)).toBeVisible();
      await expect(form.getByLabel(/^員工人數/)).toBeVisible();
      await expect(form.getByLabel(/^行業類型/).locator('option')).toContainText(['零售', '餐廳']);
      await expectNoHorizontalScroll(page);
    });
  });
});
