import { DESKTOP, expect, MOBILE, test, waitForHydration } from '@springfield/shared/e2e';
import {
  boards,
  budget,
  budgetShare,
  ethicsPolicies,
  legislation,
  meetingArchive,
  officials,
  recordsRequestTypes,
  titleSlug,
  upcomingMeetings,
  voteTally,
  volunteerOpportunities,
} from './pages/content';
import { GovernmentPage } from './pages/government-page';

// Issue 24: every dialog of the Government page has an address, and what opens it is a link to it. Without
// JavaScript the address shows the dialog's content in the page; before the page has come alive a tap loads
// the address, whose page opens the dialog; once alive a click opens it at once and the address follows.

const COMMENT_MAIL = 'mailto:council@springfield.gov?subject=Public%20Comment';

// The records the openers below lead to.
const [official] = officials;
const [meeting] = upcomingMeetings;
const resolution = legislation.find((item) => item.votes && item.votes.abstain > 0)!;
const [board] = boards;
const [opportunity] = volunteerOpportunities;

/** Get Involved's three links: their address and a text of their content. */
const GET_INVOLVED: [name: string, path: string, shows: string][] = [
  ['Boards & Commissions', '/government/boards', `Meets: ${board.meetings}`],
  ['Submit Public Comment', '/government/public-comment', 'Each speaker has 3 minutes'],
  ['Volunteer Opportunities', '/government/volunteer', `Time commitment: ${opportunity.timeCommitment}`],
];

/** The page's other openers: their address, the dialog's title and a text of its content. */
const OTHER_OPENERS: [name: string, path: string, title: string, shows: string][] = [
  [
    `View Full Profile: ${official.name}`,
    `/government/officials/${titleSlug(official.name)}`,
    `${official.name}, ${official.title}`,
    'Committee Memberships',
  ],
  [
    `View Full Agenda: ${meeting.title}`,
    `/government/agendas/${meeting.slug}`,
    `${meeting.title}: Full Agenda`,
    `Estimated duration: ${meeting.fullAgenda[0].duration}`,
  ],
  ['View Archive', '/government/meetings', 'Meeting Archives', meetingArchive[0].title],
  [
    'View All Legislation',
    '/government/legislation',
    'Public Records',
    recordsRequestTypes[0].processingTime,
  ],
  [
    `View Text: ${resolution.title}`,
    `/government/legislation/${titleSlug(resolution.title.split(':')[0])}`,
    resolution.title,
    voteTally(resolution.votes!),
  ],
  [
    'Access Records: Budget & Finances',
    '/government/budget',
    'Budget & Finances',
    budgetShare(budget.revenues[0]),
  ],
  [
    'Access Records: Ethics & Compliance',
    '/government/ethics',
    'Ethics & Compliance',
    ethicsPolicies[0].title,
  ],
];

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/government/public-comment shows how to comment: the Email Council mail link and the letter address', async ({
    page,
  }) => {
    await page.setViewportSize(MOBILE);
    const response = await page.goto('/government/public-comment');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Government' })).toBeVisible();
    const comment = page.getByRole('region', { name: 'Submit Public Comment' });
    await expect(comment.getByRole('heading', { level: 2, name: 'Submit Public Comment' })).toBeVisible();
    await expect(comment.getByText(/Each speaker has 3 minutes/)).toBeVisible();
    await expect(comment.getByRole('link', { name: 'Email Council' })).toHaveAttribute('href', COMMENT_MAIL);
    await expect(comment.getByRole('link', { name: 'View the meeting schedule' })).toHaveAttribute(
      'href',
      '/events',
    );
    const letter = comment.locator('address');
    await expect(letter).toContainText('Office of the City Clerk, Springfield City Hall');
    await expect(letter).toContainText('100 Main Street, Springfield, IL 62701');
    // Nothing there needs script: no button that would do nothing.
    await expect(comment.getByRole('button')).toHaveCount(0);

    await comment.getByRole('link', { name: 'Back to Government' }).click();
    await expect(page).toHaveURL(/\/government$/);
    await expect(page.getByRole('region', { name: 'Submit Public Comment' })).toHaveCount(0);
  });

  test('the Get Involved buttons are links that lead to their content', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    const government = new GovernmentPage(page);
    for (const [name, path, shows] of GET_INVOLVED) {
      await page.goto('/government');
      const link = government.section('Get Involved').getByRole('link', { name, exact: true });
      await expect(link).toHaveAttribute('href', path);
      await link.click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('region', { name }).getByText(shows)).toBeVisible();
    }
  });

  test('every other opener of a dialog is a link to its content as well', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    const government = new GovernmentPage(page);
    for (const [name, path, title, shows] of OTHER_OPENERS) {
      await page.goto('/government');
      const link = government.opener(name);
      await expect(link).toHaveAttribute('href', path);
      await link.click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('region', { name: title }).getByText(shows).first()).toBeVisible();
    }
  });
});

// axe needs script in the page: it checks each page as a browser without script shows it, in one with script.
test('each dialog’s content, as a browser without script shows it at its address, passes axe', async ({
  page,
  axe,
}) => {
  const government = new GovernmentPage(page);
  for (const [path, title] of [
    ['/government/public-comment', 'Submit Public Comment'],
    ['/government/boards', 'Boards & Commissions'],
    ['/government/budget', 'Budget & Finances'],
    [`/government/officials/${titleSlug(official.name)}`, `${official.name}, ${official.title}`],
  ]) {
    await government.openAsWithoutScript(path);
    await expect(page.getByRole('region', { name: title }), path).toBeVisible();
    await axe();
  }
});

for (const run of [1, 2, 3]) {
  // The dialog itself passes axe in government-dialogs.spec.ts: here, what a tap this early leads to.
  test(`Submit Public Comment tapped at first paint shows its dialog (run ${run})`, async ({ page }) => {
    await page.setViewportSize(MOBILE);
    const government = new GovernmentPage(page);
    await page.goto('/government', { waitUntil: 'commit' });
    // As soon as it shows: before the page has come alive the browser follows the link (the address's page
    // opens the dialog); after, the page opens it and the address follows.
    await government.section('Get Involved').getByRole('link', { name: 'Submit Public Comment' }).click();
    await expect(page).toHaveURL(/\/government\/public-comment$/);
    const dialog = government.dialog('Submit Public Comment');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Email Council' })).toHaveAttribute('href', COMMENT_MAIL);
    // Shown once: the content for a browser without script is not in the page as well.
    await expect(page.getByRole('link', { name: 'Email Council' })).toHaveCount(1);
  });
}

test('Submit Public Comment tapped before the page’s script has arrived loads its address, which opens it', async ({
  page,
}) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/main.js', async (route) => {
    await held;
    await route.continue();
  });
  const government = new GovernmentPage(page);
  await page.goto('/government');
  await government.section('Get Involved').getByRole('link', { name: 'Submit Public Comment' }).click();
  // The browser followed the link: a new page, the address's, still waiting for the site's script.
  await expect(page).toHaveURL(/\/government\/public-comment$/);
  await expect(page.locator('html[data-sf-listening]')).toHaveCount(0);
  release();
  await expect(government.dialog('Submit Public Comment')).toBeVisible();
  await expect(
    government.dialog('Submit Public Comment').getByRole('link', { name: 'Email Council' }),
  ).toHaveAttribute('href', COMMENT_MAIL);
});

test.describe('with JavaScript, once the page has come alive', () => {
  test('a Get Involved link opens its dialog where the page is, the address follows, and closing goes back', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    const government = new GovernmentPage(page);
    await government.open();
    const link = government.section('Get Involved').getByRole('link', { name: 'Volunteer Opportunities' });
    await link.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);

    const opened = await government.openDialog('Volunteer Opportunities', 'Volunteer Opportunities');
    await expect(page).toHaveURL(/\/government\/volunteer$/);
    // The page behind the dialog has not moved.
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await government.closeWithEscape(opened.dialog, opened.opener);
    await expect(page).toHaveURL(/\/government$/);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

    // Back closes a dialog, and Forward opens it again.
    await link.click();
    await expect(government.dialog('Volunteer Opportunities')).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/government$/);
    await expect(government.dialog('Volunteer Opportunities')).toBeHidden();
    await page.goForward();
    await expect(government.dialog('Volunteer Opportunities')).toBeVisible();
  });

  test('a dialog’s address loaded as a page hydrates as the server sent it, then opens that dialog', async ({
    page,
  }) => {
    const hydration: string[] = [];
    page.on('console', (message) => {
      if (/hydrat|did not match|server rendered|server HTML/i.test(message.text()))
        hydration.push(message.text());
    });
    await page.goto('/government/boards');
    await waitForHydration(page);
    const government = new GovernmentPage(page);
    const dialog = government.dialog('Boards & Commissions');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(`Meets: ${board.meetings}`)).toBeVisible();
    // The content written for a browser without script is not shown as well.
    await expect(page.getByText(`Meets: ${board.meetings}`)).toHaveCount(1);
    expect(hydration).toEqual([]);
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(page).toHaveURL(/\/government$/);
    await expect(dialog).toBeHidden();
  });
});
