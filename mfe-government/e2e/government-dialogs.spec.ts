import { DESKTOP, expect, expectNoHorizontalScroll, MOBILE, test } from '@springfield/shared/e2e';
import {
  boards,
  budget,
  budgetShare,
  ethicsPolicies,
  fullDate,
  legislation,
  longDate,
  meetingArchive,
  officials,
  recordsRequestTypes,
  upcomingMeetings,
  vacancyLabel,
  voteTally,
  volunteerMail,
  volunteerOpportunities,
} from './pages/content';
import { GovernmentPage } from './pages/government-page';

// The records the dialogs below show.
const [official] = officials;
const [meeting] = upcomingMeetings;
const resolution = legislation.find((item) => item.votes && item.votes.abstain > 0)!;
const committee = meetingArchive.find((entry) => entry.type === 'Committees')!;
const [policy] = ethicsPolicies;

/** Every dialog of the Government page: its opener, its name and texts that prove its content. */
const dialogs: { opener: string; name: string; shows: string[] }[] = [
  {
    opener: `View Full Profile: ${official.name}`,
    name: `${official.name}, ${official.title}`,
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
    opener: `View Full Agenda: ${meeting.title}`,
    name: `${meeting.title}: Full Agenda`,
    shows: [
      fullDate(meeting.date),
      meeting.location,
      `Estimated duration: ${meeting.fullAgenda[1].duration}`,
      ...meeting.documents.map((doc) => doc.name),
    ],
  },
  {
    opener: `View Text: ${resolution.title}`,
    name: resolution.title,
    shows: ['Summary', 'Final Vote', voteTally(resolution.votes!), 'Full Text', 'Related Documents'],
  },
  {
    opener: 'Access Records: Budget & Finances',
    name: 'Budget & Finances',
    shows: [
      `$${budget.totalBudget}M`,
      budgetShare(budget.revenues[0]),
      budgetShare(budget.expenditures[0]),
      'Financial Reports',
    ],
  },
  {
    opener: 'Access Records: Meeting Archives',
    name: 'Meeting Archives',
    shows: ['Public Hearings', committee.title],
  },
  {
    opener: 'Access Records: Public Records',
    name: 'Public Records',
    shows: [...recordsRequestTypes.map((type) => type.processingTime), 'In Progress', 'Submit New Request'],
  },
  {
    opener: 'Access Records: Ethics & Compliance',
    name: 'Ethics & Compliance',
    shows: [policy.title, `Last updated: ${longDate(policy.lastUpdated)}`, 'Financial Disclosures', 'Filed'],
  },
  {
    opener: 'Boards & Commissions',
    name: 'Boards & Commissions',
    shows: [
      ...boards.map((board) => vacancyLabel(board.vacancies)),
      ...boards.map((board) => board.meetings),
    ],
  },
  {
    opener: 'Submit Public Comment',
    name: 'Submit Public Comment',
    shows: ['Each speaker has 3 minutes', 'Email Council'],
  },
  {
    opener: 'Volunteer Opportunities',
    name: 'Volunteer Opportunities',
    shows: volunteerOpportunities.map((opportunity) => opportunity.timeCommitment),
  },
];

// One visit opens them all, one after another, as a visitor may: each page load would only repeat the first.
test('every dialog: focus moves in and stays, its content shows, axe passes, Escape returns focus', async ({
  page,
  axe,
}) => {
  test.setTimeout(120_000);
  const government = new GovernmentPage(page);
  await government.open();
  for (const { opener, name, shows } of dialogs) {
    await test.step(name, async () => {
      const opened = await government.openDialog(opener, name);
      for (const text of shows) {
        await expect(opened.dialog.getByText(text).first(), `${name}: ${text}`).toBeVisible();
      }
      await axe('.ant-modal');
      await government.expectFocusTrapped();
      await government.closeWithEscape(opened.dialog, opened.opener);
    });
  }
});

test('the budget dialog fits a phone screen and passes axe there', async ({ page, axe }) => {
  await page.setViewportSize(MOBILE);
  const government = new GovernmentPage(page);
  await government.open();
  const { dialog, opener } = await government.openDialog(
    'Access Records: Budget & Finances',
    'Budget & Finances',
  );
  await expect(dialog.getByText(budgetShare(budget.revenues[budget.revenues.length - 1]))).toBeVisible();
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
  for (const entry of meetingArchive.filter((each) => each.type === 'Planning Commission')) {
    await expect(archive.dialog.getByText(entry.title)).toHaveCount(0);
  }
  await government.closeWithEscape(archive.dialog, archive.opener);
  const records = await government.openDialog('View All Legislation', 'Public Records');
  await expect(records.dialog.getByText(recordsRequestTypes[0].type, { exact: true })).toBeVisible();
  await government.closeWithEscape(records.dialog, records.opener);
  await expect(page).toHaveURL(/\/government$/);
});

test('Watch Live opens the stream in a new tab and mail drafts carry their subjects', async ({ page }) => {
  const government = new GovernmentPage(page);
  await government.open();
  const live = upcomingMeetings.find((each) => each.hasLivestream)!;
  const agenda = await government.openDialog(`View Full Agenda: ${live.title}`, `${live.title}: Full Agenda`);
  const watch = agenda.dialog.getByRole('link', { name: 'Watch Live (opens in a new tab)' });
  await expect(watch).toHaveAttribute('target', '_blank');
  await expect(watch).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(watch).toHaveAttribute('href', live.streamLink);
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
  for (const opportunity of volunteerOpportunities) {
    await expect(
      volunteer.dialog.getByRole('link', { name: `Contact about ${opportunity.title}` }),
    ).toHaveAttribute('href', volunteerMail(opportunity));
  }
});
