import { DESKTOP, expect, expectNoHorizontalScroll, MOBILE, test } from '@springfield/shared/e2e';
import { governmentDocuments, legislation, officials, upcomingMeetings, voteTally } from './pages/content';
import { GovernmentPage } from './pages/government-page';

/** The minutes Recent Meetings reads online: the government document of the Meeting Minutes category. */
const minutes = governmentDocuments.find((doc) => doc.category === 'Meeting Minutes')!;

const sections = [
  'Your Elected Officials',
  'Upcoming Meetings',
  'Recent Meetings',
  'Legislative Tracker',
  'Transparency & Open Data',
  'Contact Your Government',
  'Get Involved',
];

for (const [label, viewport] of [
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
] as const) {
  test(`the Government page shows every section on ${label}, fits and passes axe`, async ({ page, axe }) => {
    await page.setViewportSize(viewport);
    const government = new GovernmentPage(page);
    await government.open();
    await expect(page).toHaveTitle('Government | City of Springfield');
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(breadcrumb.getByText('Government')).toHaveAttribute('aria-current', 'page');
    for (const name of sections) {
      await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
    }
    await expect(
      government.section('Your Elected Officials').getByRole('img', { name: /^Portrait of/ }),
    ).toHaveCount(officials.length);
    await expect(
      government.section('Upcoming Meetings').getByRole('link', { name: /^View All/ }),
    ).toHaveAttribute('href', '/events');
    await expect(government.section('Upcoming Meetings').getByText('Live Stream')).toHaveCount(
      upcomingMeetings.filter((meeting) => meeting.hasLivestream).length,
    );
    const transparency = government.section('Transparency & Open Data');
    for (const count of ['12 items', '156 items', '89 items', '8 items']) {
      await expect(transparency.getByText(count, { exact: true })).toBeVisible();
    }
    const tracker = government.section('Legislative Tracker');
    for (const item of legislation) {
      if (item.votes) await expect(tracker.getByText(voteTally(item.votes), { exact: true })).toBeVisible();
    }
    await expect(government.section('Contact Your Government')).toContainText(
      'Monday - Friday: 8:00 AM - 5:00 PM',
    );
    await expectNoHorizontalScroll(page);
    await axe();
  });
}

test('the Government page is reachable from the main navigation and works by keyboard', async ({ page }) => {
  await page.goto('/');
  const government = new GovernmentPage(page);
  await government.frame.navigate('Government');
  await government.frame.expectHeading('Government');
  // The first official's profile link is reachable with Tab and opens with Enter.
  const [official] = officials;
  const profile = government.opener(`View Full Profile: ${official.name}`);
  await profile.focus();
  await expect(profile).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(government.dialog(`${official.name}, ${official.title}`)).toBeVisible();
});

test('Read Minutes Online opens the minutes document', async ({ page }) => {
  const government = new GovernmentPage(page);
  await government.open();
  await government.section('Recent Meetings').getByRole('link', { name: 'Read Minutes Online' }).click();
  await government.frame.expectHeading(minutes.title);
  await expect(page).toHaveURL(new RegExp(`/government/meetings/${minutes.slug}$`));
});
