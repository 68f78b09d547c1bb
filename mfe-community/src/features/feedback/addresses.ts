/** The route of /feedback, whose action takes a feedback (and names its submissions). */
export const FEEDBACK_ROUTE_ID = 'community:feedback';

/** The feedback form's own page, where its action is. */
export const FEEDBACK_PATH = '/feedback';

/** Where a valid feedback is sent (post/redirect/get): the page that says it was received. */
export const FEEDBACK_SENT_PATH = `${FEEDBACK_PATH}/thank-you`;
