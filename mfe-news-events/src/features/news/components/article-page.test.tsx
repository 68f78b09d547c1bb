import { screen, within } from '@testing-library/react';
import { routes } from '../../../routes';
import { getArticle } from '../utils/news-queries';
import { newsArticles } from '../data/news-articles';
// The route loads the page lazily (routes.tsx): imported here first, so that loading it is not the first
// transform of the file, which on a busy machine outlasted findByRole's wait.
import './article-page';
import { renderPage } from '../../../testing/render-page';

describe('ArticlePage', () => {
  // The article route has a loader (an old address redirects), so the page shows once the router has run it.
  it('shows every part of a known article', async () => {
    await renderPage(routes, '/news/fy2025-budget-approved');
    const article = getArticle('fy2025-budget-approved')!;
    expect(await screen.findByRole('heading', { level: 1, name: article.title })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByRole('link', { name: 'News' })).toHaveAttribute('href', '/news');
    expect(within(crumbs).getByText('Press Releases')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: /Back to Newsroom/ })).toHaveAttribute('href', '/news');
    expect(screen.getByText(article.summary)).toBeInTheDocument();
    expect(screen.getByText(article.author)).toBeInTheDocument();
    expect(screen.getByText('December 16, 2024')).toBeInTheDocument();
    expect(screen.getByText(article.readTime)).toBeInTheDocument();
    expect(screen.getByText('3,214 views')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Share/ })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: article.imageAlt })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Highlights' })).toBeInTheDocument();
    expect(document.title).toBe(`${article.title} | City of Springfield`);
  });

  it('links "More on this story" to the two spec paths, both real articles', async () => {
    await renderPage(routes, '/news/zoning-hearings');
    const aside = await screen.findByRole('complementary', { name: 'More on this story' });
    const links = within(aside).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/news/elm-avenue-water-upgrades',
      '/news/bike-share-program',
    ]);
    expect(links[0]).toHaveTextContent(getArticle('oak-street-water-project')!.title);
  });

  it('opens every known slug', async () => {
    for (const article of newsArticles) {
      const { unmount } = await renderPage(routes, article.href);
      expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(article.title);
      unmount();
    }
  });

  it('leads an alias path to its article', async () => {
    const { router } = await renderPage(routes, '/news/recruitment-drive');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/Police Academy/);
    expect(router.state.location.pathname).toBe('/news/police-graduation');
  });

  it.each(['%3Cb%3E', 'abc', '999', 'constructor'])('shows the not-found view for /news/%s', async (slug) => {
    await renderPage(routes, `/news/${slug}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Article Not Found' })).toBeInTheDocument();
    expect(screen.getByText('The requested news article could not be found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Newsroom/ })).toHaveAttribute('href', '/news');
  });
});
