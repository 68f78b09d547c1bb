import type { HeadHandle } from '@springfield/shared';
import { renderRoutes } from '@springfield/shared/testing';
import { cleanup, screen } from '@testing-library/react';
import { matchRoutes } from 'react-router-dom';
import { DEPARTMENTS_PATH, departmentPages, departmentPath } from './features/departments/data/departments';
import { publicWorks } from './features/departments/data/public-works';
import { PAY_FINES_PATH } from './features/payments/utils/payment-addresses';
import { SERVICES_PATH, serviceRequestPath, services } from './features/services/data/services';
import { routes } from './routes';
import { pages } from './search';

const paths = pages.map((page) => page.path);

/** The route that answers a path (the deepest match). */
const routeOf = (path: string) => matchRoutes(routes, path)?.at(-1)?.route;

describe("the area's pages for the sitemap", () => {
  it('lists Departments, every department, the Service Directory, every service and Pay Fines & Taxes', () => {
    expect(paths).toEqual(
      expect.arrayContaining([
        DEPARTMENTS_PATH,
        ...departmentPages.map((page) => page.path),
        SERVICES_PATH,
        ...services.map((service) => serviceRequestPath(service.slug)),
        PAY_FINES_PATH,
      ]),
    );
  });

  it('lists each page once, Public Works too, with no query or fragment', () => {
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.filter((path) => path === departmentPath(publicWorks.slug))).toHaveLength(1);
    for (const path of paths) expect(path).toMatch(/^\/[^?#]*$/);
  });

  it.each(paths.map((path) => [path] as const))('%s is a page for search engines', (path) => {
    expect((routeOf(path)?.handle as HeadHandle | undefined)?.noindex).toBeFalsy();
    renderRoutes(routes, path);
    expect(screen.getByRole('heading', { level: 1 }).textContent).not.toMatch(/not found/i);
  });

  it.each(['/pay-bills', '/traffic-fines'])(
    'leaves out %s, which answers with the same page as /pay-fines',
    (alias) => {
      expect(paths).not.toContain(alias);
      expect(routeOf(alias)?.element).toEqual(routeOf(PAY_FINES_PATH)?.element);
      renderRoutes(routes, PAY_FINES_PATH);
      const title = screen.getByRole('heading', { level: 1 }).textContent;
      cleanup();
      renderRoutes(routes, alias);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title ?? '');
    },
  );

  it('gives no lastmod: departments, services and payments carry no dates of their own', () => {
    expect(pages.filter((page) => page.lastmod !== undefined)).toEqual([]);
  });
});
