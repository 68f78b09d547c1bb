import { renderRoutes } from '@springfield/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '../../../routes';
import { resetRequestStatusForTests } from '../hooks/use-request-status';
import { followRequestLookup } from '../utils/request-lookup';

describe('ServiceRequestsPage', () => {
  beforeEach(() => {
    resetRequestStatusForTests();
    // A page with a loader renders once it has run; the site's frame is the fallback, not drawn here.
    const warn = console.warn.bind(console);
    jest.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
      if (!String(args[0]).includes('HydrateFallback')) warn(...args);
    });
  });

  it('shows the look-up form: a GET form with the field named id, and the services to request', async () => {
    renderRoutes(routes, '/services/requests');
    // The route's loader runs first (it sends a look-up on).
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Service Requests');
    const field = screen.getByRole('textbox', { name: /^Request Number/ });
    expect(field).toHaveAttribute('name', 'id');
    const form = field.closest('form')!;
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/services/requests');
    expect(screen.getByRole('heading', { name: "Check a Request's Status" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Report a Pothole' })).toHaveAttribute(
      'href',
      '/services/pothole-report',
    );
  });

  it('asks for a number when none was typed, and goes to the status page of the one typed', async () => {
    const original = globalThis.fetch;
    globalThis.fetch = (async () => new Response('[]', { status: 503 })) as typeof fetch;
    try {
      const user = userEvent.setup();
      const { router } = renderRoutes(routes, '/services/requests');
      await user.click(await screen.findByRole('button', { name: 'Check Status' }));
      const field = screen.getByRole('textbox', { name: /^Request Number/ });
      expect(field).toHaveAccessibleDescription(/Enter your request number\./);
      expect(field).toHaveFocus();
      expect(router.state.location.pathname).toBe('/services/requests');
      await user.type(field, ' #100042 ');
      await user.click(screen.getByRole('button', { name: 'Check Status' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/services/requests/100042'));
    } finally {
      globalThis.fetch = original;
    }
  });

  it('shows the error on the page a blank look-up lands on without script', async () => {
    const { router } = renderRoutes(routes, '/services/requests?id=');
    const field = await screen.findByRole('textbox', { name: /^Request Number/ });
    expect(router.state.location.pathname).toBe('/services/requests');
    expect(field).toHaveAccessibleDescription(/Enter your request number\./);
  });

  it("sends the look-up's address on to the status page (the server answers it with a redirect)", () => {
    const lookUp = (query: string) => {
      try {
        return followRequestLookup({ request: new Request(`http://localhost/services/requests${query}`) });
      } catch (thrown) {
        return thrown as Response;
      }
    };
    const redirect = lookUp('?id=%20100042%20') as Response;
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('Location')).toBe('/services/requests/100042');
    expect((lookUp('?id=%3Cscript%3E') as Response).headers.get('Location')).toBe(
      '/services/requests/%3Cscript%3E',
    );
    expect(lookUp('')).toBeNull();
    expect(lookUp('?id=')).toBeNull();
  });
});
