import { screen, within } from '@testing-library/react';
import { CITY_LOGO, cityDateTime, cityReference } from '@springfield/shared';
import { routes } from '../../../routes';
import { renderAsServer, structuredDataOfType } from '../../../testing/server-render';
import { illustrationSource } from '../../../utils/illustration';
import { articleAliases, newsArticles } from '../data/news-articles';

/** Google's advice for an article's headline: longer ones are cut in its results. */
const HEADLINE_MAX_LENGTH = 110;

/** What the article's page shows in its header: the date it gives, and the author beside it. */
function shownFacts(container: HTMLElement) {
  const time = container.querySelector('time');
  const meta = time?.closest('ul');
  if (!time || !meta) throw new Error('The article shows no date');
  const [author] = within(meta).getAllByRole('listitem');
  return { date: time.getAttribute('datetime') ?? '', author: author.textContent?.trim() };
}

describe('the NewsArticle of an article’s page', () => {
  it.each(newsArticles.map((article) => [article.href]))(
    '%s reports Google’s properties with the values the page shows',
    async (path) => {
      const { structuredData, view } = await renderAsServer(routes, path);
      const data = structuredDataOfType(structuredData, 'NewsArticle');
      const heading = screen.getByRole('heading', { level: 1 });
      const picture = within(screen.getByRole('article')).getAllByRole('img')[0];
      const shown = shownFacts(view.container);
      expect(data).toMatchObject({
        '@context': 'https://schema.org',
        headline: heading.textContent,
        datePublished: cityDateTime(shown.date),
        dateModified: cityDateTime(shown.date),
        author: { '@type': 'Organization', name: shown.author },
        // cityReference()'s type also allows a bare name: it is the city's object.
        publisher: { ...(cityReference() as object), logo: CITY_LOGO },
        mainEntityOfPage: path,
        url: path,
      });
      // The picture it reports is the one the page shows (written into the page: illustrationSource).
      const [image] = data?.image as string[];
      expect(picture).toHaveAttribute('src', illustrationSource(image));
      expect(String(data?.headline).length).toBeLessThanOrEqual(HEADLINE_MAX_LENGTH);
      // The description is the summary under the heading; the section, the category the breadcrumb ends with.
      expect(screen.getByText(String(data?.description))).toBeInTheDocument();
      const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
      expect(within(crumbs).getByText(String(data?.articleSection))).toHaveAttribute('aria-current', 'page');
    },
  );

  it('describes an article from the data: its summary, date and office', async () => {
    const [article] = newsArticles;
    const { structuredData } = await renderAsServer(routes, article.href);
    expect(structuredDataOfType(structuredData, 'NewsArticle')).toMatchObject({
      headline: article.title,
      description: article.summary,
      image: [article.image],
      datePublished: cityDateTime(article.date),
      author: { name: article.author },
      articleSection: article.category,
    });
  });

  it.each(Object.entries(articleAliases))(
    'names the article’s own address, not its old one (/news/%s)',
    async (alias, slug) => {
      const { structuredData, router } = await renderAsServer(routes, `/news/${alias}`);
      expect(router.state.location.pathname).toBe(`/news/${slug}`);
      expect(structuredDataOfType(structuredData, 'NewsArticle')).toMatchObject({
        mainEntityOfPage: `/news/${slug}`,
        url: `/news/${slug}`,
      });
    },
  );

  it('reports nothing for an article that does not exist', async () => {
    const { structuredData } = await renderAsServer(routes, '/news/no-such-article');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Article Not Found');
    expect(structuredDataOfType(structuredData, 'NewsArticle')).toBeUndefined();
  });
});
