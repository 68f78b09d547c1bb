// The services feature's public face (the Service Directory, a service's records, the look-up of a request and
// its status): what the service request form and the area's server take from it. Other code imports only this
// file.
export {
  getService,
  optionValues,
  serviceIn,
  serviceKeywords,
  serviceLanguages,
  serviceNotFound,
  serviceRequestPath,
  services,
  servicesIn,
  SERVICES_PATH,
} from './data/services';
export {
  cleanText,
  formatRequestDate,
  isEmailAddress,
  isRequestNumber,
  LOOKUP_FIELD,
  REQUEST_NUMBER_PARAM,
  requestNumberText,
  REQUESTS_PATH,
  requestStatusPath,
  type NewServiceRequest,
  type PublicServiceRequest,
  type RequestProblem,
  type RequestStatus,
  type RequestStatusData,
} from './data/service-requests';
export { serviceMessages, statusMessages } from './messages';
export { ServiceFacts, type ServiceFactsProps } from './components/service-facts';
export { serviceStructuredData } from './utils/service-structured-data';
