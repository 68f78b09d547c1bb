// The Departments, Services & Payments area's records for the site search and its pages for the sitemap
// (exposed as './search'), built from the data its pages render: change a department, a service or a payment
// option and its record and page follow. In Spanish and Traditional Chinese too (`translations`), from the
// same data in those languages.
import {
  CONTRACT_VERSION,
  type Locale,
  type SearchModule,
  type SearchRecord,
  type SitemapPage,
} from '@springfield/shared';
import { createIntl, type IntlShape } from 'react-intl';
import declaration from '../area.json';
import {
  DEPARTMENTS_PATH,
  allDepartments,
  allDepartmentsIn,
  departmentLanguages,
  departmentPath,
} from './features/departments/data/departments';
import { businessFeeTypes, paymentMethodsIn, quickPayOptionsIn } from './features/payments/data/payments';
import { paymentsMessages } from './features/payments/messages';
import { storeText } from './features/payments/utils/item-text';
import { PAY_FINES_PATH } from './features/payments/utils/payment-addresses';
import {
  SERVICES_PATH,
  serviceLanguages,
  serviceRequestPath,
  services,
  servicesIn,
} from './features/services/data/services';
import { directoryMessages, statusMessages } from './features/services/messages';
import es from './i18n/es.json';
import zhHant from './i18n/zh-Hant.json';
import { searchMessages as m } from './search-messages';

/** The version of the shell–remote contract this module follows. */
export const contract = CONTRACT_VERSION;

/** The area's messages in a language, read from its catalogue here (search records are made when this loads). */
const intlOf = (locale: Locale, messages: Record<string, string>): IntlShape =>
  createIntl({ locale, defaultLocale: 'en', messages });

const list = (text: string) => text.split(', ');

/** The area's records in a language: its pages' and data's words in it. */
function recordsIn(intl: IntlShape, area: string): SearchRecord[] {
  const locale = intl.locale as Locale;
  const say = intl.formatMessage;
  const departments = allDepartmentsIn(locale);
  const localServices = servicesIn(locale);
  return [
    {
      id: 'departments',
      title: say(m.departmentsTitle),
      summary: say(m.departmentsSummary),
      body: departments.map((d) => `${d.name}: ${d.summary}`).join(' '),
      url: DEPARTMENTS_PATH,
      area,
      type: 'Page',
      keywords: list(say(m.departmentsKeywords)),
    },
    {
      id: 'services',
      title: say(directoryMessages.title),
      summary: say(m.servicesSummary),
      body: localServices.map((s) => `${s.title}: ${s.description}`).join(' '),
      url: SERVICES_PATH,
      area,
      type: 'Page',
      keywords: list(say(m.servicesKeywords)),
    },
    {
      id: 'service-requests',
      title: say(statusMessages.requestsTitle),
      summary: say(m.requestsSummary),
      body: say(m.requestsBody),
      url: '/services/requests',
      area,
      type: 'Page',
      keywords: list(say(m.requestsKeywords)),
    },
    ...departments.map((department): SearchRecord => {
      return {
        id: `department:${department.slug}`,
        title: department.name,
        summary: department.description,
        body: [
          department.summary,
          ...department.services.map((s) => `${s.name}: ${s.description}`),
          ...(department.projects ?? []).map((p) => `${p.name}: ${p.description}`),
          ...department.staff.map((s) => `${s.name}, ${s.title}`),
          say(m.departmentContact, {
            hours: department.hours,
            phone: department.phone,
            location: department.location,
          }),
          department.emergency
            ? say(m.departmentEmergency, {
                hours: department.emergency.hours,
                phone: department.emergency.phone,
              })
            : '',
        ]
          .filter(Boolean)
          .join(' '),
        url: departmentPath(department.slug),
        area,
        type: 'Department',
        keywords: [...department.keywords, say(m.departmentKeyword)],
      };
    }),
    ...localServices.map((service): SearchRecord => ({
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
      title: say(paymentsMessages.title),
      summary: say(paymentsMessages.description),
      body: [
        say(m.paymentsBody),
        ...quickPayOptionsIn(intl).map((o) => `${o.type}: ${o.description}`),
        ...paymentMethodsIn(intl).map((method) => method.label),
      ].join(' '),
      url: '/pay-fines',
      area,
      type: 'Payment',
      keywords: list(say(m.paymentsKeywords)),
    },
    {
      id: 'payments:property',
      title: say(m.propertyTitle),
      summary: say(m.propertySummary),
      url: '/pay-bills?tab=property',
      area,
      type: 'Payment',
      keywords: list(say(m.propertyKeywords)),
    },
    {
      id: 'payments:business',
      title: say(m.businessTitle),
      summary: say(m.businessSummary, {
        types:
          intl.locale === 'en'
            ? businessFeeTypes.join(', ')
            : intl.formatList(
                businessFeeTypes.map((type) => storeText(type, intl)),
                { type: 'conjunction' },
              ),
      }),
      url: '/pay-bills?tab=business',
      area,
      type: 'Payment',
      keywords: list(say(m.businessKeywords)),
    },
  ];
}

/** The area's name and a record's type stay English in every language: the site search translates them. */
const area = declaration.label;

export const records: readonly SearchRecord[] = recordsIn(intlOf('en', {}), area);

/**
 * The same records in Spanish and Traditional Chinese (every one: departments and services are translated in
 * both; a record added in English only is found as English until its translation comes).
 */
const zhRecords = recordsIn(intlOf('zh-Hant', zhHant), area);
const translatedInChinese = new Set([
  'departments',
  ...allDepartmentsIn('zh-Hant')
    .filter((department) => department.lang === 'zh-Hant')
    .map((department) => `department:${department.slug}`),
  'services',
  'service-requests',
  ...services.map((service) => `service:${service.slug}`),
  'payments',
  'payments:property',
  'payments:business',
]);

export const translations: SearchModule['translations'] = {
  es: recordsIn(intlOf('es', es), area),
  'zh-Hant': zhRecords.filter((record) => translatedInChinese.has(record.id)),
};

/**
 * The area's pages for search engines (the site's sitemap): Departments, each department's page, the Service
 * Directory, each service's page and Pay Fines & Taxes. Not /pay-bills or /traffic-fines, which answer with the
 * same page as /pay-fines; not a payment, a confirmation or a request's status (noindex in routes.tsx). None
 * has a lastmod: departments, services and payments carry no dates of their own.
 */
export const pages: readonly SitemapPage[] = [
  { path: DEPARTMENTS_PATH },
  ...allDepartments.map((department) => ({
    path: departmentPath(department.slug),
    languages: departmentLanguages(department.slug),
  })),
  { path: SERVICES_PATH },
  ...services.map((service) => ({
    path: serviceRequestPath(service.slug),
    languages: serviceLanguages(service.slug),
  })),
  { path: PAY_FINES_PATH },
];
