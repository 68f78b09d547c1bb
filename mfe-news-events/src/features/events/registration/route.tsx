import type { HeadHandle, QueryHandle } from '@springfield/shared';
import type { RouteObject } from 'react-router-dom';
import { lazyPage, type LazyHead, type PagePart } from '../../../lazy-page';
import { CANCEL_PATH, CANCEL_ROUTE_ID, REGISTER_ROUTE_ID } from './addresses';

/**
 * The registration's routes: an event's register address with the form's action (a fixed id: the server's
 * render and the browser's name it alike), whose page the events feature gives (the list with the dialog
 * over it, or the register page: see EventsRoute), and the confirmation a registration sent without script
 * lands on, and a registration mail's cancel link's page and where it lands. None is for search engines, which find
 * the list at /events. Each page, its action and its head load with it (lazyPage): they read the events' records.
 */
export function registrationRoutes(
  registerPage: () => Promise<PagePart>,
  { eventHead, eventsQuery }: { eventHead: LazyHead; eventsQuery: QueryHandle },
): RouteObject[] {
  return [
    {
      id: REGISTER_ROUTE_ID,
      path: '/events/:id/register',
      handle: { ...eventHead.handle, ...eventsQuery, noindex: true } satisfies HeadHandle & QueryHandle,
      // The action joins the events list's chunk: the list's register dialog opens without a download.
      lazy: lazyPage(
        () =>
          Promise.all([registerPage(), import(/* webpackChunkName: "events-page" */ './action')]).then(
            ([{ element }, { eventRegisterAction }]) => ({ element, action: eventRegisterAction }),
          ),
        eventHead.load,
      ),
    },
    {
      path: '/events/:id/registered',
      handle: { ...eventHead.handle, noindex: true } satisfies HeadHandle,
      lazy: lazyPage(
        () =>
          import(/* webpackChunkName: "event-registered" */ './event-registered-page').then((page) => ({
            element: <page.EventRegisteredPage />,
          })),
        eventHead.load,
      ),
    },
    // A registration mail's cancel link (its token is personal: the page is never cached), and its answer.
    {
      id: CANCEL_ROUTE_ID,
      path: CANCEL_PATH,
      handle: { noindex: true, query: ['token'], personal: ['token'] } satisfies HeadHandle & QueryHandle,
      lazy: lazyPage(() =>
        Promise.all([
          import(/* webpackChunkName: "event-cancel" */ './cancel-pages'),
          import(/* webpackChunkName: "event-cancel" */ './cancel-action'),
        ]).then(([pages, { cancelRegistrationAction }]) => ({
          element: <pages.CancelRegistrationPage />,
          action: cancelRegistrationAction,
        })),
      ),
    },
    {
      path: '/events/:id/cancelled',
      handle: { ...eventHead.handle, noindex: true } satisfies HeadHandle,
      lazy: lazyPage(
        () =>
          import(/* webpackChunkName: "event-cancel" */ './cancel-pages').then((pages) => ({
            element: <pages.EventCancelledPage />,
          })),
        eventHead.load,
      ),
    },
  ];
}
