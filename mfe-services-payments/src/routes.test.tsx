import type { HeadHandle, QueryHandle } from '@springfield/shared';
import { screen } from '@testing-library/react';
import { matchRoutes } from 'react-router-dom';
import { PAYMENTS_LOOKUP_QUERY, PAYMENTS_QUERY } from './features/payments/data/payments';
import { LOOKUP_FIELD, REQUEST_NUMBER_PARAM } from './features/services/data/service-requests';
import { routes } from './routes';
import { renderPage } from './testing/render-page';

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
  ])('%s shows "%s"', async (path, title) => {
    await renderPage(routes, path);
    expect(heading()).toHaveTextContent(title);
  });

  it('gives /departments/public-works its own page, with projects', async () => {
    await renderPage(routes, '/departments/public-works');
    expect(screen.getByRole('heading', { name: 'Current Projects' })).toBeInTheDocument();
  });

  it.each(['/departments/%3Cscript%3E', '/departments/999', '/departments/abc'])(
    '%s shows Department Not Found',
    async (path) => {
      await renderPage(routes, path);
      expect(heading()).toHaveTextContent('Department Not Found');
      expect(screen.getByText('The requested department could not be found.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: /Back to Departments/ })).toHaveAttribute(
        'href',
        '/departments',
      );
    },
  );

  it('names each route with an action, so the server and the browser name it alike', async () => {
    // A lazy route's action loads with its page (lazyPage): what its lazy part gives counts too.
    const withAction: (string | undefined)[][] = [];
    for (const route of routes) {
      const part = typeof route.lazy === 'function' ? await route.lazy() : {};
      if (route.action ?? ('action' in part ? part.action : undefined))
        withAction.push([route.id, route.path]);
    }
    expect(withAction).toEqual([
      ['services-payments:service-request', '/services/:slug'],
      ['services-payments:payment', '/pay-fines/pay/:item'],
    ]);
  });

  it("shows a request's number on its confirmation, with its status page and the look-up", async () => {
    await renderPage(routes, '/services/pothole-report/submitted?request=100001');
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

  it('shows no number on a confirmation whose number is not one', async () => {
    await renderPage(routes, '/services/pothole-report/submitted?request=%3Cb%3E1%3C%2Fb%3E');
    expect(screen.queryByText(/Request number/)).not.toBeInTheDocument();
  });

  it('ranks the request pages before a service and its confirmation', () => {
    const paths = routes.map((route) => route.path);
    expect(paths.indexOf('/services/requests/:id')).toBeLessThan(paths.indexOf('/services/:slug/submitted'));
  });

  it('shows Service Not Found for the confirmation of an unknown service', async () => {
    await renderPage(routes, '/services/999/submitted');
    expect(heading()).toHaveTextContent('Service Not Found');
  });

  it('shows Service Not Found for an unknown service', async () => {
    await renderPage(routes, '/services/%3Cimg%20src%3Dx%3E');
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
