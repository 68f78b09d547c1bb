import { CONTRACT_VERSION, notify } from '@springfield/shared';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadFederatedModule, resetRemote } from '../features/remotes/federation';
import { renderApp } from '../test/render-app';

// The loadRemote boundary: the remotes are replaced by route modules made here.
jest.mock('../features/remotes/federation', () => ({
  loadFederatedModule: jest.fn(),
  resetRemote: jest.fn(() => true),
  reloadPage: jest.fn(),
}));
const loadModule = loadFederatedModule as jest.MockedFunction<typeof loadFederatedModule>;

function Newsroom() {
  return <h1>Newsroom</h1>;
}

function Boom(): never {
  throw new Error('The newsroom data is corrupt');
}

function RaisesToast() {
  return (
    <button
      type="button"
      onClick={() => notify({ title: 'Download Started', description: 'Budget is being prepared.' })}
    >
      Download
    </button>
  );
}

function newsRoutes(element = <Newsroom />) {
  return {
    contract: CONTRACT_VERSION,
    routes: [
      { path: '/news', element },
      { path: '/news/toast', element: <RaisesToast /> },
    ],
  };
}

describe('shell routing', () => {
  beforeEach(() => {
    // Home's widgets never load in these tests.
    loadModule.mockImplementation(async (remote, exposed) => {
      if (exposed === './routes' && remote === 'news_events') return newsRoutes();
      throw new Error(`${remote}/${exposed} is down`);
    });
  });

  it('attaches a remote’s routes on first visit and renders its page inside the frame', async () => {
    renderApp('/news');
    expect(await screen.findByRole('heading', { level: 1, name: 'Newsroom' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(loadModule).toHaveBeenCalledWith('news_events', './routes');
  });

  it('shows the unavailable panel for a remote that fails, and Retry brings the page back', async () => {
    loadModule.mockRejectedValueOnce(new Error('manifest blocked'));
    renderApp('/news');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'This part of the site is temporarily unavailable',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText(/News & Events could not be loaded/)).toBeInTheDocument();
    // The frame is intact.
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Newsroom' })).toBeInTheDocument();
    expect(resetRemote).toHaveBeenCalledWith('news_events');
  });

  it('does not attach routes written for another contract version: the area shows as unavailable', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    loadModule.mockResolvedValueOnce({ ...newsRoutes(), contract: CONTRACT_VERSION + 1 });
    renderApp('/news');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'This part of the site is temporarily unavailable',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Newsroom' })).not.toBeInTheDocument();
  });

  it('says so when Retry fails again', async () => {
    loadModule.mockRejectedValue(new Error('still down'));
    renderApp('/news');
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('It is still unavailable. Please try again later.')).toBeInTheDocument();
  });

  it('shows the route error view, inside the frame, when a page throws', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    loadModule.mockImplementation(async (_remote, exposed) => {
      if (exposed === './routes') return newsRoutes(<Boom />);
      throw new Error('down');
    });
    renderApp('/news');
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('The newsroom data is corrupt')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('shows the 404 page for an unknown path', async () => {
    renderApp('/no-such-page');
    expect(
      await screen.findByRole('heading', { level: 1, name: /Oops! Page not found/ }),
    ).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });

  it('keeps a remote-area path the remote does not define on the 404 page', async () => {
    renderApp('/news/a/b/c');
    expect(
      await screen.findByRole('heading', { level: 1, name: /Oops! Page not found/ }),
    ).toBeInTheDocument();
  });

  it('shows a toast raised inside a remote in the shell’s toaster', async () => {
    renderApp('/news/toast');
    await userEvent.click(await screen.findByRole('button', { name: 'Download' }));
    const region = screen.getByRole('region', { name: /notifications/i });
    expect(within(region).getByText('Download Started')).toBeInTheDocument();
    expect(within(region).getByRole('status')).toHaveTextContent('Budget is being prepared.');
  });

  it('sends the footer’s Website Feedback and the quick link Report an Issue to the feedback form', async () => {
    const { router } = renderApp('/report-issue');
    await act(async () => undefined);
    expect(router.state.location.pathname).toBe('/feedback');
    expect(router.state.location.hash).toBe('#feedback-form');
  });

  it('serves the Contact Us page with the city’s contact details', async () => {
    renderApp('/contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByText(/info@springfield.gov/)).toBeInTheDocument();
  });
});
