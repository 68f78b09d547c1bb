import { renderRoutes } from '@springfield/shared/testing';
import { screen, within } from '@testing-library/react';
import { departments } from '../data/departments';
import { DepartmentDetailPage } from './department-detail-page';

const render = (path: string) =>
  renderRoutes([{ path: '/departments/:slug', element: <DepartmentDetailPage /> }], path);

describe('DepartmentDetailPage', () => {
  it.each(departments.map((d) => [d.slug, d] as const))('%s shows its page', (slug, department) => {
    render(`/departments/${slug}`);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(department.name);
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Departments' })).toHaveAttribute('href', '/departments');
    expect(screen.getByText(department.hours)).toBeInTheDocument();
    expect(screen.getByText(department.location)).toBeInTheDocument();
    const services = screen.getByRole('region', { name: 'Our Services' });
    for (const service of department.services) {
      const card = within(services).getByRole('heading', { name: service.name }).closest('li') as HTMLElement;
      expect(within(card).getByText(service.status ?? 'Active')).toBeInTheDocument();
    }
    const staff = screen.getByRole('region', { name: 'Staff Directory' });
    for (const member of department.staff) {
      expect(within(staff).getByRole('link', { name: member.email })).toHaveAttribute(
        'href',
        `mailto:${member.email}`,
      );
      expect(within(staff).getByRole('link', { name: member.phone })).toHaveAttribute(
        'href',
        `tel:${member.phone.replace(/[^\d]/g, '')}`,
      );
    }
  });

  it('offers Get Directions as a maps search in a new tab', () => {
    const [department] = departments;
    render(`/departments/${department.slug}`);
    const link = screen.getByRole('link', { name: /Get Directions/ });
    expect(link).toHaveAccessibleName('Get Directions (opens in a new tab)');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link.getAttribute('href')).toContain(encodeURIComponent(department.location));
  });

  it('shows Department Not Found for an unknown slug', () => {
    render('/departments/%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Department Not Found');
    expect(screen.getByText('The requested department could not be found.')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });
});
