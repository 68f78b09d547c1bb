// The Departments, Services & Payments area's records for the site search and its pages for the sitemap
// (exposed as './search'), built from the data its pages render: change a department, a service or a payment
// option and its record and page follow.
import { CONTRACT_VERSION, type SearchRecord, type SitemapPage } from '@springfield/shared';
import declaration from '../area.json';
import {
  DEPARTMENTS_PATH,
  allDepartments,
  departmentPages,
  departmentPath,
} from './features/departments/data/departments';
import { businessFeeTypes, paymentMethods, quickPayOptions } from './features/payments/data/payments';
import { PAY_FINES_PATH } from './features/payments/utils/payment-addresses';
import { SERVICES_PATH, serviceRequestPath, services } from './features/services/data/services';

/** The version of the shell–remote contract this module follows. */
export const contract = CONTRACT_VERSION;

const area = declaration.label;

export const records: readonly SearchRecord[] = [
  {
    id: 'departments',
    title: 'Departments',
    summary: 'Find the city department for your question: services, hours, phone numbers and locations.',
    body: allDepartments.map((d) => `${d.name}: ${d.summary}`).join(' '),
    url: DEPARTMENTS_PATH,
    area,
    type: 'Page',
    keywords: ['departments', 'city services', 'contact a department', 'phone numbers'],
  },
  {
    id: 'services',
    title: 'Service Directory',
    summary: 'Request a city service online.',
    body: services.map((s) => `${s.title}: ${s.description}`).join(' '),
    url: SERVICES_PATH,
    area,
    type: 'Page',
    keywords: ['services', 'service request', 'apply online', 'request'],
  },
  {
    id: 'service-requests',
    title: 'Service Requests',
    summary: "Check a request's status with the number you were given when you sent it.",
    body: 'Follow a service request you sent to the city: its status, last update and notes.',
    url: '/services/requests',
    area,
    type: 'Page',
    keywords: ['request status', 'check status', 'request number', 'track a request', 'open311'],
  },
  ...allDepartments.map((department): SearchRecord => {
    return {
      id: `department:${department.slug}`,
      title: department.name,
      summary: department.description,
      body: [
        department.summary,
        ...department.services.map((s) => `${s.name}: ${s.description}`),
        ...(department.projects ?? []).map((p) => `${p.name}: ${p.description}`),
        ...department.staff.map((s) => `${s.name}, ${s.title}`),
        `${department.hours}. ${department.phone}. ${department.location}.`,
        department.emergency ? `Emergency ${department.emergency.hours}: ${department.emergency.phone}.` : '',
      ]
        .filter(Boolean)
        .join(' '),
      url: departmentPath(department.slug),
      area,
      type: 'Department',
      keywords: [...department.keywords, 'department'],
    };
  }),
  ...services.map((service): SearchRecord => ({
    id: `service:${service.slug}`,
    title: service.title,
    summary: service.description,
    body: [service.department, ...service.process, ...service.form.fields.map((f) => f.label)].join(' '),
    url: serviceRequestPath(service.slug),
    area,
    type: 'Service',
    keywords: [...service.keywords],
  })),
  {
    id: 'payments',
    title: 'Pay Fines & Taxes',
    summary: 'Pay traffic citations, property taxes and business fees online, quickly and securely.',
    body: [
      'Look up your traffic or parking citations by citation number, or by license plate and last name, and pay online.',
      ...quickPayOptions.map((o) => `${o.type}: ${o.description}`),
      ...paymentMethods.map((m) => m.label),
    ].join(' '),
    url: '/pay-fines',
    area,
    type: 'Payment',
    keywords: [
      'pay',
      'payment',
      'fines',
      'bills',
      'parking ticket',
      'traffic ticket',
      'speeding ticket',
      'citation',
      'violation',
      'pay ticket',
    ],
  },
  {
    id: 'payments:property',
    title: 'Pay Property Taxes',
    summary: 'Look up and pay your property tax bill by property ID or owner name.',
    url: '/pay-bills?tab=property',
    area,
    type: 'Payment',
    keywords: ['property tax', 'tax bill', 'real estate tax', 'pay taxes', 'home taxes'],
  },
  {
    id: 'payments:business',
    title: 'Pay Business Fees',
    summary: `Pay business fees: ${businessFeeTypes.join(', ')}.`,
    url: '/pay-bills?tab=business',
    area,
    type: 'Payment',
    keywords: ['business fees', 'license renewal', 'permit fee', 'inspection fee', 'pay business license'],
  },
];

/**
 * The area's pages for search engines (the site's sitemap): Departments, each department's page, the Service
 * Directory, each service's page and Pay Fines & Taxes. Not /pay-bills or /traffic-fines, which answer with the
 * same page as /pay-fines; not a payment, a confirmation or a request's status (noindex in routes.tsx). None
 * has a lastmod: departments, services and payments carry no dates of their own.
 */
export const pages: readonly SitemapPage[] = [
  { path: DEPARTMENTS_PATH },
  ...departmentPages.map((page) => ({ path: page.path })),
  { path: SERVICES_PATH },
  ...services.map((service) => ({ path: serviceRequestPath(service.slug) })),
  { path: PAY_FINES_PATH },
];
