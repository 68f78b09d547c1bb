// The newsletter sign-up (issue 42: one folder per form): its routes, its action and check, the box, and the
// store's part the backend assembles. Other code imports only this file.
export {
  NEWSLETTER_FAILED_MESSAGE,
  NEWSLETTER_FAILED_TITLE,
  NEWSLETTER_PATH,
  NEWSLETTER_ROUTE_ID,
  NEWSLETTER_SUBSCRIBED_PATH,
  NEWSLETTER_SUCCESS_MESSAGE,
  NEWSLETTER_SUCCESS_TITLE,
  NEWSLETTER_PENDING_DAYS,
  UNSUBSCRIBE_PATH,
  UNSUBSCRIBED_PATH,
  validateNewsletter,
  type NewsletterForm,
} from './schema';
export { newsletterAction } from './action';
export { NEWSLETTER_EMAIL_ID, NewsletterSignup } from './newsletter-signup';
export { newsletterRoutes } from './route';
export {
  confirmSubscription,
  createNewsletterStore,
  NEWSLETTER_CONFIRMED_JOB,
  newsletterStore,
  type NewsletterStore,
} from './store';
export { unsubscribeHeaders, welcomeMail } from './mail';
