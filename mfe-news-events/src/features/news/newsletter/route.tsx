import type { HeadHandle } from '@springfield/shared';
import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { newsletterAction } from './action';
import { NEWSLETTER_PATH, NEWSLETTER_ROUTE_ID, NEWSLETTER_SUBSCRIBED_PATH } from './schema';
import { NewsletterSubscribedPage } from './newsletter-subscribed-page';

/**
 * The newsletter's routes: the newsroom's page, whose box sends to its action (a fixed id: the server's render
 * and the browser's name it alike; the news feature gives the page), and the confirmation a sign-up sent
 * without script lands on, which is not for search engines.
 */
export function newsletterRoutes(newsPage: ReactElement, handle: RouteObject['handle']): RouteObject[] {
  return [
    { id: NEWSLETTER_ROUTE_ID, path: NEWSLETTER_PATH, element: newsPage, action: newsletterAction, handle },
    {
      path: NEWSLETTER_SUBSCRIBED_PATH,
      element: <NewsletterSubscribedPage />,
      handle: { noindex: true } satisfies HeadHandle,
    },
  ];
}
