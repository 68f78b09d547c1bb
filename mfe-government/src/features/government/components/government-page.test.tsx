import { formatFileSize, formatFullDate, formatLongDate } from '@springfield/shared';
import { renderRoutes } from '@springfield/shared/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { governmentDocumentFile, upcomingMeetingDocumentFile } from '../../../documents/document-paths';
import { documentPath, governmentDocuments } from '../../documents/data/government-documents';
import { routes } from '../../../routes';
import { legislation } from '../data/legislation';
import { officials } from '../data/officials';
import { onlineMinutes, pastMeetings, upcomingMeetings } from '../data/meetings';
import { voteTally } from '../utils/votes';

async function renderPage() {
  renderRoutes(routes, '/government');
  await screen.findByRole('heading', { level: 1, name: 'Government' });
}

describe('GovernmentPage', () => {
  it('shows the breadcrumb, the title and every section', async () => {
    await renderPage();
    expect(document.title).toBe('Government | City of Springfield');
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(breadcrumb).getByText('Government')).toHaveAttribute('aria-current', 'page');
    for (const title of [
      'Your Elected Officials',
      'Upcoming Meetings',
      'Recent Meetings',
      'Legislative Tracker',
      'Transparency & Open Data',
      'Contact Your Government',
      'Get Involved',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
  });

  it('shows the officials with photo, contact links and priorities', async () => {
    await renderPage();
    const section = screen.getByRole('region', { name: 'Your Elected Officials' });
    for (const official of officials) {
      expect(within(section).getByRole('heading', { level: 3, name: official.name })).toBeInTheDocument();
      expect(
        within(section).getAllByRole('img', { name: `Portrait of ${official.name}` })[0],
      ).toBeInTheDocument();
      expect(within(section).getByRole('link', { name: official.email })).toHaveAttribute(
        'href',
        `mailto:${official.email}`,
      );
      expect(within(section).getByText(official.priorities[0])).toBeInTheDocument();
    }
  });

  it('links View All to /events and marks meetings with a live stream', async () => {
    await renderPage();
    const section = screen.getByRole('region', { name: 'Upcoming Meetings' });
    expect(within(section).getByRole('link', { name: /^View All/ })).toHaveAttribute('href', '/events');
    expect(within(section).getAllByText('Live Stream')).toHaveLength(
      upcomingMeetings.filter((m) => m.hasLivestream).length,
    );
  });

  it('shows legislation with status badges and tallies, abstain only when above 0', async () => {
    await renderPage();
    const section = screen.getByRole('region', { name: 'Legislative Tracker' });
    for (const status of ['Passed', 'Under Review'] as const) {
      expect(within(section).queryAllByText(status)).toHaveLength(
        legislation.filter((item) => item.status === status).length,
      );
    }
    for (const item of legislation) {
      const tally = voteTally(item.votes);
      if (tally) expect(within(section).getAllByText(tally).length).toBeGreaterThan(0);
    }
    expect(within(section).getAllByText(/^For:/)).toHaveLength(legislation.filter((l) => l.votes).length);
    // Abstain only when someone abstained.
    expect(within(section).queryAllByText(/Abstain: 0/)).toEqual([]);
  });

  it('shows the transparency counts and the city hall contact', async () => {
    await renderPage();
    const transparency = screen.getByRole('region', { name: 'Transparency & Open Data' });
    for (const count of ['12 items', '156 items', '89 items', '8 items']) {
      expect(within(transparency).getByText(count)).toBeInTheDocument();
    }
    const contact = screen.getByRole('region', { name: 'Contact Your Government' });
    expect(within(contact).getByText(/100 Main Street/)).toBeInTheDocument();
    expect(within(contact).getByRole('link', { name: '(555) 123-4567' })).toHaveAttribute(
      'href',
      'tel:5551234567',
    );
    expect(within(contact).getByText('Monday - Friday: 8:00 AM - 5:00 PM')).toBeInTheDocument();
  });

  it('opens an official profile and closes it', async () => {
    await renderPage();
    fireEvent.click(screen.getByRole('link', { name: 'View Full Profile: Sarah Mitchell' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sarah Mitchell, Mayor' });
    for (const heading of [
      'About',
      'Education',
      'Office Hours',
      'Key Achievements',
      'Committee Memberships',
      'Contact',
    ]) {
      expect(within(dialog).getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    expect(within(dialog).getByText(/100 Main Street/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Government' })).toBeInTheDocument();
  });

  it('opens the full agenda with tiles, Watch Live in a new tab and document sizes', async () => {
    await renderPage();
    const [meeting] = upcomingMeetings;
    fireEvent.click(screen.getByRole('link', { name: `View Full Agenda: ${meeting.title}` }));
    const dialog = await screen.findByRole('dialog', { name: `${meeting.title}: Full Agenda` });
    expect(within(dialog).getByText(formatFullDate(meeting.date))).toBeInTheDocument();
    expect(within(dialog).getByText(meeting.time)).toBeInTheDocument();
    const watch = within(dialog).getByRole('link', { name: /Watch Live/ });
    expect(watch).toHaveAttribute('href', meeting.streamLink);
    expect(watch).toHaveAttribute('target', '_blank');
    expect(watch).toHaveAttribute('rel', 'noopener noreferrer');
    expect(watch).toHaveTextContent('(opens in a new tab)');
    expect(
      within(dialog).getByText(`Estimated duration: ${meeting.fullAgenda[3].duration}`),
    ).toBeInTheDocument();
    // Each document's real size, and a link that downloads it.
    for (const doc of meeting.documents) {
      const file = upcomingMeetingDocumentFile(meeting, doc);
      const link = within(dialog).getByRole('link', { name: `Download ${doc.name}` });
      expect(link).toHaveAttribute('href', `${__webpack_public_path__}${file}`);
      expect(link).toHaveAttribute('download');
      expect(link.closest('li')).toHaveTextContent(`PDF, ${formatFileSize(__SF_DOCUMENT_SIZES__[file])}`);
    }
  });

  it('opens the ordinance text with its final vote', async () => {
    await renderPage();
    const [item] = legislation;
    fireEvent.click(screen.getByRole('link', { name: `View Text: ${item.title}` }));
    const dialog = await screen.findByRole('dialog', { name: item.title });
    for (const heading of ['Summary', 'Final Vote', 'Full Text', 'Related Documents']) {
      expect(within(dialog).getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    expect(
      within(dialog).getByText(voteTally(item.votes) ?? 'No vote has been taken yet.'),
    ).toBeInTheDocument();
    for (const paragraph of item.fullText.split('\n\n')) {
      expect(within(dialog).getByText(paragraph)).toBeInTheDocument();
    }
  });

  it("links a past meeting's minutes to their PDF and asks the City Clerk for its recording", async () => {
    await renderPage();
    // The meeting whose minutes can be read online, with a recording besides.
    const meeting = pastMeetings.find((candidate) => onlineMinutes[candidate.date])!;
    const minutes = meeting.documents.find((doc) => doc.type === 'PDF')!;
    const audio = meeting.documents.find((doc) => doc.type === 'MP3')!;
    const held = formatLongDate(meeting.date);
    const section = screen.getByRole('region', { name: 'Recent Meetings' });
    const download = within(section).getByRole('link', {
      name: `${minutes.name} (${minutes.type}), ${meeting.title}, ${held}`,
    });
    expect(download).toHaveTextContent(`${minutes.name} (${minutes.type})`);
    // The minutes the page can show are that government document: one file.
    const document = governmentDocuments.find((doc) => documentPath(doc) === onlineMinutes[meeting.date])!;
    expect(download).toHaveAttribute('href', `${__webpack_public_path__}${governmentDocumentFile(document)}`);
    expect(download).toHaveAttribute('download');
    const request = within(section).getByRole('link', {
      name: `Request ${audio.name} (${audio.type}) from the City Clerk by e-mail, ${meeting.title}, ${held}`,
    });
    expect(request).toHaveTextContent(`Request ${audio.name} (${audio.type})`);
    expect(request).toHaveAttribute(
      'href',
      `mailto:clerk@springfield.gov?subject=${encodeURIComponent(
        `Records Request: ${audio.name}, ${meeting.title}, ${held}`,
      )}`,
    );
    expect(within(section).queryAllByRole('button')).toEqual([]);
  });
});
