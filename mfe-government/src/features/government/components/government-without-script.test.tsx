import { formatFileSize, formatLongDate } from '@springfield/shared';
import { renderRoutes } from '@springfield/shared/testing';
import { act, screen, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import {
  createMemoryRouter,
  createStaticHandler,
  createStaticRouter,
  RouterProvider,
  StaticRouterProvider,
} from 'react-router-dom';
import {
  financialReportFile,
  governmentDocumentFile,
  upcomingMeetingDocumentFile,
} from '../../../documents/document-paths';
import { routes } from '../../../routes';
import { documentPath, governmentDocuments } from '../../documents/data/government-documents';
import { meetingAgendaTitle } from './meeting-agenda-content';
import { boardsAndCommissions, volunteerInterestMail, volunteerOpportunities } from '../data/involvement';
import { legislation } from '../data/legislation';
import { filterArchive, onlineMinutes, pastMeetings, upcomingMeetings } from '../data/meetings';
import { officials } from '../data/officials';
import { budget, ethicsPolicies, recordsRequestTypes } from '../data/transparency';
import { agendaPath, legislationPath, officialPath } from '../utils/addresses';

// The records the pages below show: the first of each list, and a report without a document page of its own.
const [board] = boardsAndCommissions;
const opportunity = volunteerOpportunities[volunteerOpportunities.length - 1];
const report = budget.financialReports.find((candidate) => !candidate.document)!;
const [committee] = filterArchive('Committees');
const [requestType] = recordsRequestTypes;
const [policy] = ethicsPolicies;
const [item] = legislation;
const [meeting] = upcomingMeetings;
const [official] = officials;
/** A text a regular expression finds as it is. */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The page's HTML as the server renders it (shell/src/server/render.tsx does the same, inside the frame). */
async function serverHtml(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}

/**
 * The page as a browser without script shows it: the server's HTML parsed with scripting disabled
 * (DOMParser's document), where a <noscript>'s content is HTML, and each <noscript> then shown as a plain
 * block (`data-noscript`), as such a browser shows it. Returns the page's root in this document.
 */
async function pageWithoutScript(path: string): Promise<HTMLElement> {
  const html = await serverHtml(path);
  const parsed = new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html');
  for (const noscript of parsed.querySelectorAll('noscript')) {
    expect(noscript.querySelector('noscript')).toBeNull();
    const block = parsed.createElement('div');
    block.dataset.noscript = '';
    block.append(...noscript.childNodes);
    noscript.replaceWith(block);
  }
  document.body.innerHTML = '';
  const root = document.createElement('div');
  root.append(...[...parsed.body.childNodes].map((node) => document.importNode(node, true)));
  document.body.append(root);
  return root;
}

/** The dialog's content the server wrote for a browser without script, found by the section's heading. */
function sectionWithoutScript(body: HTMLElement, title: string): HTMLElement {
  const blocks = body.querySelectorAll<HTMLElement>('[data-noscript]');
  expect(blocks).toHaveLength(1);
  const section = within(blocks[0]).getByRole('region', { name: title });
  expect(within(section).getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
  return section;
}

describe('the Government page without script', () => {
  it('shows the public comment content at /government/public-comment, with its mail link and letter address', async () => {
    const body = await pageWithoutScript('/government/public-comment');
    expect(within(body).getByRole('heading', { level: 1, name: 'Government' })).toBeInTheDocument();
    const section = sectionWithoutScript(body, 'Submit Public Comment');
    expect(within(section).getByText(/Each speaker has 3 minutes/)).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Email Council' })).toHaveAttribute(
      'href',
      'mailto:council@springfield.gov?subject=Public%20Comment',
    );
    expect(within(section).getByRole('link', { name: 'View the meeting schedule' })).toHaveAttribute(
      'href',
      '/events',
    );
    expect(section.querySelector('address')).toHaveTextContent(
      /^Office of the City Clerk, Springfield City Hall\s*100 Main Street, Springfield, IL 62701$/,
    );
    expect(within(section).getByRole('link', { name: 'Back to Government' })).toHaveAttribute(
      'href',
      '/government',
    );
  });

  it.each([
    ['/government/boards', 'Boards & Commissions', `Meets: ${board.meetings}`],
    ['/government/volunteer', 'Volunteer Opportunities', `Time commitment: ${opportunity.timeCommitment}`],
    ['/government/budget', 'Budget & Finances', report.title],
    ['/government/meetings', 'Meeting Archives', committee.title],
    ['/government/records', 'Public Records', requestType.processingTime],
    ['/government/legislation', 'Public Records', requestType.processingTime],
    ['/government/ethics', 'Ethics & Compliance', `Last updated: ${formatLongDate(policy.lastUpdated)}`],
    [legislationPath(item), item.title, item.fullText.split('\n\n')[0]],
    [
      agendaPath(meeting),
      meetingAgendaTitle(meeting),
      `Estimated duration: ${meeting.fullAgenda[0].duration}`,
    ],
    [officialPath(official), `${official.name}, ${official.title}`, 'Committee Memberships'],
  ])('shows the content of the dialog at %s (%s)', async (path, title, text) => {
    const section = sectionWithoutScript(await pageWithoutScript(path), title);
    expect(within(section).getAllByText(new RegExp(literally(text))).length).toBeGreaterThan(0);
  });

  it('keeps every download: a link to the PDF, with its size', async () => {
    const budget = sectionWithoutScript(await pageWithoutScript('/government/budget'), 'Budget & Finances');
    const download = within(budget).getByRole('link', { name: `Download ${report.title}` });
    const file = financialReportFile(report);
    expect(download).toHaveAttribute('href', `${__webpack_public_path__}${file}`);
    expect(download).toHaveAttribute('download');
    expect(download.closest('li')).toHaveTextContent(formatFileSize(__SF_DOCUMENT_SIZES__[file]));
    const agenda = sectionWithoutScript(
      await pageWithoutScript(agendaPath(meeting)),
      meetingAgendaTitle(meeting),
    );
    const agendaDocument = meeting.documents.find((doc) => !doc.agendaItem)!;
    expect(within(agenda).getByRole('link', { name: `Download ${agendaDocument.name}` })).toHaveAttribute(
      'href',
      `${__webpack_public_path__}${upcomingMeetingDocumentFile(meeting, agendaDocument)}`,
    );
    for (const [path, title] of [
      ['/government/meetings', 'Meeting Archives'],
      ['/government/ethics', 'Ethics & Compliance'],
      [legislationPath(item), item.title],
    ]) {
      const section = sectionWithoutScript(await pageWithoutScript(path), title);
      expect(section.querySelectorAll('a[download]').length).toBeGreaterThan(0);
    }
  });

  it('leaves out what needs script: no button, the messages of the info toasts instead', async () => {
    for (const path of [
      '/government/budget',
      '/government/meetings',
      '/government/records',
      '/government/boards',
      legislationPath(item),
    ]) {
      const block = (await pageWithoutScript(path)).querySelector('[data-noscript]') as HTMLElement;
      expect(within(block).queryAllByRole('button')).toEqual([]);
    }
    const records = sectionWithoutScript(await pageWithoutScript('/government/records'), 'Public Records');
    expect(records).toHaveTextContent(
      'Records Request: Public records request forms are available at City Hall or online.',
    );
    const boards = sectionWithoutScript(
      await pageWithoutScript('/government/boards'),
      'Boards & Commissions',
    );
    expect(boards).toHaveTextContent(/Application Process: Application forms are available at City Hall/);
    const volunteer = sectionWithoutScript(
      await pageWithoutScript('/government/volunteer'),
      'Volunteer Opportunities',
    );
    expect(
      within(volunteer).getByRole('link', { name: `Contact about ${opportunity.title}` }),
    ).toHaveAttribute('href', volunteerInterestMail(opportunity));
  });

  it('writes no such section at /government, and sends every opener to its address', async () => {
    const body = await pageWithoutScript('/government');
    expect(body.querySelector('[data-noscript]')).toBeNull();
    for (const [name, href] of [
      ...officials.map((each) => [`View Full Profile: ${each.name}`, officialPath(each)]),
      ...upcomingMeetings.map((each) => [`View Full Agenda: ${each.title}`, agendaPath(each)]),
      ['View Archive', '/government/meetings'],
      ['View All Legislation', '/government/legislation'],
      ...legislation.map((each) => [`View Text: ${each.title}`, legislationPath(each)]),
      ['Access Records: Budget & Finances', '/government/budget'],
      ['Access Records: Meeting Archives', '/government/meetings'],
      ['Access Records: Public Records', '/government/records'],
      ['Access Records: Ethics & Compliance', '/government/ethics'],
      ['Boards & Commissions', '/government/boards'],
      ['Submit Public Comment', '/government/public-comment'],
      ['Volunteer Opportunities', '/government/volunteer'],
    ]) {
      expect(within(body).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    // Every control of the page is a link: the meetings' records download or mail without script too.
    expect(within(body).queryAllByRole('button')).toEqual([]);
    // The meeting whose minutes are read online: a download of that document, and a mail for its recording.
    const held = pastMeetings.find((candidate) => onlineMinutes[candidate.date])!;
    const minutes = held.documents.find((doc) => doc.type === 'PDF')!;
    const recording = held.documents.find((doc) => doc.type === 'MP3')!;
    const document = governmentDocuments.find((doc) => documentPath(doc) === onlineMinutes[held.date])!;
    const recent = within(body).getByRole('region', { name: 'Recent Meetings' });
    expect(
      within(recent).getByRole('link', {
        name: `${minutes.name} (PDF), ${held.title}, ${formatLongDate(held.date)}`,
      }),
    ).toHaveAttribute('href', `${__webpack_public_path__}${governmentDocumentFile(document)}`);
    expect(
      within(recent).getByRole('link', {
        name: new RegExp(`^Request ${recording.name} \\(MP3\\) from the City Clerk`),
      }),
    ).toHaveAttribute('href', expect.stringMatching(/^mailto:clerk@springfield\.gov\?subject=/));
  });
});

describe('the Government page with script', () => {
  it('hydrates the server’s HTML at a dialog’s address as it is, then opens the dialog over it', async () => {
    const container = document.createElement('div');
    container.innerHTML = await serverHtml('/government/public-comment');
    document.body.append(container);
    const errors: unknown[] = [];
    const router = createMemoryRouter(routes, { initialEntries: ['/government/public-comment'] });
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, <RouterProvider router={router} />, {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    expect(errors).toEqual([]);
    expect(await screen.findByRole('dialog', { name: 'Submit Public Comment' })).toBeInTheDocument();
    // Nothing of the <noscript> is shown twice: its content is not part of the page a browser with script shows.
    expect(screen.getAllByRole('link', { name: 'Email Council' })).toHaveLength(1);
    act(() => root?.unmount());
    container.remove();
  });

  it('renders the <noscript> empty in the browser: a page the browser rendered itself shows only the dialog', async () => {
    renderRoutes(routes, '/government/volunteer');
    expect(await screen.findByRole('dialog', { name: 'Volunteer Opportunities' })).toBeInTheDocument();
    expect(document.querySelector('noscript')?.childNodes).toHaveLength(0);
  });
});
