// The newsletter's addresses and its routes' ids: apart from its words, for the area's routes (issue 45).

/** The newsroom's page, where the sign-up's route action is (the box also shows on /newsroom). */
export const NEWSLETTER_PATH = '/news';

/** The route of the sign-up's action (its id names the form for the store's submission keys). */
export const NEWSLETTER_ROUTE_ID = 'news-events:news';

/** Where an accepted sign-up lands without script (post/redirect/get). */
export const NEWSLETTER_SUBSCRIBED_PATH = '/news/subscribed';

/** The page of a newsletter mail's unsubscribe link (`?token=`), its action, and where it lands once done. */
export const UNSUBSCRIBE_PATH = '/news/newsletter/unsubscribe';
export const UNSUBSCRIBE_ROUTE_ID = 'news-events:newsletter-unsubscribe';
export const UNSUBSCRIBED_PATH = '/news/newsletter/unsubscribed';
