import { renderWithRouter } from '@springfield/shared/testing';
import { screen, within } from '@testing-library/react';
import { services } from '../../services/data/services';
import { departmentHelpLines, departmentSummaries } from '../data/departments';
import { DepartmentsPage } from './departments-page';

function renderPage() {
  return renderWithRouter(<DepartmentsPage quickServices={services} />, '/departments');
}

describe('DepartmentsPage', () => {
  it('shows the breadcrumb and sets the title', () => {
    renderPage();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByText('Departments')).toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe('Departments & Services | City of Springfield');
  });

  it('links the four quick services to their pages', () => {
    renderPage();
    const section = screen.getByRole('region', { name: 'Quick Services' });
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/services/pothole-report',
      '/services/building-permit',
      '/services/waste-schedule',
      '/services/business-license',
    ]);
  });

  it('shows six department cards with their details and priority', () => {
    renderPage();
    const section = screen.getByRole('region', { name: 'City Departments' });
    for (const department of departmentSummaries) {
      const card = within(section)
        .getByRole('heading', { name: department.name })
        .closest('li') as HTMLElement;
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
    expect(within(section).getAllByRole('heading', { level: 3 })).toHaveLength(6);
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
});
