// The event registration form (issue 42: one folder per form), for the list's dialog, an event's page and its
// register page: its action and check, its pages, the store's part the backend assembles. Other code imports
// only this file, but for the list's dialog, which the events page loads when it first opens
// (import('../registration/register-dialog')): re-exported here, it would load with the page.
export { eventRegisterAction } from './action';
export { EventRegisterCard } from './event-register-card';
export { EventRegisterPage } from './event-register-page';
export { EventRegisteredPage } from './event-registered-page';
export { isOverList, overListState } from './register-address';
export { registrationRoutes } from './route';
export {
  emptyRegistration,
  REGISTER_ROUTE_ID,
  CANCEL_PATH,
  registerPath,
  registeredPath,
  validateRegistration,
  WHOLE_REGISTRATION,
  type RegistrationField,
} from './schema';
export {
  cancelRegistration,
  changeCapacity,
  createRegistrationStore,
  eventCapacities,
  registeredCounts,
  registerForEvent,
  registrationStore,
  type CapacityChange,
  type RegistrationProblem,
  type RegistrationStore,
} from './store';
