import { renderWithRouter } from '@springfield/shared/testing';
import { screen, within } from '@testing-library/react';
import { services } from '../data/services';
import { ServiceDirectoryPage } from './service-directory-page';

describe('ServiceDirectoryPage', () => {
  it('lists every service with department, time and a link', () => {
    renderWithRouter(<ServiceDirectoryPage />, '/services');
    expect(document.title).toBe('Service Directory | City of Springfield');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(crumbs)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Home', 'Departments', 'Service Directory']);
    for (const service of services) {
      const link = screen.getByRole('link', { name: service.title });
      expect(link).toHaveAttribute('href', `/services/${service.slug}`);
      const card = link.closest('li') as HTMLElement;
      expect(within(card).getByText(service.description)).toBeInTheDocument();
      expect(within(card).getByText(service.department)).toBeInTheDocument();
      expect(within(card).getByText(service.estimatedTime)).toBeInTheDocument();
    }
  });
});
