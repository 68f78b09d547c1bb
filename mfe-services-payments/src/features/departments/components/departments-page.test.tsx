import { city, telHref } from '@springfield/shared';
import { renderRoutes, renderWithRouter } from '@springfield/shared/testing';
import { cleanup, screen, within } from '@testing-library/react';
import { routes } from '../../../routes';
import { services, servicesIn } from '../../services/data/services';
import {
  allDepartments,
  departmentHelpLines,
  departmentPath,
  departmentSummaries,
  PUBLIC_WORKS_SLUG,
  requiredDepartment,
} from '../data/departments';
import { streetOf } from '../utils/postal-address';
import { DepartmentsPage } from './departments-page';

function renderPage() {
  return renderWithRouter(<DepartmentsPage quickServices={() => servicesIn()} />, '/departments');
}

/** A department's card on /departments, by its name. */
function cardOf(name: string): HTMLElement {
  const section = screen.getByRole('region', { name: 'City Departments' });
  return within(section).getByRole('heading', { name }).closest('li') as HTMLElement;
}

/** A fact of a card (Hours, Phone, Location), as shown: the element after its label. */
function cardFact(card: HTMLElement, label: string): string {
  return within(card).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? '';
}

/** A fact of a department page's Contact & Hours card, as shown. */
function pageFact(label: string): HTMLElement {
  const card = screen.getByRole('region', { name: 'Contact & Hours' });
  return within(card).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;
}

describe('DepartmentsPage', () => {
  it('shows the breadcrumb and sets the title', () => {
    renderPage();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByText('Departments')).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe('Departments & Services | City of Springfield');
  });

  it('links each quick service to its page', () => {
    renderPage();
    const section = screen.getByRole('region', { name: 'Quick Services' });
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      services.map((service) => `/services/${service.slug}`),
    );
  });

  it('shows a card per department with its details and priority', () => {
    renderPage();
    const section = screen.getByRole('region', { name: 'City Departments' });
    for (const department of departmentSummaries) {
      const card = cardOf(department.name);
      expect(within(card).getByRole('link', { name: department.name })).toHaveAttribute(
        'href',
        department.href,
      );
      expect(within(card).getByText(department.description)).toBeInTheDocument();
      expect(within(card).getByText(department.hours)).toBeInTheDocument();
      expect(within(card).getByRole('link', { name: department.phone })).toBeInTheDocument();
      expect(within(card).getByText(department.location)).toBeInTheDocument();
      expect(
        within(card).getByText(department.priority === 'high' ? 'High Priority' : 'Medium Priority'),
      ).toBeInTheDocument();
      for (const service of department.services) {
        expect(within(card).getByText(service)).toBeInTheDocument();
      }
    }
    expect(within(section).getAllByRole('heading', { level: 3 })).toHaveLength(allDepartments.length);
  });

  it('links the spec’s six departments, in its order', () => {
    renderPage();
    const section = screen.getByRole('region', { name: 'City Departments' });
    const headings = within(section).getAllByRole('heading', { level: 3 });
    expect(headings.map((heading) => within(heading).getByRole('link').getAttribute('href'))).toEqual([
      '/departments/public-works',
      '/departments/public-safety',
      '/departments/parks-recreation',
      '/departments/planning-development',
      '/departments/health',
      '/departments/finance',
    ]);
  });

  it('links to the service directory', () => {
    renderPage();
    expect(screen.getByRole('link', { name: 'View Service Directory' })).toHaveAttribute('href', '/services');
  });

  it('lists the help numbers and the emergency box', () => {
    renderPage();
    const help = screen.getByRole('region', { name: 'Need Help Finding a Service?' });
    for (const line of departmentHelpLines) {
      expect(within(help).getByRole('heading', { name: line.label })).toBeInTheDocument();
      expect(within(help).getByRole('link', { name: line.phone })).toBeInTheDocument();
    }
    expect(within(help).getByRole('heading', { name: 'Emergency?' })).toBeInTheDocument();
    expect(within(help).getByRole('link', { name: '911' })).toHaveAttribute('href', 'tel:911');
  });

  it("calls Public Works 24/7 on the emergency line of its record, the number the site's frame gives", () => {
    const publicWorks = requiredDepartment(PUBLIC_WORKS_SLUG);
    renderPage();
    const help = screen.getByRole('region', { name: 'Need Help Finding a Service?' });
    const line = within(help)
      .getByRole('heading', { name: 'Public Works 24/7' })
      .closest('li') as HTMLElement;
    expect(within(line).getByRole('link')).toHaveTextContent(publicWorks.emergency!.phone);
    // The frame's emergency block (shared's city facts) says the same: change one, change the other.
    expect(publicWorks.emergency!.phone).toBe(city.publicWorks24x7);
  });
});

describe('a department card and its page', () => {
  it.each(allDepartments.map((department) => [department.slug, department] as const))(
    '%s: state the same phone, hours, location and services',
    (slug, department) => {
      renderRoutes(routes, '/departments');
      const card = cardOf(department.name);
      const shown = {
        phone: cardFact(card, 'Phone'),
        hours: cardFact(card, 'Hours'),
        location: cardFact(card, 'Location'),
        services: within(card)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      };
      cleanup();

      renderRoutes(routes, departmentPath(slug));
      const phone = within(pageFact('Phone')).getByRole('link');
      expect(phone).toHaveTextContent(shown.phone);
      expect(phone).toHaveAttribute('href', telHref(shown.phone));
      expect(shown.hours.startsWith(pageFact('Hours').textContent ?? '')).toBe(true);
      expect(streetOf(pageFact('Location').childNodes[0].textContent ?? '')).toBe(shown.location);
      const ourServices = screen.getByRole('region', { name: 'Our Services' });
      expect(
        within(ourServices)
          .getAllByRole('heading', { level: 3 })
          .map((h) => h.textContent),
      ).toEqual(shown.services);
    },
  );
});
