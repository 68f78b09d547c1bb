// The registration's routes' addresses and ids: apart from its words, for the area's routes (issue 45).

/** The page of a registration mail's cancel link (`?token=`), and its action's id. */
export const CANCEL_PATH = '/events/registration/cancel';
export const CANCEL_ROUTE_ID = 'news-events:registration-cancel';

/** The route of the registration form's action (its id names the form for the store's submission keys). */
export const REGISTER_ROUTE_ID = 'news-events:event-register';
