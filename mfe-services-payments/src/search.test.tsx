import type { HeadHandle } from '@springfield/shared';
import { cleanup, screen } from '@testing-library/react';
import { matchRoutes } from 'react-router-dom';
import {
  allDepartments,
  DEPARTMENTS_PATH,
  departmentPages,
  departmentPath,
} from './features/departments/data/departments';
import { publicWorks } from './features/departments/data/public-works';
import { PAY_FINES_PATH } from './features/payments/utils/payment-addresses';
import { SERVICES_PATH, serviceRequestPath, services } from './features/services/data/services';
import { routes } from './routes';
import { pages, records } from './search';
import { renderPage } from './testing/render-page';

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

  it('lists each department and service in the languages its record is translated into', () => {
    // The departments and the services are in Spanish and Chinese.
    for (const page of departmentPages) {
      expect(pages).toContainEqual({ path: page.path, languages: ['es', 'zh-Hant'] });
    }
    for (const service of services) {
      expect(pages).toContainEqual({ path: serviceRequestPath(service.slug), languages: ['es', 'zh-Hant'] });
    }
  });

  it('lists each page once, Public Works too, with no query or fragment', async () => {
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.filter((path) => path === departmentPath(publicWorks.slug))).toHaveLength(1);
    for (const path of paths) expect(path).toMatch(/^\/[^?#]*$/);
  });

  it.each(paths.map((path) => [path] as const))('%s is a page for search engines', async (path) => {
    expect((routeOf(path)?.handle as HeadHandle | undefined)?.noindex).toBeFalsy();
    await renderPage(routes, path);
    expect(screen.getByRole('heading', { level: 1 }).textContent).not.toMatch(/not found/i);
  });

  it.each(['/pay-bills', '/traffic-fines'])(
    'leaves out %s, which answers with the same page as /pay-fines',
    async (alias) => {
      expect(paths).not.toContain(alias);
      expect(routeOf(alias)?.element).toEqual(routeOf(PAY_FINES_PATH)?.element);
      await renderPage(routes, PAY_FINES_PATH);
      const title = screen.getByRole('heading', { level: 1 }).textContent;
      cleanup();
      await renderPage(routes, alias);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title ?? '');
    },
  );

  it('gives no lastmod: departments, services and payments carry no dates of their own', () => {
    expect(pages.filter((page) => page.lastmod !== undefined)).toEqual([]);
  });
});

describe("the area's search records", () => {
  it('has one per department, from its record: its page, description, services, staff and words', () => {
    const found = records.filter((record) => record.type === 'Department');
    expect(found.map((record) => record.url)).toEqual(allDepartments.map((d) => departmentPath(d.slug)));
    for (const department of allDepartments) {
      const record = found.find((candidate) => candidate.url === departmentPath(department.slug))!;
      expect(record).toMatchObject({ title: department.name, summary: department.description });
      for (const fact of [
        department.summary,
        department.phone,
        department.location,
        ...department.services.map((service) => service.name),
        ...department.staff.map((member) => member.name),
        ...(department.projects ?? []).map((project) => project.name),
        ...(department.emergency ? [department.emergency.phone] : []),
      ]) {
        expect(record.body).toContain(fact);
      }
      expect(record.keywords).toEqual(expect.arrayContaining(department.keywords));
    }
  });

  it('has one per service, from its record: its page, process, fields and words', () => {
    const found = records.filter((record) => record.type === 'Service');
    expect(found.map((record) => record.url)).toEqual(services.map((s) => serviceRequestPath(s.slug)));
    for (const service of services) {
      const record = found.find((candidate) => candidate.url === serviceRequestPath(service.slug))!;
      expect(record).toMatchObject({ title: service.title, summary: service.description });
      for (const step of service.process) expect(record.body).toContain(step);
      for (const field of service.form.fields) expect(record.body).toContain(field.label);
      expect(record.keywords).toEqual(service.keywords);
    }
  });
});
