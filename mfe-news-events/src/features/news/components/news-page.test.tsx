import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { routes } from '../../../routes';
import { newsArticles } from '../data/news-articles';
import { filterArticles } from '../utils/news-queries';
import { renderPage } from '../../../testing/render-page';

/** The page's HTML as the site's server renders it (shell/src/server/render.tsx does the same in the frame). */
async function serverHtml(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}

function filterButton(name: RegExp) {
  return within(screen.getByRole('group', { name: 'Filter by category' })).getByRole('button', { name });
}

describe('NewsPage', () => {
  it('shows the featured story, 12 more articles and the count line', async () => {
    await renderPage(routes, '/news');
    expect(screen.getByRole('heading', { level: 1, name: 'Newsroom' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /RSS Feed/ })).toBeInTheDocument();
    expect(screen.getByText('Showing 13 articles')).toBeInTheDocument();
    const featured = screen.getByRole('region', { name: /Springfield Receives \$500,000/ });
    expect(within(featured).getByRole('img')).toHaveAttribute('alt', expect.stringMatching(/skyline/));
    const latest = screen.getByRole('region', { name: 'Latest News' });
    expect(within(latest).getAllByRole('article')).toHaveLength(12);
    expect(screen.getByPlaceholderText('Search news articles...')).toBeInTheDocument();
  });

  it('arrives filtered from its address, as a browser without script asks for it', async () => {
    await renderPage(routes, '/news?category=press-releases&q=grant');
    expect(filterButton(/Press Releases/)).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('searchbox', { name: 'Search news articles' })).toHaveValue('grant');
    // One GET form of /news: the box is `q`, each category its submit button.
    const box = screen.getByRole('searchbox', { name: 'Search news articles' });
    expect(box).toHaveAttribute('name', 'q');
    expect(box.closest('form')).toHaveAttribute('action', '/news');
    expect(filterButton(/City Blog/)).toHaveAttribute('type', 'submit');
    expect(filterButton(/City Blog/).closest('form')).toBe(box.closest('form'));
  });

  it('comes filtered in the server’s HTML, without Clear search, which needs script', async () => {
    document.body.innerHTML = await serverHtml('/news?category=city-blog&q=park');
    expect(filterButton(/City Blog/)).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('searchbox', { name: 'Search news articles' })).toHaveValue('park');
    expect(screen.getByText('Showing 1 article')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
    document.body.innerHTML = '';
  });

  it('reads a category named by its label, as a person or another site writes it (?category=Press+Releases)', async () => {
    await renderPage(routes, '/news?category=Press+Releases&q=park');
    const expected = filterArticles(newsArticles, 'press-releases', 'park');
    expect(expected.length).toBeGreaterThan(0);
    expect(filterButton(/Press Releases/)).toHaveAttribute('aria-pressed', 'true');
    expect(
      screen.getByText(`Showing ${expected.length} article${expected.length === 1 ? '' : 's'}`),
    ).toBeVisible();
    const shown = screen
      .getAllByRole('article')
      .map((article) => within(article).getByRole('heading').textContent);
    expect(shown).toEqual(expected.map((article) => article.title));
  });

  it('shows all news when the address names a category it does not have', async () => {
    await renderPage(routes, '/news?category=nonsense');
    expect(filterButton(/All News/)).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Showing 13 articles')).toBeInTheDocument();
  });

  it('keeps the page, its category and its address when Enter is pressed in the search box', async () => {
    const { router } = await renderPage(routes, '/news');
    await userEvent.click(filterButton(/City Blog/));
    expect(router.state.location.search).toBe('?category=city-blog');
    expect(router.state.historyAction).toBe('REPLACE');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search news articles' }), 'park{Enter}');
    expect(filterButton(/City Blog/)).toHaveAttribute('aria-pressed', 'true');
    expect(new URLSearchParams(router.state.location.search)).toEqual(
      new URLSearchParams({ category: 'city-blog', q: 'park' }),
    );
    expect(screen.getByText('Showing 1 article')).toBeInTheDocument();
  });

  it('shows the news feeds with RSS Feed, a disclosure button, with script', async () => {
    await renderPage(routes, '/news');
    const button = screen.getByRole('button', { name: 'RSS Feed' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', 'news-feeds');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById('news-feeds')).toHaveTextContent('All News (RSS)');
  });

  it('leads Subscribe to the newsletter box, and RSS Feed without script to the list of feeds', async () => {
    await renderPage(routes, '/news');
    const subscribe = screen.getByRole('link', { name: 'Subscribe' });
    expect(subscribe).toHaveAttribute('href', '#newsletter-email');
    fireEvent.click(subscribe);
    expect(screen.getByRole('textbox', { name: /email/i })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'RSS Feed' })).toHaveAttribute('href', '#news-feeds-list');
  });

  it('also answers at /newsroom', async () => {
    await renderPage(routes, '/newsroom');
    expect(screen.getByText('Showing 13 articles')).toBeInTheDocument();
  });

  it('shows fixed counts on the filter buttons and the filtered count on the chosen one', async () => {
    await renderPage(routes, '/news');
    expect(filterButton(/All News/)).toHaveAccessibleName('All News (13)');
    expect(filterButton(/Press Releases/)).toHaveAccessibleName('Press Releases (6)');
    expect(filterButton(/Public Notices/)).toHaveAccessibleName('Public Notices (4)');
    expect(filterButton(/City Blog/)).toHaveAccessibleName('City Blog (3)');

    fireEvent.click(filterButton(/City Blog/));
    expect(filterButton(/City Blog/)).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Showing 3 articles')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Springfield Receives/ })).not.toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Search news articles'), { target: { value: 'PARK' } });
    expect(screen.getByText('Showing 1 article')).toBeInTheDocument();
    expect(filterButton(/City Blog/)).toHaveAccessibleName('City Blog (1)');
    expect(filterButton(/Press Releases/)).toHaveAccessibleName('Press Releases (6)');
  });

  it('reads the search text from ?q= and keeps it in the address, replacing the entry', async () => {
    const { router } = await renderPage(routes, '/news?q=grant');
    expect(screen.getByLabelText('Search news articles')).toHaveValue('grant');
    expect(screen.getByText('Showing 2 articles')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Search news articles'), { target: { value: 'bridge' } });
    expect(router.state.location.search).toBe('?q=bridge');
    expect(router.state.historyAction).toBe('REPLACE');
    fireEvent.change(screen.getByLabelText('Search news articles'), { target: { value: '' } });
    expect(router.state.location.search).toBe('');
  });

  it('clears the search with the Clear search button and keeps the focus in the box', async () => {
    await renderPage(routes, '/news?q=bridge');
    const box = screen.getByRole('searchbox', { name: 'Search news articles' });
    expect(screen.getByText('Showing 1 article')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
    expect(screen.getByText('Showing 13 articles')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  });

  it('shows hostile or odd search text as text and finds nothing', async () => {
    await renderPage(routes, '/news');
    const box = screen.getByLabelText('Search news articles');
    for (const text of ['<img src=x onerror=alert(1)>', '🎉🎉', 'x'.repeat(10000)]) {
      act(() => {
        fireEvent.change(box, { target: { value: text } });
      });
      expect(box).toHaveValue(text);
      expect(screen.getByText('Showing 0 articles')).toBeInTheDocument();
      expect(screen.getByText(/No articles match your search/)).toBeInTheDocument();
    }
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });
});
