import { matchRoutes } from 'react-router-dom';
import type { HeadHandle } from '@springfield/shared';
import { routes } from './routes';
import { pages } from './search';
import { cityEvents } from './features/events/data/events';
import { registeredPath } from './features/events/registration';
import { articleAliases, newsArticles } from './features/news/data/news-articles';
import { NEWSLETTER_SUBSCRIBED_PATH } from './features/news/newsletter';

/** The handle of the route a path leads to. */
function handleOf(path: string): HeadHandle | undefined {
  const matches = matchRoutes(routes, path);
  return matches?.[matches.length - 1].route.handle as HeadHandle | undefined;
}

const paths = pages.map((page) => page.path);

describe('the area’s pages for the sitemap', () => {
  it('lists the newsroom, dated by its newest article, and the events list, undated', () => {
    const newest = newsArticles
      .map((article) => article.date)
      .sort()
      .at(-1);
    expect(pages).toContainEqual({ path: '/news', lastmod: newest });
    // An event's date is when it takes place, not when its page changed.
    expect(pages).toContainEqual({ path: '/events' });
  });

  it('lists every article, dated, and every event, undated, each in the languages it is translated into', () => {
    // The articles are in Spanish (not yet in Chinese); the events in both.
    for (const article of newsArticles) {
      expect(pages).toContainEqual({
        path: `/news/${article.slug}`,
        lastmod: article.date,
        languages: ['es'],
      });
    }
    for (const event of cityEvents) {
      expect(pages).toContainEqual({ path: `/events/${event.id}`, languages: ['es', 'zh-Hant'] });
    }
    expect(pages).toHaveLength(2 + newsArticles.length + cityEvents.length);
  });

  it('lists each address once, none a second address of a page', () => {
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).not.toContain('/newsroom');
    for (const alias of Object.keys(articleAliases)) expect(paths).not.toContain(`/news/${alias}`);
  });

  it('lists only pages for search engines, with dates in the sitemap’s form', () => {
    for (const page of pages) {
      expect(page.path).toMatch(/^\/[^?#]*$/);
      expect(handleOf(page.path)?.noindex).not.toBe(true);
      if (page.lastmod !== undefined) expect(page.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});

describe('pages not for search engines', () => {
  it('are the confirmations: the newsletter’s and an event registration’s', async () => {
    expect(handleOf(NEWSLETTER_SUBSCRIBED_PATH)?.noindex).toBe(true);
    expect(handleOf(registeredPath(cityEvents[0].id))?.noindex).toBe(true);
    // The confirmation keeps its link preview data: its head loads with its page (routes.tsx), which the
    // server's render loads before it reads the head.
    const [registered] = matchRoutes(routes, registeredPath(cityEvents[0].id))?.slice(-1) ?? [];
    await (registered?.route.lazy as (() => Promise<unknown>) | undefined)?.();
    expect(
      handleOf(registeredPath(cityEvents[0].id))?.head?.({ id: String(cityEvents[0].id) }),
    ).toBeDefined();
  });

  it('leave the lists and records indexable', () => {
    for (const path of [
      '/news',
      '/newsroom',
      '/events',
      newsArticles[0].href,
      `/events/${cityEvents[0].id}`,
    ]) {
      expect(handleOf(path)?.noindex).toBeUndefined();
    }
  });
});
