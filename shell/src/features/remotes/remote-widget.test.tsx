import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRouter } from '@springfield/shared/testing';
import { PART_READY_EVENT } from '../frame/page-ready';
import { ShellIntl } from '../language/components/shell-intl';
import { loadFederatedModule, reloadPage, resetRemote } from './federation';
import {
  clearWidgetsAtHand,
  isWidgetLoadFailure,
  RemoteWidget,
  setWidgetAtHand,
  setWidgetLoading,
} from './remote-widget';

jest.mock('./federation', () => ({
  loadFederatedModule: jest.fn(),
  resetRemote: jest.fn(() => true),
  reloadPage: jest.fn(),
}));
const loadModule = loadFederatedModule as jest.MockedFunction<typeof loadFederatedModule>;

function LatestNews() {
  return <h2>Latest News</h2>;
}

function Broken(): never {
  throw new Error('bad data');
}

const widget = (
  <RemoteWidget remote="news_events" module="./LatestNewsWidget" title="Latest News" minHeight={100} />
);

describe('RemoteWidget', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('shows a loading state, then the widget', async () => {
    loadModule.mockResolvedValue({ default: LatestNews });
    renderWithRouter(<ShellIntl>{widget}</ShellIntl>);
    expect(screen.getByRole('status')).toHaveTextContent('Loading Latest News…');
    expect(await screen.findByRole('heading', { name: 'Latest News' })).toBeInTheDocument();
    expect(loadModule).toHaveBeenCalledWith('news_events', './LatestNewsWidget');
  });

  it('shows only its own unavailable panel when the remote is down, and Retry loads it', async () => {
    loadModule.mockRejectedValueOnce(new Error('down')).mockResolvedValue({ default: LatestNews });
    renderWithRouter(<ShellIntl>{widget}</ShellIntl>);
    expect(
      await screen.findByRole('heading', { name: 'Latest News is temporarily unavailable' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Latest News' })).toBeInTheDocument();
    expect(resetRemote).toHaveBeenCalledWith('news_events');
  });

  it('loads the page again when its files were preloaded here and failed (only a new page fetches them)', async () => {
    loadModule.mockRejectedValue(new Error('down'));
    (resetRemote as jest.Mock).mockReturnValueOnce(false);
    renderWithRouter(<ShellIntl>{widget}</ShellIntl>);
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Retrying…' })).toBeDisabled();
    expect(loadModule).toHaveBeenCalledTimes(1);
  });

  describe('at hand (Home rendered on the server, then hydrated)', () => {
    afterEach(() => clearWidgetsAtHand());

    it('renders a widget at hand in its first render, with no loading state', () => {
      loadModule.mockResolvedValue({ default: LatestNews });
      setWidgetAtHand('news_events', './LatestNewsWidget', LatestNews);
      renderWithRouter(<ShellIntl>{widget}</ShellIntl>);
      expect(screen.getByRole('heading', { name: 'Latest News' })).toBeInTheDocument();
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    });

    it('says its slot is waiting until the widget’s code has arrived and hydrated it', async () => {
      let arrive!: (loaded: { default: typeof LatestNews }) => void;
      setWidgetLoading('news_events', './LatestNewsWidget', new Promise((resolve) => (arrive = resolve)));
      const { container } = renderWithRouter(<ShellIntl>{widget}</ShellIntl>);
      const slot = container.querySelector('[data-widget-slot]');
      expect(slot).toHaveAttribute('data-sf-waiting');
      arrive({ default: LatestNews });
      expect(await screen.findByRole('heading', { name: 'Latest News' })).toBeInTheDocument();
      await waitFor(() => expect(slot).not.toHaveAttribute('data-sf-waiting'));
    });

    it('says when it has come alive (start.js taps again a button tapped on it before)', async () => {
      const partsIn = jest.fn();
      window.addEventListener(PART_READY_EVENT, partsIn);
      let arrive!: (loaded: { default: typeof LatestNews }) => void;
      const loading = new Promise<{ default: typeof LatestNews }>((resolve) => (arrive = resolve));
      // A widget out of view: loaded once it is in view, it does not hold the page back meanwhile.
      setWidgetLoading('news_events', './LatestNewsWidget', loading, { holdsPage: false });
      const { container } = renderWithRouter(<ShellIntl>{widget}</ShellIntl>);
      expect(container.querySelector('[data-widget-slot]')).toHaveAttribute(
        'data-widget-slot',
        'news_events./LatestNewsWidget',
      );
      expect(partsIn).not.toHaveBeenCalled();
      arrive({ default: LatestNews });
      await waitFor(() => expect(partsIn).toHaveBeenCalledTimes(1));
      expect(container.querySelector('[data-widget-slot]')).not.toHaveAttribute('data-sf-waiting');
      window.removeEventListener(PART_READY_EVENT, partsIn);
    });

    it('left before it was wanted, sets its module loading and comes back drawn, not stuck loading', async () => {
      let arrive!: (loaded: { default: typeof LatestNews }) => void;
      let wanted = false;
      const loading = new Promise<{ default: typeof LatestNews }>((resolve) => (arrive = resolve));
      // Out of view: its module waits for its slot to come into view, which the visitor leaves Home before.
      setWidgetLoading('news_events', './LatestNewsWidget', loading, {
        holdsPage: false,
        onLeave: () => {
          wanted = true;
          arrive({ default: LatestNews });
        },
      });
      const first = renderWithRouter(<ShellIntl>{widget}</ShellIntl>);
      expect(wanted).toBe(false);
      first.unmount();
      expect(wanted).toBe(true);
      // Home again (a client-side visit): the widget is drawn once its module is in, not left loading.
      renderWithRouter(<ShellIntl>{widget}</ShellIntl>);
      expect(await screen.findByRole('heading', { name: 'Latest News' })).toBeInTheDocument();
    });

    it('renders a widget still loading when its module arrives, without loading it twice', async () => {
      setWidgetLoading('news_events', './LatestNewsWidget', Promise.resolve({ default: LatestNews }));
      renderWithRouter(<ShellIntl>{widget}</ShellIntl>);
      expect(await screen.findByRole('heading', { name: 'Latest News' })).toBeInTheDocument();
      expect(loadModule).not.toHaveBeenCalled();
    });

    it('tells React’s recovery from a widget whose module failed apart from other errors', async () => {
      setWidgetLoading('news_events', './LatestNewsWidget', Promise.reject(new Error('down')));
      const { container } = renderWithRouter(<ShellIntl>{widget}</ShellIntl>);
      expect(
        await screen.findByRole('heading', { name: 'Latest News is temporarily unavailable' }),
      ).toBeInTheDocument();
      expect(container.querySelector('[data-widget-slot]')).not.toHaveAttribute('data-sf-waiting');
      // The error the widget's boundary caught, as React wraps it when it recovers while hydrating.
      const [, caught] = (console.error as jest.Mock).mock.calls.find(
        ([message]) => message === 'The Latest News widget could not be loaded.',
      ) as [string, Error];
      expect(isWidgetLoadFailure(new Error('recovered', { cause: caught }))).toBe(true);
      expect(isWidgetLoadFailure(new Error('recovered', { cause: new Error('bad data') }))).toBe(false);
      expect(isWidgetLoadFailure(caught)).toBe(false);
    });

    it('shows the panel when a widget still loading fails, and Retry loads it again', async () => {
      setWidgetLoading('news_events', './LatestNewsWidget', Promise.reject(new Error('down')));
      loadModule.mockResolvedValue({ default: LatestNews });
      renderWithRouter(<ShellIntl>{widget}</ShellIntl>);
      expect(
        await screen.findByRole('heading', { name: 'Latest News is temporarily unavailable' }),
      ).toBeInTheDocument();
      expect(
        screen.getByText('This section could not be loaded. The rest of the page is working.'),
      ).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
      expect(await screen.findByRole('heading', { name: 'Latest News' })).toBeInTheDocument();
      expect(resetRemote).toHaveBeenCalledWith('news_events');
    });

    it('starts with the panel the server rendered, loading nothing until Retry', async () => {
      loadModule.mockResolvedValue({ default: LatestNews });
      setWidgetAtHand('news_events', './LatestNewsWidget', 'failed');
      renderWithRouter(<ShellIntl>{widget}</ShellIntl>);
      expect(
        screen.getByRole('heading', { name: 'Latest News is temporarily unavailable' }),
      ).toBeInTheDocument();
      expect(loadModule).not.toHaveBeenCalled();
      await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
      expect(await screen.findByRole('heading', { name: 'Latest News' })).toBeInTheDocument();
    });
  });

  it('catches a widget that throws while rendering', async () => {
    loadModule.mockResolvedValue({ default: Broken });
    renderWithRouter(<ShellIntl>{widget}</ShellIntl>);
    expect(
      await screen.findByRole('heading', { name: 'Latest News is temporarily unavailable' }),
    ).toBeInTheDocument();
  });

  it('treats a module without a component as unavailable', async () => {
    loadModule.mockResolvedValue({ default: 'nothing' } as never);
    renderWithRouter(<ShellIntl>{widget}</ShellIntl>);
    expect(
      await screen.findByRole('heading', { name: 'Latest News is temporarily unavailable' }),
    ).toBeInTheDocument();
  });
});
