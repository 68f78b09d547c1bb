import type { HeadHandle } from '@springfield/shared';
import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { volunteerApplyAction } from './action';
import type { QueryHandle } from '@springfield/shared';
import { VOLUNTEER_APPLY_ROUTE_ID, VOLUNTEER_PATH, WITHDRAW_PATH, WITHDRAW_ROUTE_ID } from './addresses';
import { volunteerWithdrawAction } from './withdraw-action';
import { VolunteerWithdrawnPage, VolunteerWithdrawPage } from './withdraw-pages';
import { VolunteerAppliedPage } from './volunteer-applied-page';

/**
 * The application's routes. /volunteer/{id}/apply is the volunteer page with that card's application form
 * open (the volunteer feature gives the page: the same component as /volunteer, so moving between them keeps
 * what was typed); the form posts there, to its action (a fixed id: the server's render and the browser's name
 * it alike). It is a step of the form, not a page of its own: search engines find /volunteer instead. Neither
 * is the confirmation an application sent without script lands on.
 */
export function volunteerApplicationRoutes(volunteerPage: ReactElement): RouteObject[] {
  const notForSearchEngines = { noindex: true } as const satisfies HeadHandle;
  return [
    {
      id: VOLUNTEER_APPLY_ROUTE_ID,
      path: `${VOLUNTEER_PATH}/:id/apply`,
      element: volunteerPage,
      action: volunteerApplyAction,
      handle: notForSearchEngines,
    },
    {
      path: `${VOLUNTEER_PATH}/:id/applied`,
      element: <VolunteerAppliedPage />,
      handle: notForSearchEngines,
    },
    // An application mail's withdraw link (its token is personal: the page is never cached), and its answer.
    {
      id: WITHDRAW_ROUTE_ID,
      path: WITHDRAW_PATH,
      element: <VolunteerWithdrawPage />,
      action: volunteerWithdrawAction,
      handle: { noindex: true, query: ['token'], personal: ['token'] } satisfies HeadHandle & QueryHandle,
    },
    {
      path: `${VOLUNTEER_PATH}/:id/withdrawn`,
      element: <VolunteerWithdrawnPage />,
      handle: notForSearchEngines,
    },
  ];
}
