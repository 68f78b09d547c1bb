import { DESKTOP, expect, expectNoHorizontalScroll, MOBILE, test } from '@springfield/shared/e2e';
import { GovernmentPage } from './pages/government-page';

/** Every dialog of the Government page: its opener, its name and a text that proves its content. */
const dialogs: { opener: string; name: string; shows: string[] }[] = [
  {
    opener: 'View Full Profile: Sarah Mitchell',
    name: 'Sarah Mitchell, Mayor',
    shows: [
      'About',
      'Education',
      'Office Hours',
      'Key Achievements',
      'Committee Memberships',
      '100 Main Street',
    ],
  },
  {
    opener: 'View Full Agenda: City Council Regular Meeting',
    name: 'City Council Regular Meeting: Full Agenda',
    shows: [
      'Tuesday, January 14, 2025',
      'City Hall Council Chambers',
      'Estimated duration: 45 minutes',
      'Budget Amendment Staff Report',
    ],
  },
  {
    opener: 'View Text: Resolution 2024-112: Climate Action Plan',
    name: 'Resolution 2024-112: Climate Action Plan',
    shows: ['Summary', 'Final Vote', 'For: 5 · Against: 1 · Abstain: 1', 'Full Text', 'Related Documents'],
  },
  {
    opener: 'Access Records: Budget & Finances',
    name: 'Budget & Finances',
    shows: ['$150M', '$65M (43.3%)', '$45M (30%)', 'Financial Reports'],
  },
  {
    opener: 'Access Records: Meeting Archives',
    name: 'Meeting Archives',
    shows: ['Public Hearings', 'Finance Committee Meeting'],
  },
  {
    opener: 'Access Records: Public Records',
    name: 'Public Records',
    shows: ['1-3 business days', '5-10 business days', 'In Progress', 'Submit New Request'],
  },
  {
    opener: 'Access Records: Ethics & Compliance',
    name: 'Ethics & Compliance',
    shows: ['Code of Ethics', 'Last updated: March 15, 2024', 'Financial Disclosures', 'Filed'],
  },
  {
    opener: 'Boards & Commissions',
    name: 'Boards & Commissions',
    shows: ['1 Opening', '2 Openings', 'No Openings', '3rd Wednesday, 7:00 PM'],
  },
  {
    opener: 'Submit Public Comment',
    name: 'Submit Public Comment',
    shows: ['Each speaker has 3 minutes', 'Email Council'],
  },
  {
    opener: 'Volunteer Opportunities',
    name: 'Volunteer Opportunities',
    shows: ['2-3 hours/month', 'Event-based', '4 hours/month'],
  },
];

for (const { opener, name, shows } of dialogs) {
  test(`dialog "${name}": focus moves in and stays, Escape returns it, axe passes`, async ({ page, axe }) => {
    const government = new GovernmentPage(page);
    await government.open();
    const opened = await government.openDialog(opener, name);
    for (const text of shows) {
      await expect(opened.dialog.getByText(text).first()).toBeVisible();
    }
    await axe('.ant-modal');
    await government.expectFocusTrapped();
    await government.closeWithEscape(opened.dialog, opened.opener);
  });
}

test('the budget dialog fits a phone screen and passes axe there', async ({ page, axe }) => {
  await page.setViewportSize(MOBILE);
  const government = new GovernmentPage(page);
  await government.open();
  const { dialog, opener } = await government.openDialog(
    'Access Records: Budget & Finances',
    'Budget & Finances',
  );
  await expect(dialog.getByText('$28M (18.7%)')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await axe('.ant-modal');
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('View Archive and View All Legislation open the archive and records dialogs instead of a 404', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  const government = new GovernmentPage(page);
  await government.open();
  const archive = await government.openDialog('View Archive', 'Meeting Archives');
  await archive.dialog.getByRole('button', { name: 'Committees' }).click();
  await expect(archive.dialog.getByRole('button', { name: 'Committees' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(archive.dialog.getByText('Planning Commission Meeting')).toHaveCount(0);
  await government.closeWithEscape(archive.dialog, archive.opener);
  const records = await government.openDialog('View All Legislation', 'Public Records');
  await expect(records.dialog.getByText('Legal Documents')).toBeVisible();
  await government.closeWithEscape(records.dialog, records.opener);
  await expect(page).toHaveURL(/\/government$/);
});

test('Watch Live opens the stream in a new tab and mail drafts carry their subjects', async ({ page }) => {
  const government = new GovernmentPage(page);
  await government.open();
  const agenda = await government.openDialog(
    'View Full Agenda: City Council Regular Meeting',
    'City Council Regular Meeting: Full Agenda',
  );
  const watch = agenda.dialog.getByRole('link', { name: 'Watch Live (opens in a new tab)' });
  await expect(watch).toHaveAttribute('target', '_blank');
  await expect(watch).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(watch).toHaveAttribute('href', /^https:\/\//);
  await government.closeWithEscape(agenda.dialog, agenda.opener);

  const comment = await government.openDialog('Submit Public Comment', 'Submit Public Comment');
  await expect(comment.dialog.getByRole('link', { name: 'Email Council' })).toHaveAttribute(
    'href',
    'mailto:council@springfield.gov?subject=Public%20Comment',
  );
  await expect(comment.dialog.getByRole('link', { name: 'View the meeting schedule' })).toHaveAttribute(
    'href',
    '/events',
  );
  await government.closeWithEscape(comment.dialog, comment.opener);

  const volunteer = await government.openDialog('Volunteer Opportunities', 'Volunteer Opportunities');
  await expect(
    volunteer.dialog.getByRole('link', { name: 'Contact about Youth Council Mentor' }),
  ).toHaveAttribute(
    'href',
    'mailto:youthcouncil@springfield.gov?subject=Volunteer%20Interest%3A%20Youth%20Council%20Mentor',
  );
});
