import type { RouteObject } from 'react-router-dom';
import { CONTRACT_VERSION, type HeadHandle, type QueryHandle } from '@springfield/shared';
import { CATEGORY_PARAM } from './components/category-filters';
import { NEWS_SEARCH_PARAM } from './features/news/hooks/use-news-search';
import { resolveArticleAlias } from './features/news/data/article-aliases';
import { registrationRoutes } from './features/events/registration/route';
import { newsletterRoutes } from './features/news/newsletter/route';
import { lazyHead, lazyPage, type PagePart } from './lazy-page';
import { areaIntl } from './i18n/area-intl';
// The pages' own styles load with the area's routes, not with their code: the server sends a page with the
// stylesheets of this module only, and a page must be styled at its first paint, before its code loads.
import './components/with-and-without-script.css';
import './features/feeds/feeds.css';
import './features/news/news.css';
import './features/events/events.css';

/** The version of the shell–remote contract this module follows (checked by the shell when it loads). */
export const contract = CONTRACT_VERSION;

/** The newsroom reads its search text from the address (?q=…): the server renders it with that only. */
const newsSearch: QueryHandle = { query: [NEWS_SEARCH_PARAM, CATEGORY_PARAM] };
/** The events list reads its category from the address (`?category=council`). */
const eventsQuery: QueryHandle = { query: [CATEGORY_PARAM] };

// Each page loads with its own route, and the records it reads with it (issue 45): this module names no
// record, so the newsroom no longer comes with every event, nor the events list with every article. The
// pages of one chunk name share it.
const newsPage = () =>
  import(/* webpackChunkName: "news-page" */ './features/news/components/news-page').then(
    ({ NewsPage }): PagePart => ({ element: <NewsPage /> }),
  );
// An article's page brings the sanitiser of its body (dompurify, about 10 KB compressed).
const articlePage = () =>
  import(/* webpackChunkName: "article-page" */ './features/news/components/article-page').then(
    ({ ArticlePage }): PagePart => ({ element: <ArticlePage /> }),
  );
const eventsList = () =>
  import(/* webpackChunkName: "events-page" */ './features/events/components/events-route').then(
    ({ EventsRoute }): PagePart => ({ element: <EventsRoute /> }),
  );
const eventRegister = () =>
  import(/* webpackChunkName: "events-page" */ './features/events/components/events-route').then(
    ({ EventsRoute }): PagePart => ({ element: <EventsRoute register /> }),
  );
const eventPage = () =>
  import(/* webpackChunkName: "event-page" */ './features/events/components/event-detail-page').then(
    ({ EventDetailPage }): PagePart => ({ element: <EventDetailPage /> }),
  );

/** Open Graph data of an article, for the server's HTML: with the article's page (features/news/article-head). */
const articleHead = lazyHead(() =>
  import(/* webpackChunkName: "article-page" */ './features/news/article-head').then(
    (head) => head.articleHead,
  ),
);
/** Open Graph data of an event, for the server's HTML: with the event's pages (features/events/event-head). */
const eventHead = lazyHead(() =>
  import(/* webpackChunkName: "event-head" */ './features/events/event-head').then((head) => head.eventHead),
);

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
  ...newsletterRoutes(newsPage, newsSearch),
  // The same page at a second address: search engines index it at /news.
  {
    path: '/newsroom',
    lazy: lazyPage(newsPage),
    handle: { ...newsSearch, head: () => ({ canonical: '/news' }) } satisfies HeadHandle & QueryHandle,
  },
  // An article's page, its head and the articles' records load only for an article.
  {
    path: '/news/:slug',
    handle: articleHead.handle,
    loader: followArticleAlias,
    lazy: lazyPage(articlePage, articleHead.load),
  },
  // The list, and an event's register dialog over it, are one element (see EventsRoute).
  { path: '/events', lazy: lazyPage(eventsList), handle: eventsQuery },
  { path: '/events/:id', lazy: lazyPage(eventPage, eventHead.load), handle: eventHead.handle },
  // A step of the registration form over the events list, and its confirmation.
  ...registrationRoutes(eventRegister, { eventHead, eventsQuery }),
]);

/** Loads this area's messages in a language: the shell awaits it before the area renders in it. */
export const loadMessages = areaIntl.loadMessages;
