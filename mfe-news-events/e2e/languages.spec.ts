// Issue 30: a resident who reads Spanish registers for an event in Spanish, from the events list to the
// confirmation, with JavaScript (the list's dialog) and without (the register page, post/redirect/get).
import {
  DESKTOP,
  MOBILE,
  expect,
  expectNoHorizontalScroll,
  isFormPost,
  linkIn,
  mailTo,
  openPage,
  SiteFrame,
  test,
} from '@springfield/shared/e2e';

/**
 * A mail's subject as the resident's mail program shows it. The mailbox gives the header still in RFC 2047's
 * encoded words, their bytes decoded with the body's quoted-printable ("=?UTF-8?Q?Inscripción_confirmada:_…?"):
 * their texts joined, "_" a space (for a subject without "?", which ends each word's text).
 */
function subjectOf(mail: string): string {
  const header = mail.slice(mail.indexOf('Subject: '));
  return [...header.matchAll(/=\?UTF-8\?Q\?([^?]*)\?/gi)].map((word) => word[1].replace(/_/g, ' ')).join('');
}

/** A large event (no run fills it), in Spanish. */
const TOWN_HALL = { id: 12, title: 'Asamblea comunitaria sobre seguridad pública' };

test('with JavaScript: the list, the registration dialog and its toast in Spanish', async ({ page, axe }) => {
  await page.setViewportSize(DESKTOP);
  await openPage(page, '/es/events');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: 'Eventos y reuniones' })).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: TOWN_HALL.title });
  await card.getByRole('link', { name: /^Inscribirse para asistir/ }).click();
  const dialog = page.getByRole('dialog', { name: `Inscribirse en ${TOWN_HALL.title}` });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/es/events/${TOWN_HALL.id}/register$`));
  const submit = dialog.getByRole('button', { name: 'Completar inscripción' });
  await expect(submit).toBeDisabled();
  await axe('.ant-modal');
  await dialog.getByLabel(/^Nombre completo/).fill('Ana López');
  await dialog.getByLabel(/^Correo electrónico/).fill('ana@example.com');
  await submit.click();
  const toast = new SiteFrame(page).toast('¡Inscripción completada!');
  await expect(toast).toContainText(
    `Ya tiene su lugar en ${TOWN_HALL.title}. Pronto le enviaremos un correo electrónico de confirmación.`,
  );
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/es\/events$/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: MOBILE });

  test('an invalid registration says what to correct in Spanish; a valid one lands on its confirmation', async ({
    page,
  }) => {
    await page.goto(`/es/events/${TOWN_HALL.id}`);
    await page.getByRole('main').getByRole('link', { name: 'Inscribirse ahora' }).click();
    await expect(page).toHaveURL(`/es/events/${TOWN_HALL.id}/register`);
    const form = page.getByRole('region', { name: 'Inscripción al evento' });
    await form.getByLabel(/^Correo electrónico/).fill('ana@example');
    const [answer] = await Promise.all([
      page.waitForResponse((response) => isFormPost(response.request())),
      form.getByRole('button', { name: 'Enviar inscripción' }).click(),
    ]);
    expect(answer.status()).toBe(422);
    const summary = page.locator('[data-sf-error-summary]');
    await expect(summary.getByRole('heading', { name: 'Hay un problema' })).toBeVisible();
    await expect(summary.getByRole('link')).toHaveText([
      'Escriba su nombre completo.',
      'Escriba un correo electrónico válido, por ejemplo nombre@example.com.',
    ]);
    await expect(form.getByLabel(/^Correo electrónico/)).toHaveValue('ana@example');

    await form.getByLabel(/^Nombre completo/).fill('Ana López');
    await form.getByLabel(/^Correo electrónico/).fill('ana@example.com');
    await form.getByRole('button', { name: 'Enviar inscripción' }).click();
    await expect(page).toHaveURL(new RegExp(`/es/events/${TOWN_HALL.id}/registered`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.locator('main h1')).toHaveText('¡Inscripción completada!');
    await expect(page.getByRole('main')).toContainText(
      `Ya tiene su lugar en ${TOWN_HALL.title}. Pronto le enviaremos un correo electrónico de confirmación.`,
    );
    await expectNoHorizontalScroll(page);
  });

  test('the confirmation mail of a registration made in Spanish is in Spanish, and so are its links (issue 46)', async ({
    page,
  }) => {
    // A new address each run: the site asks it to confirm first (in Spanish), then sends the registration's mail.
    const email = `luz.${Date.now()}@example.com`;
    await page.goto(`/es/events/${TOWN_HALL.id}/register`);
    const form = page.getByRole('region', { name: 'Inscripción al evento' });
    await form.getByLabel(/^Nombre completo/).fill('Luz Ortega');
    await form.getByLabel(/^Correo electrónico/).fill(email);
    await form.getByRole('button', { name: 'Enviar inscripción' }).click();
    await expect(page).toHaveURL(new RegExp(`/es/events/${TOWN_HALL.id}/registered`));

    const ask = await mailTo(email, /\/mail\/confirm\?token=/);
    await page.goto(linkIn(ask, '/mail/confirm'));
    await page.getByRole('button', { name: 'Confirmar' }).click();

    // The registration's own mail: every fixed word Spanish, the event as the Spanish page shows it.
    const mail = await mailTo(email, new RegExp(`Ya tiene su lugar en ${TOWN_HALL.title}\\.`));
    expect(mail).toContain('Hola, Luz Ortega:');
    expect(mail).toContain(`Evento: ${TOWN_HALL.title}`);
    expect(mail).toContain('Fecha: martes, 25 de febrero de 2025');
    expect(mail).toMatch(/^Referencia de inscripción: REG-\d{6}$/m);
    expect(mail).toMatch(new RegExp(`^Página del evento: http://\\S+/es/events/${TOWN_HALL.id}$`, 'm'));
    expect(mail).toMatch(/^Ciudad de Springfield$/m);
    const body = mail.slice(mail.indexOf('\n\n'));
    expect(body).not.toContain('You are registered');
    expect(body).not.toContain('City of Springfield');
    expect(subjectOf(mail)).toMatch(
      new RegExp(
        `^Inscripción confirmada: ${TOWN_HALL.title}, martes, 25 de febrero de 2025 \\(REG-\\d{6}\\)$`,
      ),
    );

    // Its cancel link opens the Spanish page, which cancels it (the place goes back to the event).
    await page.goto(linkIn(mail, '/events/registration/cancel'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.locator('main h1')).toHaveText('Cancelar su inscripción');
    await page.getByRole('button', { name: 'Cancelar inscripción' }).click();
    await expect(page.locator('main h1')).toHaveText('Su inscripción está cancelada');
    await expectNoHorizontalScroll(page);
  });
});

// Issue 46: an event's Chinese record as a reader in Taiwan reads it: a building named in running text says what
// it is, with its English name once in brackets; the location line keeps the building's English name.
test.describe('an event in Chinese', () => {
  for (const viewport of [MOBILE, DESKTOP])
    test(`names the Senior Center in Chinese in its text, at ${viewport.width} px`, async ({ page, axe }) => {
      await page.setViewportSize(viewport);
      await openPage(page, '/zh-hant/events/9');
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant');
      await expect(page.getByRole('heading', { level: 1, name: '情人節長者聯誼會' })).toBeVisible();
      const main = page.getByRole('main');
      await expect(main).toContainText(
        '在長青活動中心（Springfield Senior Center）為 Springfield 長者送上音樂、茶點與溫馨陪伴。',
      );
      await expect(main).toContainText('已報名的來賓可享免費接送；請致電長青活動中心安排接送。');
      await expect(main).not.toContainText('在 Senior Center');
      await expect(main.locator('dd').filter({ hasText: '88 Maple Street' })).toContainText(
        'Springfield Senior Center',
      );
      await axe();
      await expectNoHorizontalScroll(page);
    });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false, viewport: MOBILE });

    test('a public hearing is 公聽會, near 大眾運輸, with 手語翻譯 on request', async ({ page }) => {
      await page.goto('/zh-hant/events/6');
      await expect(
        page.getByRole('heading', { level: 1, name: '規劃委員會公聽會：分區法規修訂' }),
      ).toBeVisible();
      const main = page.getByRole('main');
      await expect(main).toContainText('大眾運輸場站周邊的混合使用建築');
      await expect(main).toContainText('如需助聽設備或美國手語（ASL）翻譯，請至少提前 48 小時提出申請。');
      await expect(main).not.toContainText('聽證會');
      await expectNoHorizontalScroll(page);
    });
  });
});
