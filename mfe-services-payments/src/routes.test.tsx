import type { HeadHandle, QueryHandle } from '@springfield/shared';
import { renderRoutes } from '@springfield/shared/testing';
import { screen } from '@testing-library/react';
import { matchRoutes } from 'react-router-dom';
import { PAYMENTS_LOOKUP_QUERY, PAYMENTS_QUERY } from './features/payments/data/payments';
import { LOOKUP_FIELD, REQUEST_NUMBER_PARAM } from './features/services/data/service-requests';
import { routes } from './routes';

/** The handle of the route that answers a path (the deepest match). */
const handleOf = (path: string) =>
  matchRoutes(routes, path)?.at(-1)?.route.handle as (HeadHandle & QueryHandle) | undefined;

const heading = () => screen.getByRole('heading', { level: 1 });

describe('routes', () => {
  it.each([
    ['/departments', 'Departments & Services'],
    ['/departments/public-works', 'Public Works'],
    ['/departments/finance', 'Finance'],
    ['/services', 'Service Directory'],
    ['/services/waste-schedule', 'Waste Collection Schedule'],
    ['/pay-fines', 'Pay Fines & Taxes'],
    ['/pay-bills', 'Pay Fines & Taxes'],
    ['/traffic-fines', 'Pay Fines & Taxes'],
    ['/services/pothole-report/submitted', 'Request Submitted'],
    ['/services/pothole-report/submitted?request=100001', 'Request Submitted'],
    ['/pay-fines/pay/TRF-2024-001234', 'Complete Payment'],
    ['/pay-fines/pay/all', 'Complete Payment'],
    ['/pay-fines/pay/traffic', 'Complete Payment'],
    ['/pay-fines/paid/property', 'Payment Successful'],
    ['/pay-fines/pay/parking', 'Payment Not Found'],
    ['/pay-fines/paid/%3Cscript%3E', 'Payment Not Found'],
  ])('%s shows "%s"', (path, title) => {
    renderRoutes(routes, path);
    expect(heading()).toHaveTextContent(title);
  });

  it('gives /departments/public-works its own page, with projects', () => {
    renderRoutes(routes, '/departments/public-works');
    expect(screen.getByRole('heading', { name: 'Current Projects' })).toBeInTheDocument();
  });

  it.each(['/departments/%3Cscript%3E', '/departments/999', '/departments/abc'])(
    '%s shows Department Not Found',
    (path) => {
      renderRoutes(routes, path);
      expect(heading()).toHaveTextContent('Department Not Found');
      expect(screen.getByText('The requested department could not be found.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: /Back to Departments/ })).toHaveAttribute(
        'href',
        '/departments',
      );
    },
  );

  it('names each route with an action, so the server and the browser name it alike', () => {
    expect(routes.filter((route) => route.action).map((route) => [route.id, route.path])).toEqual([
      ['services-payments:service-request', '/services/:slug'],
      ['services-payments:payment', '/pay-fines/pay/:item'],
    ]);
  });

  it("shows a request's number on its confirmation, with its status page and the look-up", () => {
    renderRoutes(routes, '/services/pothole-report/submitted?request=100001');
    const panel = screen.getByRole('status');
    expect(panel).toHaveTextContent(
      'Form submitted successfully! You will receive a confirmation email shortly.',
    );
    expect(panel).toHaveTextContent('Request number: 100001');
    expect(screen.getByRole('link', { name: 'View the status of request 100001' })).toHaveAttribute(
      'href',
      '/services/requests/100001',
    );
    expect(screen.getByRole('link', { name: "Check a request's status" })).toHaveAttribute(
      'href',
      '/services/requests',
    );
  });

  it('shows no number on a confirmation whose number is not one', () => {
    renderRoutes(routes, '/services/pothole-report/submitted?request=%3Cb%3E1%3C%2Fb%3E');
    expect(screen.queryByText(/Request number/)).not.toBeInTheDocument();
  });

  it('ranks the request pages before a service and its confirmation', () => {
    const paths = routes.map((route) => route.path);
    expect(paths.indexOf('/services/requests/:id')).toBeLessThan(paths.indexOf('/services/:slug/submitted'));
  });

  it('shows Service Not Found for the confirmation of an unknown service', () => {
    renderRoutes(routes, '/services/999/submitted');
    expect(heading()).toHaveTextContent('Service Not Found');
  });

  it('shows Service Not Found for an unknown service', () => {
    renderRoutes(routes, '/services/%3Cimg%20src%3Dx%3E');
    expect(heading()).toHaveTextContent('Service Not Found');
    expect(screen.getByText('The requested service could not be found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Departments/ })).toHaveAttribute('href', '/departments');
    expect(document.title).toBe('Service Not Found | City of Springfield');
  });

  it.each([
    '/pay-fines/pay/TRF-2024-001234',
    '/pay-fines/paid/property',
    '/services/pothole-report/submitted',
    '/services/requests',
    '/services/requests/100001',
  ])('keeps %s from search engines (noindex)', (path) => {
    expect(handleOf(path)?.noindex).toBe(true);
  });

  it('keeps the query and the personal lookups of the pages marked noindex', () => {
    expect(handleOf('/pay-fines/pay/traffic')).toMatchObject({
      query: PAYMENTS_QUERY,
      personal: PAYMENTS_LOOKUP_QUERY,
    });
    expect(handleOf('/services/requests')?.query).toEqual([LOOKUP_FIELD]);
    expect(handleOf('/services/pothole-report/submitted')?.query).toEqual([REQUEST_NUMBER_PARAM]);
  });

  it.each([
    '/departments',
    '/departments/public-works',
    '/departments/finance',
    '/services',
    '/services/pothole-report',
    '/pay-fines',
    '/pay-bills',
    '/traffic-fines',
  ])('lets search engines index %s', (path) => {
    expect(handleOf(path)?.noindex).toBeFalsy();
  });
});
