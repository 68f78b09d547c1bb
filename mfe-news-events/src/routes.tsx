import type { RouteObject } from 'react-router-dom';
import { CONTRACT_VERSION, translatedInto, type HeadHandle, type QueryHandle } from '@springfield/shared';
import { EventDetailPage } from './features/events/components/event-detail-page';
import { EventsRoute } from './features/events/components/events-route';
import { NewsPage } from './features/news/components/news-page';
import { CATEGORY_PARAM } from './components/category-filters';
import { NEWS_SEARCH_PARAM } from './features/news/hooks/use-news-search';
import { localizedEvent } from './features/events/utils/event-queries';
import { registrationRoutes } from './features/events/registration';
import { newsletterRoutes } from './features/news/newsletter';
import {
  localizedArticle,
  localizedArticleForPath,
  resolveArticleAlias,
} from './features/news/utils/news-queries';
import { areaIntl } from './i18n/area-intl';

/** The version of the shell–remote contract this module follows (checked by the shell when it loads). */
export const contract = CONTRACT_VERSION;

/** The newsroom reads its search text from the address (?q=…): the server renders it with that only. */
const newsSearch: QueryHandle = { query: [NEWS_SEARCH_PARAM, CATEGORY_PARAM] };
/** The events list reads its category from the address (`?category=council`). */
const eventsQuery: QueryHandle = { query: [CATEGORY_PARAM] };

/**
 * Open Graph data of an article (its picture, its date), for link previews of the server's HTML: its words in
 * the page's language where it is translated; and the languages it is translated into, its page's alternates.
 */
const articleHead: HeadHandle = {
  head: ({ slug }) => {
    const article = slug ? localizedArticleForPath(`/news/${slug}`) : undefined;
    return article
      ? {
          type: 'article',
          description: article.summary,
          image: article.image,
          imageAlt: article.imageAlt,
          published: article.date,
          languages: translatedInto((locale) => localizedArticle(article.slug, locale)),
        }
      : undefined;
  },
};

/** Open Graph data of an event (its picture), in the page's language, and the languages it is written in. */
const eventHead: HeadHandle = {
  head: ({ id }) => {
    const event = id ? localizedEvent(id) : undefined;
    return event
      ? {
          type: 'website',
          description: event.description,
          image: event.image,
          imageAlt: event.imageAlt,
          languages: translatedInto((locale) => localizedEvent(String(event.id), locale)),
        }
      : undefined;
  },
};

/**
 * An old link to an article (an alias) is a permanent redirect to the article: the server answers it with a 301
 * (no page to render without script), the browser's router follows it. A thrown redirect response, as
 * react-router's `redirect` makes it (that export is outside the router contract).
 */
function followArticleAlias({ params }: { params: Readonly<Record<string, string | undefined>> }) {
  const alias = resolveArticleAlias(params.slug ?? '');
  if (alias) throw new Response(null, { status: 301, headers: { Location: `/news/${alias}` } });
  return null;
}

/**
 * The pages of this remote, attached by the shell under its prefixes (exposed as './routes'), each inside the
 * area's messages (Spanish and Traditional Chinese beside English). A route with an action has a fixed id: the
 * server's render and the browser's must name it alike.
 */
export const routes: RouteObject[] = areaIntl.withMessages([
  // The newsletter box of the newsroom (also at /newsroom) sends to /news; its confirmation is not for
  // search engines.
  ...newsletterRoutes(<NewsPage />, newsSearch),
  // The same page at a second address: search engines index it at /news.
  {
    path: '/newsroom',
    element: <NewsPage />,
    handle: { ...newsSearch, head: () => ({ canonical: '/news' }) } satisfies HeadHandle & QueryHandle,
  },
  // An article's page, and the sanitiser of its body (dompurify, about 10 KB compressed) with it, load only for
  // an article (issue 45): every other page of the area came with them. Before hydration the router loads it
  // (the shell waits for the first page's lazy routes); the server's build has it at hand.
  {
    path: '/news/:slug',
    handle: articleHead,
    loader: followArticleAlias,
    lazy: () =>
      import(/* webpackChunkName: "article-page" */ './features/news/components/article-page').then(
        ({ ArticlePage }) => ({
          element: (
            <areaIntl.Provider>
              <ArticlePage />
            </areaIntl.Provider>
          ),
        }),
      ),
  },
  // The list, and an event's register dialog over it, are one element (see EventsRoute).
  { path: '/events', element: <EventsRoute />, handle: eventsQuery },
  { path: '/events/:id', element: <EventDetailPage />, handle: eventHead },
  // A step of the registration form over the events list, and its confirmation.
  ...registrationRoutes(<EventsRoute register />, { eventHead, eventsQuery }),
]);

/** Loads this area's messages in a language: the shell awaits it before the area renders in it. */
export const loadMessages = areaIntl.loadMessages;
