import { ShellIntl } from '../../language/components/shell-intl';
import { CONTRACT_VERSION, type SearchRecord } from '@springfield/shared';
import { renderRoutes } from '@springfield/shared/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loadFederatedModule } from '../../remotes/federation';
import { setRemoteAreas } from '../../remotes/remote-areas';
import { testAreas } from '../../../test/test-areas';
import { resetLoadedRecords } from '../data/load-records';
import { filtersTickedIn, SearchPage, shownFromAddress } from './search-page';

jest.mock('../../remotes/federation', () => ({
  loadFederatedModule: jest.fn(),
  resetRemote: jest.fn(() => true),
  reloadPage: jest.fn(),
}));
const loadModule = loadFederatedModule as jest.MockedFunction<typeof loadFederatedModule>;

const record = (area: string, over: Partial<SearchRecord> & Pick<SearchRecord, 'id' | 'title' | 'url'>) =>
  ({ summary: `${over.title} summary.`, area, type: 'Page', ...over }) as SearchRecord;

const modules: Record<string, SearchRecord[]> = {
  news_events: [
    record('News & Events', {
      id: 'news:pothole-blitz',
      title: 'Pothole Blitz Repairs 800 Potholes',
      url: '/news/pothole-blitz',
      type: 'News',
      date: '2024-12-01',
    }),
  ],
  services_payments: [
    record('Departments, Services & Payments', {
      id: 'service:pothole-report',
      title: 'Report a Pothole',
      url: '/services/pothole-report',
      type: 'Service',
      keywords: ['road damage'],
    }),
  ],
  government: [record('Government', { id: 'budget', title: 'Budget & Finances', url: '/government/budget' })],
  community: [record('Programs & Community', { id: 'volunteer', title: 'Volunteer', url: '/volunteer' })],
};
const communityRecords = modules.community;

function renderSearch(path: string) {
  return renderRoutes(
    [
      {
        path: '/search',
        element: (
          <ShellIntl>
            <SearchPage />
          </ShellIntl>
        ),
      },
    ],
    path,
  );
}

describe('SearchPage', () => {
  beforeEach(() => {
    resetLoadedRecords();
    modules.community = communityRecords;
    setRemoteAreas(testAreas.map((area) => ({ ...area, search: './search' })));
    loadModule.mockImplementation(async (remote: string) => ({
      contract: CONTRACT_VERSION,
      records: modules[remote],
    }));
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('shows results from every area, the task page first, with marks, area, type, date and a count', async () => {
    renderSearch('/search?q=potholes');
    const list = await screen.findByRole('list', { name: 'Search results' });
    const items = within(list).getAllByRole('listitem');
    expect(within(items[0]).getByRole('link', { name: 'Report a Pothole' })).toHaveAttribute(
      'href',
      '/services/pothole-report',
    );
    expect(items[1].querySelector('.sh-results__meta')).toHaveTextContent(
      /^News & Events · News · December 1, 2024$/,
    );
    expect(within(items[1]).getByText('December 1, 2024')).toHaveAttribute('datetime', '2024-12-01');
    expect(items[0].querySelector('mark')).toHaveTextContent('Pothole');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^\d+ results for “potholes”$/));
    expect(loadModule).toHaveBeenCalledWith('government', './search');
  });

  it('filters by area and by type, with counts', async () => {
    renderSearch('/search?q=pothole');
    const area = await screen.findByRole('group', { name: 'Area' });
    expect(within(area).getByRole('checkbox', { name: 'News & Events (1)' })).not.toBeChecked();
    fireEvent.click(within(area).getByRole('checkbox', { name: 'News & Events (1)' }));
    await waitFor(() => expect(window.location.search).toBe('?q=pothole&area=News+%26+Events'));
    expect(within(area).getByRole('checkbox', { name: 'News & Events (1)' })).toBeChecked();
    const list = screen.getByRole('list', { name: 'Search results' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    const type = screen.getByRole('group', { name: 'Type' });
    expect(within(type).getByRole('checkbox', { name: 'News (1)' })).toBeInTheDocument();
  });

  it('names an area that failed and still shows the others', async () => {
    loadModule.mockImplementation(async (remote: string) => {
      if (remote === 'government') throw new Error('down');
      return { contract: CONTRACT_VERSION, records: modules[remote] };
    });
    renderSearch('/search?q=pothole');
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Results from Government are not available right now.',
    );
    expect(await screen.findByRole('link', { name: 'Report a Pothole' })).toBeInTheDocument();
  });

  it('offers popular tasks and the city phone number when nothing matches', async () => {
    renderSearch('/search?q=zzzqqq');
    expect(await screen.findByRole('heading', { name: 'No pages match “zzzqqq”' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay a fine or parking ticket' })).toHaveAttribute(
      'href',
      '/pay-fines',
    );
    expect(screen.getByRole('link', { name: '(555) 123-4567' })).toHaveAttribute('href', 'tel:5551234567');
  });

  it('is a GET form to /search with a q field', async () => {
    renderSearch('/search');
    const form = screen.getByRole('search', { name: 'Search this site' });
    expect(form).toHaveAttribute('action', '/search');
    expect(form).toHaveAttribute('method', 'get');
    expect(within(form).getByRole('searchbox')).toHaveAttribute('name', 'q');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Type what you are looking for.'),
    );
  });

  it('shows 10 results at first, and Show more results adds the next ones and focuses the first of them', async () => {
    modules.community = Array.from({ length: 26 }, (_, n) =>
      record('Programs & Community', {
        id: `park-${n}`,
        title: `Zebracrossing Number ${n + 1}`,
        url: '/programs',
      }),
    );
    renderSearch('/search?q=zebracrossing');
    const list = await screen.findByRole('list', { name: 'Search results' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: 'Show more results (16 more)' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    await waitFor(() => expect(within(list).getAllByRole('link')[10]).toHaveFocus());
    fireEvent.click(screen.getByRole('button', { name: 'Show more results (6 more)' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(26);
    expect(screen.queryByRole('button', { name: /Show more results/ })).not.toBeInTheDocument();
    await waitFor(() => expect(within(list).getAllByRole('link')[20]).toHaveFocus());
  });

  it('shows as many results as the address asks for (the no-JavaScript Show more results link)', async () => {
    modules.community = Array.from({ length: 26 }, (_, n) =>
      record('Programs & Community', {
        id: `park-${n}`,
        title: `Zebracrossing Number ${n + 1}`,
        url: '/programs',
      }),
    );
    renderSearch('/search?q=zebracrossing&shown=20');
    const list = await screen.findByRole('list', { name: 'Search results' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    expect(screen.getByRole('button', { name: 'Show more results (6 more)' })).toBeInTheDocument();
  });

  it('reads `shown` as whole steps of 10, from 10 to 500, whatever the address says', () => {
    expect(shownFromAddress(null)).toBe(10);
    expect(shownFromAddress('20')).toBe(20);
    expect(shownFromAddress('25')).toBe(20);
    expect(shownFromAddress('0')).toBe(10);
    expect(shownFromAddress('-30')).toBe(10);
    expect(shownFromAddress('lots')).toBe(10);
    expect(shownFromAddress('1e9')).toBe(500);
    expect(shownFromAddress('Infinity')).toBe(10);
  });

  it('folds the filters behind a Filter results button on a narrow screen, with the active count', async () => {
    const original = window.matchMedia;
    const narrow = (query: string) =>
      ({ ...original(query), matches: query === '(max-width: 768px)' }) as MediaQueryList;
    window.matchMedia = narrow;
    try {
      renderSearch('/search?q=pothole');
      const toggle = await screen.findByRole('button', { name: 'Filter results' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
      expect(panel).toHaveAttribute('aria-label', 'Filter results');
      // Folded, the filters are not rendered at all (nor at each keystroke).
      expect(screen.queryByRole('group', { name: 'Area' })).not.toBeInTheDocument();
      fireEvent.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      fireEvent.click(screen.getByRole('checkbox', { name: 'News & Events (1)' }));
      expect(toggle).toHaveAccessibleName('Filter results 1 active');
      fireEvent.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('group', { name: 'Area' })).not.toBeInTheDocument();
      expect(
        within(screen.getByRole('list', { name: 'Search results' })).getAllByRole('listitem'),
      ).toHaveLength(1);
    } finally {
      window.matchMedia = original;
    }
  });

  it('writes the typed words into the address once typing rests', async () => {
    window.history.replaceState(null, '', '/search');
    renderSearch('/search');
    const box = screen.getByRole('searchbox');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Type what you are looking for.'),
    );
    jest.useFakeTimers();
    try {
      fireEvent.change(box, { target: { value: 'pot' } });
      fireEvent.change(box, { target: { value: 'pothole' } });
      expect(window.location.search).toBe('');
      act(() => jest.advanceTimersByTime(300));
      expect(window.location.search).toBe('?q=pothole');
    } finally {
      jest.useRealTimers();
    }
  });

  it('follows a result link within the site on a plain click, and leaves a modified click to the browser', async () => {
    const { router } = renderRoutes(
      [
        {
          path: '/search',
          element: (
            <ShellIntl>
              <SearchPage />
            </ShellIntl>
          ),
        },
        { path: '/services/pothole-report', element: <h1>Report a Pothole page</h1> },
      ],
      '/search?q=pothole',
    );
    const link = await screen.findByRole('link', { name: 'Report a Pothole' });
    // A Ctrl+click reaches the document not prevented (the browser's own, e.g. a new tab), then stops here:
    // jsdom cannot open one.
    let leftToBrowser = false;
    const stop = (event: Event) => {
      leftToBrowser = !event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('click', stop);
    fireEvent.click(link, { ctrlKey: true });
    document.removeEventListener('click', stop);
    expect(leftToBrowser).toBe(true);
    expect(router.state.location.pathname).toBe('/search');
    expect(fireEvent.click(link)).toBe(false);
    expect(await screen.findByRole('heading', { name: 'Report a Pothole page' })).toBeInTheDocument();
  });
});

describe('filtersTickedIn', () => {
  /** The filters' form as the server sends it, the boxes ticked as a visitor left them. */
  const form = (ticked: string[]) => {
    const element = document.createElement('form');
    element.innerHTML = [
      ['area', 'News & Events'],
      ['area', 'Government'],
      ['type', 'Event'],
      ['type', 'News'],
    ]
      .map(
        ([name, value]) =>
          `<input type="checkbox" name="${name}" value="${value}"${ticked.includes(value) ? ' checked' : ''}>`,
      )
      .join('');
    return element;
  };

  it('gives the filters ticked before the page came alive, by area and type, in the order of the boxes', () => {
    expect(filtersTickedIn(form(['Event', 'Government']), { area: [], type: [] })).toEqual({
      area: ['Government'],
      type: ['Event'],
    });
  });

  it('gives a filter cleared before the page came alive as no longer chosen', () => {
    expect(filtersTickedIn(form([]), { area: [], type: ['News'] })).toEqual({ area: [], type: [] });
  });

  it('gives nothing when the boxes are as the address chose them, in whatever order', () => {
    expect(
      filtersTickedIn(form(['News & Events', 'Government', 'News']), {
        area: ['Government', 'News & Events'],
        type: ['News'],
      }),
    ).toBeUndefined();
  });
});
