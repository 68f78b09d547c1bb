import type { HeadHandle, QueryHandle } from '@springfield/shared';
import type { RouteObject } from 'react-router-dom';
import { lazyPage, type PagePart } from '../../../lazy-page';
import {
  NEWSLETTER_PATH,
  NEWSLETTER_ROUTE_ID,
  NEWSLETTER_SUBSCRIBED_PATH,
  UNSUBSCRIBE_PATH,
  UNSUBSCRIBE_ROUTE_ID,
  UNSUBSCRIBED_PATH,
} from './addresses';

/**
 * The newsletter's routes: the newsroom's page, whose box sends to its action (a fixed id: the server's render
 * and the browser's name it alike; the news feature gives the page), the confirmation a sign-up sent without
 * script lands on, and the unsubscribe link's page (its token is personal: never cached) and its answer. None is
 * for search engines. Each page and its action load with it (lazyPage): the newsroom reads every article's
 * record, and none of them, nor the newsletter's words, belongs on the events' pages.
 */
export function newsletterRoutes(
  newsPage: () => Promise<PagePart>,
  handle: RouteObject['handle'],
): RouteObject[] {
  return [
    {
      id: NEWSLETTER_ROUTE_ID,
      path: NEWSLETTER_PATH,
      handle,
      lazy: lazyPage(() =>
        Promise.all([newsPage(), import(/* webpackChunkName: "news-page" */ './action')]).then(
          ([{ element }, { newsletterAction }]) => ({ element, action: newsletterAction }),
        ),
      ),
    },
    {
      path: NEWSLETTER_SUBSCRIBED_PATH,
      handle: { noindex: true } satisfies HeadHandle,
      lazy: lazyPage(() =>
        import(/* webpackChunkName: "newsletter-pages" */ './newsletter-subscribed-page').then((page) => ({
          element: <page.NewsletterSubscribedPage />,
        })),
      ),
    },
    {
      id: UNSUBSCRIBE_ROUTE_ID,
      path: UNSUBSCRIBE_PATH,
      handle: { noindex: true, query: ['token'], personal: ['token'] } satisfies HeadHandle & QueryHandle,
      lazy: lazyPage(() =>
        Promise.all([
          import(/* webpackChunkName: "newsletter-pages" */ './unsubscribe-page'),
          import(/* webpackChunkName: "newsletter-pages" */ './unsubscribe-action'),
        ]).then(([page, { unsubscribeAction }]) => ({
          element: <page.UnsubscribePage />,
          action: unsubscribeAction,
        })),
      ),
    },
    {
      path: UNSUBSCRIBED_PATH,
      handle: { noindex: true } satisfies HeadHandle,
      lazy: lazyPage(() =>
        import(/* webpackChunkName: "newsletter-pages" */ './unsubscribe-page').then((page) => ({
          element: <page.UnsubscribedPage />,
        })),
      ),
    },
  ];
}
