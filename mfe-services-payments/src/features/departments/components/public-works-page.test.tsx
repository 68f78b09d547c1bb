import { renderWithRouter } from '@springfield/shared/testing';
import { screen, within } from '@testing-library/react';
import { publicWorksProjects, publicWorksServices, publicWorksStaff } from '../data/public-works';
import { PublicWorksPage } from './public-works-page';

describe('PublicWorksPage', () => {
  beforeEach(() => {
    renderWithRouter(<PublicWorksPage />, '/departments/public-works');
  });

  it('shows breadcrumb Home / Departments / Public Works and Back to Departments', () => {
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(crumbs)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Home', 'Departments', 'Public Works']);
    expect(screen.getByRole('link', { name: /Back to Departments/ })).toHaveAttribute('href', '/departments');
  });

  it('shows hours Mon-Fri 7 AM-3:30 PM and the 24/7 emergency line', () => {
    expect(screen.getByText('Mon-Fri 7 AM-3:30 PM')).toBeInTheDocument();
    expect(screen.getByText(/24\/7/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Get Directions/ })).toHaveAttribute('target', '_blank');
  });

  it('badges each service Active or Seasonal', () => {
    const section = screen.getByRole('region', { name: 'Our Services' });
    for (const service of publicWorksServices) {
      const card = within(section).getByRole('heading', { name: service.name }).closest('li')!;
      expect(within(card as HTMLElement).getByText(service.status ?? 'Active')).toBeInTheDocument();
    }
  });

  it('lists current projects with their status and budget', () => {
    const section = screen.getByRole('region', { name: 'Current Projects' });
    for (const project of publicWorksProjects) {
      const card = within(section).getByRole('heading', { name: project.name }).closest('li')!;
      expect(within(card as HTMLElement).getByText('In Progress')).toBeInTheDocument();
      expect(within(card as HTMLElement).getByText(project.budget)).toBeInTheDocument();
    }
  });

  it('lists the staff with e-mail and phone links', () => {
    const section = screen.getByRole('region', { name: 'Staff Directory' });
    for (const member of publicWorksStaff) {
      expect(within(section).getByRole('link', { name: member.email })).toBeInTheDocument();
    }
  });
});
