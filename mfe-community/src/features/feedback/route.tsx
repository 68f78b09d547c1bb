import type { HeadHandle } from '@springfield/shared';
import type { RouteObject } from 'react-router-dom';
import { feedbackAction } from './action';
import { FEEDBACK_PATH, FEEDBACK_ROUTE_ID, FEEDBACK_SENT_PATH } from './addresses';
import { FeedbackPage } from './feedback-page';
import { FeedbackSentPage } from './feedback-sent-page';

/**
 * The feedback form's routes: its page with the form's action (a fixed id: the server's render and the
 * browser's name it alike), and the confirmation a feedback sent without script lands on, which is not for
 * search engines.
 */
export const feedbackRoutes: RouteObject[] = [
  { id: FEEDBACK_ROUTE_ID, path: FEEDBACK_PATH, element: <FeedbackPage />, action: feedbackAction },
  { path: FEEDBACK_SENT_PATH, element: <FeedbackSentPage />, handle: { noindex: true } satisfies HeadHandle },
];
