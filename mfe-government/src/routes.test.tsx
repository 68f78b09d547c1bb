import { renderRoutes } from '@springfield/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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
    ['/government/legislation/ordinance-2024-45', 'Ordinance 2024-45: Affordable Housing Incentives'],
    ['/government/legislation/resolution-2024-112', 'Resolution 2024-112: Climate Action Plan'],
    [
      '/government/agendas/city-council-regular-meeting-2025-01-14',
      'City Council Regular Meeting: Full Agenda',
    ],
    ['/government/boards', 'Boards & Commissions'],
    ['/government/public-comment', 'Submit Public Comment'],
    ['/government/volunteer', 'Volunteer Opportunities'],
    ['/government/officials/sarah-mitchell', 'Sarah Mitchell, Mayor'],
    ['/government/officials/marcus-johnson', 'Marcus Johnson, City Council President'],
  ])('opens the Government page at %s with the “%s” dialog open', async (path, dialog) => {
    renderRoutes(routes, path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Government' })).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: dialog })).toBeInTheDocument();
  });

  it('goes back to /government when a dialog opened by its address is closed', async () => {
    const { router } = renderRoutes(routes, '/government/legislation/ordinance-2024-45');
    const dialog = await screen.findByRole('dialog', { name: /Ordinance 2024-45/ });
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
    const { router } = renderRoutes(routes, '/government');
    fireEvent.click(await screen.findByRole('link', { name: 'View Full Profile: Linda Park' }));
    expect(await screen.findByRole('dialog', { name: /^Linda Park, / })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/government/officials/linda-park'));
  });

  it('keeps the document pages at /government/{category}/{slug}', async () => {
    renderRoutes(routes, '/government/meetings/city-council-minutes-2024-12-10');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'City Council Meeting Minutes: December 10, 2024',
      }),
    ).toBeInTheDocument();
  });
});
