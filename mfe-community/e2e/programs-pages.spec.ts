import { expect, openPage, test, SiteFrame } from '@springfield/shared/e2e';
import { programDocumentHref } from '../src/documents/document-paths';
import { programs, wholeNumber } from './pages/content';

const PROGRAMS = [
  ['green-springfield', 'Green Springfield Initiative', 'Active Program'],
  ['safe-streets', 'Safe Streets Program', 'Active Program'],
  ['neighborhood-revitalization', 'Neighborhood Revitalization Grants', 'Accepting Applications'],
  ['digital-inclusion', 'Digital Inclusion Initiative', 'Active Program'],
] as const;

// The list's and each program page's axe and width, at 1280 and 390 px, are the route sweep's
// (shell/e2e/accessibility.spec.ts).
test.describe('programs', () => {
  test('the list shows the summary tiles and four programs', async ({ page }) => {
    await openPage(page, '/programs');
    const frame = new SiteFrame(page);
    await frame.expectHeading('Programs & Initiatives');
    for (const text of [
      'Active Programs',
      '$8.6M',
      'Total Investment',
      '12,500+',
      'Residents Served',
      '58%',
      'Average Progress',
    ]) {
      await expect(frame.main.getByText(text, { exact: true })).toBeVisible();
    }
    for (const [id, title] of PROGRAMS) {
      const section = page.locator(`section#${id}`);
      await expect(section.getByRole('heading', { level: 2 })).toHaveText(title);
      await expect(section.getByRole('link', { name: /Learn More/ })).toHaveAttribute(
        'href',
        `/programs/${id}`,
      );
    }
    await expect(page.locator('section#neighborhood-revitalization')).toContainText('Accepting Applications');
  });

  test('each program’s page shows its title, status and sections', async ({ page }) => {
    for (const [id, title, status] of PROGRAMS) {
      await openPage(page, `/programs/${id}`);
      const frame = new SiteFrame(page);
      await frame.expectHeading(title);
      await expect(page).toHaveTitle(`${title} | City of Springfield`);
      const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(breadcrumb.getByRole('link', { name: 'Programs & Initiatives' })).toHaveAttribute(
        'href',
        '/programs',
      );
      await expect(frame.main.getByText(status, { exact: true })).toBeVisible();
      for (const heading of ['Program Overview', 'Progress', 'Program Goals', 'Contact Information']) {
        await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
      }
    }
  });
});

test('a document opens /documents/{slug}.pdf in a new tab', async ({ page }) => {
  const [document] = programs.flatMap((program) => program.documents);
  if (!document) throw new Error('no program has a document');
  const href = programDocumentHref(document.name);
  await openPage(page, '/programs');
  const link = page.getByRole('link', { name: `${document.name} (${document.type}, ` });
  await expect(link).toHaveAttribute('href', href);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  await expect(popup).toHaveURL(new RegExp(`${href.replace(/\./g, '\\.')}$`));
  await popup.close();
});

test('the program pages show their record’s stat cards, progress and facts', async ({ page }) => {
  for (const program of programs) {
    await openPage(page, `/programs/${program.id}`);
    const stats = page.getByRole('region', { name: 'Program at a glance' });
    await expect(stats.getByRole('listitem')).toHaveText(
      program.detail.stats.map((stat) => `${stat.value}${stat.label}`),
    );
    for (const bar of program.detail.progressBars) {
      await expect(page.getByText(`${wholeNumber(bar.current)} / ${wholeNumber(bar.target)}`)).toBeVisible();
    }
    for (const fact of program.detail.facts)
      await expect(page.getByText(fact, { exact: true })).toBeVisible();
  }
});

test('Learn More and get-involved links navigate inside the site', async ({ page }) => {
  await openPage(page, '/programs');
  await page
    .locator('section#safe-streets')
    .getByRole('link', { name: /Learn More/ })
    .click();
  await new SiteFrame(page).expectHeading('Safe Streets Program');
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'Programs & Initiatives' })
    .click();
  await page.getByRole('link', { name: 'Volunteer With Us' }).click();
  await new SiteFrame(page).expectHeading('Volunteer Opportunities');
});

test('an unknown or hostile program id shows Program Not Found', async ({ page, axe }) => {
  for (const [index, id] of ['abc', '999', '%3Cscript%3E'].entries()) {
    await openPage(page, `/programs/${id}`);
    await new SiteFrame(page).expectHeading('Program Not Found');
    await expect(page.getByText('The requested program could not be found.'), id).toBeVisible();
    // The same view each time: axe once.
    if (index === 0) await axe();
    await page.getByRole('link', { name: /Back to Programs/ }).click();
    await new SiteFrame(page).expectHeading('Programs & Initiatives');
  }
});
