// The feedback form (issue 42: one folder per form): its routes, its check and action, its page and the
// store's part the backend assembles. Other code imports only this file, but for the area's exposed search
// module, which takes the addresses and words from their leaf files to keep its chunk small (see src/search.ts).
export { feedbackAction, readFeedback } from './action';
export { FEEDBACK_PATH, FEEDBACK_ROUTE_ID, FEEDBACK_SENT_PATH } from './addresses';
export { feedbackCategories, feedbackCategoriesIn, feedbackContact, feedbackGuidelinesIn } from './content';
export { feedbackRoutes } from './route';
export {
  defaultFeedbackForm,
  FEEDBACK_FAILED_MESSAGE,
  FEEDBACK_FAILED_TITLE,
  FEEDBACK_SUCCESS_MESSAGE,
  FEEDBACK_SUCCESS_TITLE,
  validateFeedback,
  type FeedbackField,
} from './schema';
export {
  createFeedbackStore,
  feedbackMail,
  feedbackStore,
  submitFeedback,
  type FeedbackStore,
} from './store';
