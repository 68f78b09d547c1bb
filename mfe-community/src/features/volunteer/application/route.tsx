import type { HeadHandle, QueryHandle } from '@springfield/shared';
import type { RouteObject } from 'react-router-dom';
import { lazyPage, type PagePart } from '../../../lazy-page';
import { VOLUNTEER_APPLY_ROUTE_ID, VOLUNTEER_PATH, WITHDRAW_PATH, WITHDRAW_ROUTE_ID } from './addresses';

/**
 * The application's routes. /volunteer/{id}/apply is the volunteer page with that card's application form
 * open (the volunteer feature gives the page: the same component as /volunteer, so moving between them keeps
 * what was typed); the form posts there, to its action (a fixed id: the server's render and the browser's name
 * it alike). It is a step of the form, not a page of its own: search engines find /volunteer instead. Neither
 * is the confirmation an application sent without script lands on. Each page, and its action, load with it
 * (lazyPage, issue 45).
 */
export function volunteerApplicationRoutes(volunteerPage: () => Promise<PagePart>): RouteObject[] {
  const notForSearchEngines = { noindex: true } as const satisfies HeadHandle;
  return [
    {
      id: VOLUNTEER_APPLY_ROUTE_ID,
      path: `${VOLUNTEER_PATH}/:id/apply`,
      handle: notForSearchEngines,
      // The action joins the volunteer page's chunk: a card's form opens without a download.
      lazy: lazyPage(() =>
        Promise.all([volunteerPage(), import(/* webpackChunkName: "volunteer-page" */ './action')]).then(
          ([{ element }, { volunteerApplyAction }]) => ({ element, action: volunteerApplyAction }),
        ),
      ),
    },
    {
      path: `${VOLUNTEER_PATH}/:id/applied`,
      handle: notForSearchEngines,
      lazy: lazyPage(() =>
        import(/* webpackChunkName: "volunteer-applied" */ './volunteer-applied-page').then((page) => ({
          element: <page.VolunteerAppliedPage />,
        })),
      ),
    },
    // An application mail's withdraw link (its token is personal: the page is never cached), and its answer.
    {
      id: WITHDRAW_ROUTE_ID,
      path: WITHDRAW_PATH,
      handle: { noindex: true, query: ['token'], personal: ['token'] } satisfies HeadHandle & QueryHandle,
      lazy: lazyPage(() =>
        Promise.all([
          import(/* webpackChunkName: "volunteer-withdraw" */ './withdraw-pages'),
          import(/* webpackChunkName: "volunteer-withdraw" */ './withdraw-action'),
        ]).then(([pages, { volunteerWithdrawAction }]) => ({
          element: <pages.VolunteerWithdrawPage />,
          action: volunteerWithdrawAction,
        })),
      ),
    },
    {
      path: `${VOLUNTEER_PATH}/:id/withdrawn`,
      handle: notForSearchEngines,
      lazy: lazyPage(() =>
        import(/* webpackChunkName: "volunteer-withdraw" */ './withdraw-pages').then((pages) => ({
          element: <pages.VolunteerWithdrawnPage />,
        })),
      ),
    },
  ];
}
