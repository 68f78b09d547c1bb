import { plainMessages } from '@springfield/shared';
import { defineMessages } from 'react-intl';

/** The words of the area's search records (./search) that its pages do not say themselves. */
export const searchMessages = plainMessages(
  defineMessages({
    departmentsTitle: { id: 'search.departments.title', defaultMessage: 'Departments' },
    departmentsSummary: {
      id: 'search.departments.summary',
      defaultMessage:
        'Find the city department for your question: services, hours, phone numbers and locations.',
    },
    departmentsKeywords: {
      id: 'search.departments.keywords',
      defaultMessage: 'departments, city services, contact a department, phone numbers',
    },
    servicesSummary: { id: 'search.services.summary', defaultMessage: 'Request a city service online.' },
    servicesKeywords: {
      id: 'search.services.keywords',
      defaultMessage: 'services, service request, apply online, request',
    },
    requestsSummary: {
      id: 'search.requests.summary',
      defaultMessage: "Check a request's status with the number you were given when you sent it.",
    },
    requestsBody: {
      id: 'search.requests.body',
      defaultMessage: 'Follow a service request you sent to the city: its status, last update and notes.',
    },
    requestsKeywords: {
      id: 'search.requests.keywords',
      defaultMessage: 'request status, check status, request number, track a request, open311',
    },
    departmentKeyword: { id: 'search.department.keyword', defaultMessage: 'department' },
    departmentEmergency: { id: 'search.department.emergency', defaultMessage: 'Emergency {hours}: {phone}.' },
    // A department's hours, phone and address in its search record, punctuated as each language does.
    departmentContact: { id: 'search.department.contact', defaultMessage: '{hours}. {phone}. {location}.' },
    paymentsBody: {
      id: 'search.payments.body',
      defaultMessage:
        'Look up your traffic or parking citations by citation number, or by license plate and last name, and pay online.',
    },
    paymentsKeywords: {
      id: 'search.payments.keywords',
      defaultMessage:
        'pay, payment, fines, bills, parking ticket, traffic ticket, speeding ticket, citation, violation, pay ticket',
    },
    propertyTitle: { id: 'search.property.title', defaultMessage: 'Pay Property Taxes' },
    propertySummary: {
      id: 'search.property.summary',
      defaultMessage: 'Look up and pay your property tax bill by property ID or owner name.',
    },
    propertyKeywords: {
      id: 'search.property.keywords',
      defaultMessage: 'property tax, tax bill, real estate tax, pay taxes, home taxes',
    },
    businessTitle: { id: 'search.business.title', defaultMessage: 'Pay Business Fees' },
    businessSummary: { id: 'search.business.summary', defaultMessage: 'Pay business fees: {types}.' },
    businessKeywords: {
      id: 'search.business.keywords',
      defaultMessage: 'business fees, license renewal, permit fee, inspection fee, pay business license',
    },
  }),
);
