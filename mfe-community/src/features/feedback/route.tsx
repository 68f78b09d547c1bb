import type { HeadHandle } from '@springfield/shared';
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../lazy-page';
import { FEEDBACK_PATH, FEEDBACK_ROUTE_ID, FEEDBACK_SENT_PATH } from './addresses';

/**
 * The feedback form's routes: its page with the form's action (a fixed id: the server's render and the
 * browser's name it alike), and the confirmation a feedback sent without script lands on, which is not for
 * search engines. Each page, and the form's action, load with it (lazyPage, issue 45).
 */
export const feedbackRoutes: RouteObject[] = [
  {
    id: FEEDBACK_ROUTE_ID,
    path: FEEDBACK_PATH,
    lazy: lazyPage(() =>
      Promise.all([
        import(/* webpackChunkName: "feedback-page" */ './feedback-page'),
        import(/* webpackChunkName: "feedback-page" */ './action'),
      ]).then(([{ FeedbackPage }, { feedbackAction }]) => ({
        element: <FeedbackPage />,
        action: feedbackAction,
      })),
    ),
  },
  {
    path: FEEDBACK_SENT_PATH,
    handle: { noindex: true } satisfies HeadHandle,
    lazy: lazyPage(() =>
      import(/* webpackChunkName: "feedback-sent" */ './feedback-sent-page').then(({ FeedbackSentPage }) => ({
        element: <FeedbackSentPage />,
      })),
    ),
  },
];
