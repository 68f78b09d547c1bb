import { renderRoutes } from '@springfield/shared/testing';
import { screen } from '@testing-library/react';
import { routes } from './routes';

describe('government routes', () => {
  it.each(['/government/budget', '/government/x', '/government/a/b/c'])(
    'shows the site 404 for %s',
    async (path) => {
      renderRoutes(routes, path);
      expect(
        await screen.findByRole('heading', { level: 1, name: /Oops! Page not found/ }),
      ).toBeInTheDocument();
      expect(screen.getByText('404', { selector: 'p' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
      expect(document.title).toBe('Page not found | City of Springfield');
    },
  );

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
});
