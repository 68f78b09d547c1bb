// The service request form (issue 42: one folder per form): its routes (the service's page with the form and
// its action, the confirmation), its messages, and the store's part the backend assembles. Other code imports
// only this file.
export { serviceRequestRoutes } from './route';
export {
  SERVICE_REQUEST_ROUTE_ID,
  requestNumberOf,
  requestSubmittedPath,
  serviceRequestAction,
} from './action';
export { formMessages } from './messages';
export { requestControlId } from './schema';
export {
  createServiceRequestStore,
  serviceRequestStore,
  SERVICE_REQUEST_FORM,
  type FormEntry,
  type FormRequestOutcome,
  type ServiceRequestStore,
} from './store';
