import { telHref } from '@springfield/shared';
import { renderRoutes } from '@springfield/shared/testing';
import { screen, within } from '@testing-library/react';
import { services } from '../services';
import { ServiceRequestPage } from './service-request-page';

const render = (path: string) =>
  renderRoutes([{ path: '/services/:slug', element: <ServiceRequestPage /> }], path);

describe('ServiceRequestPage', () => {
  it.each(services.map((s) => [s.slug, s] as const))('%s shows details and process', (slug, service) => {
    render(`/services/${slug}`);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(service.title);
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(crumbs)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Home', 'Departments', service.title]);
    expect(screen.getByRole('link', { name: /Back to Departments/ })).toHaveAttribute('href', '/departments');
    const details = screen.getByRole('region', { name: 'Service Details' });
    expect(within(details).getByText(service.department)).toBeInTheDocument();
    expect(within(details).getByText(service.estimatedTime)).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: service.contact })).toBeInTheDocument();
    const process = screen.getByRole('region', { name: 'Process Overview' });
    expect(
      within(process)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(service.process);
    expect(screen.getAllByRole('textbox').length + screen.queryAllByRole('combobox').length).toBe(
      service.form.fields.length,
    );
  });

  it.each(services.map((s) => [s.slug, s] as const))(
    '%s: Need Help? calls its contact and links the FAQ',
    (slug, service) => {
      render(`/services/${slug}`);
      const help = screen.getByRole('region', { name: 'Need Help?' });
      expect(within(help).getByRole('link', { name: 'Call Support' })).toHaveAttribute(
        'href',
        telHref(service.contact),
      );
      expect(within(help).getByRole('link', { name: 'View FAQ' })).toHaveAttribute('href', '/');
    },
  );

  it('shows Service Not Found for an unknown slug', () => {
    render('/services/999');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Service Not Found');
  });
});
