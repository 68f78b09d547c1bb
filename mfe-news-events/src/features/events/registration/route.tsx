import type { HeadHandle, QueryHandle } from '@springfield/shared';
import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { eventRegisterAction } from './action';
import { EventRegisteredPage } from './event-registered-page';
import { CANCEL_PATH, CANCEL_ROUTE_ID, REGISTER_ROUTE_ID } from './schema';
import { cancelRegistrationAction } from './cancel-action';
import { CancelRegistrationPage, EventCancelledPage } from './cancel-pages';

/**
 * The registration's routes: an event's register address with the form's action (a fixed id: the server's
 * render and the browser's name it alike), whose element the events feature gives (the list with the dialog
 * over it, or the register page: see EventsRoute), and the confirmation a registration sent without script
 * lands on, and a registration mail's cancel link's page and where it lands. None is for search engines, which find
 * the list at /events.
 */
export function registrationRoutes(
  registerElement: ReactElement,
  { eventHead, eventsQuery }: { eventHead: HeadHandle; eventsQuery: QueryHandle },
): RouteObject[] {
  return [
    {
      id: REGISTER_ROUTE_ID,
      path: '/events/:id/register',
      element: registerElement,
      handle: { ...eventHead, ...eventsQuery, noindex: true } satisfies HeadHandle & QueryHandle,
      action: eventRegisterAction,
    },
    {
      path: '/events/:id/registered',
      element: <EventRegisteredPage />,
      handle: { ...eventHead, noindex: true } satisfies HeadHandle,
    },
    // A registration mail's cancel link (its token is personal: the page is never cached), and its answer.
    {
      id: CANCEL_ROUTE_ID,
      path: CANCEL_PATH,
      element: <CancelRegistrationPage />,
      action: cancelRegistrationAction,
      handle: { noindex: true, query: ['token'], personal: ['token'] } satisfies HeadHandle & QueryHandle,
    },
    {
      path: '/events/:id/cancelled',
      element: <EventCancelledPage />,
      handle: { ...eventHead, noindex: true } satisfies HeadHandle,
    },
  ];
}
