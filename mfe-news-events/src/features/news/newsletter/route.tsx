import type { HeadHandle, QueryHandle } from '@springfield/shared';
import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { newsletterAction } from './action';
import {
  NEWSLETTER_PATH,
  NEWSLETTER_ROUTE_ID,
  NEWSLETTER_SUBSCRIBED_PATH,
  UNSUBSCRIBE_PATH,
  UNSUBSCRIBE_ROUTE_ID,
  UNSUBSCRIBED_PATH,
} from './schema';
import { NewsletterSubscribedPage } from './newsletter-subscribed-page';
import { unsubscribeAction } from './unsubscribe-action';
import { UnsubscribedPage, UnsubscribePage } from './unsubscribe-page';

/**
 * The newsletter's routes: the newsroom's page, whose box sends to its action (a fixed id: the server's render
 * and the browser's name it alike; the news feature gives the page), the confirmation a sign-up sent without
 * script lands on, and the unsubscribe link's page (its token is personal: never cached) and its answer. None is
 * for search engines.
 */
export function newsletterRoutes(newsPage: ReactElement, handle: RouteObject['handle']): RouteObject[] {
  return [
    { id: NEWSLETTER_ROUTE_ID, path: NEWSLETTER_PATH, element: newsPage, action: newsletterAction, handle },
    {
      path: NEWSLETTER_SUBSCRIBED_PATH,
      element: <NewsletterSubscribedPage />,
      handle: { noindex: true } satisfies HeadHandle,
    },
    {
      id: UNSUBSCRIBE_ROUTE_ID,
      path: UNSUBSCRIBE_PATH,
      element: <UnsubscribePage />,
      action: unsubscribeAction,
      handle: { noindex: true, query: ['token'], personal: ['token'] } satisfies HeadHandle & QueryHandle,
    },
    {
      path: UNSUBSCRIBED_PATH,
      element: <UnsubscribedPage />,
      handle: { noindex: true } satisfies HeadHandle,
    },
  ];
}
