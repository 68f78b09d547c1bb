import { renderRoutes } from '@springfield/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { documentPath, governmentDocuments } from './features/documents/data/government-documents';
import { meetingAgendaTitle } from './features/government/components/meeting-agenda-content';
import { legislation } from './features/government/data/legislation';
import { upcomingMeetings } from './features/government/data/meetings';
import { officials } from './features/government/data/officials';
import { agendaPath, legislationPath, officialPath } from './features/government/utils/addresses';
import { routes } from './routes';

describe('government routes', () => {
  it.each([
    '/government/x',
    '/government/a/b/c',
    '/government/legislation/ordinance-1999-1',
    '/government/agendas/unknown-meeting',
    '/government/comment',
    '/government/public-comments',
    '/government/officials',
    '/government/officials/nobody',
  ])('shows the site 404 for %s', async (path) => {
    renderRoutes(routes, path);
    expect(
      await screen.findByRole('heading', { level: 1, name: /Oops! Page not found/ }),
    ).toBeInTheDocument();
    expect(screen.getByText('404', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Page not found | City of Springfield');
  });

  it.each([
    '/government/budget/%3Cscript%3E',
    '/government/abc/999',
    '/government/records/annual-budget-2025',
  ])('shows Document Not Found for %s', async (path) => {
    renderRoutes(routes, path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Document Not Found' })).toBeInTheDocument();
    expect(screen.getByText('The requested document could not be found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Government/ })).toHaveAttribute('href', '/government');
  });

  it('shows the Government page at /government', async () => {
    renderRoutes(routes, '/government');
    expect(await screen.findByRole('heading', { level: 1, name: 'Government' })).toBeInTheDocument();
  });

  it.each([
    ['/government/budget', 'Budget & Finances'],
    ['/government/meetings', 'Meeting Archives'],
    ['/government/records', 'Public Records'],
    ['/government/ethics', 'Ethics & Compliance'],
    ['/government/legislation', 'Public Records'],
    ['/government/boards', 'Boards & Commissions'],
    ['/government/public-comment', 'Submit Public Comment'],
    ['/government/volunteer', 'Volunteer Opportunities'],
    ...legislation.map((item) => [legislationPath(item), item.title]),
    ...upcomingMeetings.map((meeting) => [agendaPath(meeting), meetingAgendaTitle(meeting)]),
    ...officials.map((official) => [officialPath(official), `${official.name}, ${official.title}`]),
  ])('opens the Government page at %s with the “%s” dialog open', async (path, dialog) => {
    renderRoutes(routes, path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Government' })).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: dialog })).toBeInTheDocument();
  });

  it('goes back to /government when a dialog opened by its address is closed', async () => {
    const [item] = legislation;
    const { router } = renderRoutes(routes, legislationPath(item));
    const dialog = await screen.findByRole('dialog', { name: item.title });
    fireEvent.click(within(dialog).getAllByRole('button', { name: /close/i })[0]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/government'));
    expect(screen.getByRole('heading', { level: 1, name: 'Government' })).toBeInTheDocument();
  });

  it('goes back in history when a dialog a link of the page opened is closed', async () => {
    const { router } = renderRoutes(routes, '/government');
    fireEvent.click(await screen.findByRole('link', { name: 'Access Records: Ethics & Compliance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ethics & Compliance' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/government/ethics'));
    fireEvent.click(within(dialog).getAllByRole('button', { name: /close/i })[0]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/government'));
    expect(router.state.historyAction).toBe('POP');
  });

  it('opens an item’s dialog from its link, and the address follows', async () => {
    const official = officials[officials.length - 1];
    const { router } = renderRoutes(routes, '/government');
    fireEvent.click(await screen.findByRole('link', { name: `View Full Profile: ${official.name}` }));
    expect(
      await screen.findByRole('dialog', { name: `${official.name}, ${official.title}` }),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(officialPath(official)));
  });

  it.each(governmentDocuments.map((doc) => [documentPath(doc), doc.title]))(
    'keeps the document pages at /government/{category}/{slug}: %s',
    async (path, title) => {
      renderRoutes(routes, path);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    },
  );
});
