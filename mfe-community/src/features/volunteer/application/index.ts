// The volunteer application form (issue 42: one folder per form): its routes, its checks and action, the form
// and its state, the confirmation page, and the store's part the backend assembles. Other code imports only
// this file, but for the area's exposed search module, which takes the addresses from ./addresses to keep its
// chunk small (see src/search.ts).
export {
  checkSentApplication,
  readVolunteerApplication,
  UNKNOWN_AVAILABILITY_MESSAGE,
  volunteerApplyAction,
  type SentVolunteerApplication,
} from './action';
export {
  signUpLinkId,
  VOLUNTEER_APPLY_ROUTE_ID,
  VOLUNTEER_PATH,
  volunteerAppliedPath,
  volunteerApplyPath,
  WITHDRAW_PATH,
} from './addresses';
export { volunteerApplicationRoutes } from './route';
export {
  emptyVolunteerApplication,
  validateVolunteerApplication,
  VOLUNTEER_FAILED_MESSAGE,
  VOLUNTEER_FAILED_TITLE,
  VOLUNTEER_SUCCESS_TITLE,
  volunteerSuccessMessage,
  type VolunteerField,
} from './schema';
export {
  applyToVolunteer,
  createVolunteerStore,
  volunteerMail,
  volunteerStore,
  type VolunteerStore,
  type WithdrawLinkData,
} from './store';
export {
  useVolunteerApplication,
  volunteerControlId,
  type VolunteerApplicationState,
} from './use-volunteer-application';
export { VolunteerForm, type VolunteerFormProps } from './volunteer-form';
