import type { RouteObject } from 'react-router-dom';
import { CONTRACT_VERSION, type HeadHandle, type QueryHandle } from '@springfield/shared';
import { DepartmentDetailPage } from './features/departments/components/department-detail-page';
import { DepartmentsPage } from './features/departments/components/departments-page';
import { PublicWorksPage } from './features/departments/components/public-works-page';
import {
  DEPARTMENTS_PATH,
  departmentLanguages,
  departmentPath,
} from './features/departments/data/departments';
import { publicWorks } from './features/departments/data/public-works';
import {
  PAY_FINES_PATH,
  PAYMENTS_LOOKUP_QUERY,
  PAYMENTS_QUERY,
} from './features/payments/data/payments-query';
import { paymentRoute } from './features/payments/payment-form/route';
import { RECEIPT_PARAM } from './features/payments/data/payment-records';
import { SERVICES_PATH, servicesIn } from './features/services/data/services';
import { ServiceDirectoryPage } from './features/services/components/service-directory-page';
import { ServiceRequestsPage } from './features/services/components/service-requests-page';
import { RequestStatusPage } from './features/services/components/request-status-page';
import { followRequestLookup } from './features/services/utils/request-lookup';
import { LOOKUP_FIELD } from './features/services/data/service-requests';
import { serviceRequestRoutes } from './features/service-request';
import { areaIntl } from './i18n/area-intl';
import { lazyPage, type PagePart } from './lazy-page';
// The payments pages' styles load with the area's routes, not with their code: the server sends a page with the
// stylesheets of this module only, and a page must be styled at its first paint, before its code loads.
import './styles/area.css';
import './components/tabs/tabs.css';
import './features/payments/components/payments.css';

/** The version of the shell–remote contract this module follows (checked by the shell when it loads). */
export const contract = CONTRACT_VERSION;

/**
 * The pages of this remote, attached by the shell under its prefixes (exposed as './routes'). A route with an
 * action has a fixed id: the server's render and the browser's must name it alike. The payment page and a
 * payment's address share one element, so the page stays as it was under the Complete Payment dialog.
 */
/**
 * The payments page reads its tab and its lookups' fields from the address (see payments-page.tsx); a lookup's
 * fields find a resident's own citation, tax or fee: that page is kept by no cache.
 */
const paymentsQuery: QueryHandle = {
  query: PAYMENTS_QUERY,
  personal: PAYMENTS_LOOKUP_QUERY,
};

/** A payment's confirmation reads its receipt number from the address: one resident's business, never kept. */
const receiptQuery: QueryHandle = { query: [RECEIPT_PARAM], personal: [RECEIPT_PARAM] };

/**
 * Pages that are not for search engines (sent with robots noindex, left out of the sitemap): a payment's own
 * page, a confirmation, and the look-up of a request and its status, which are one resident's business.
 */
const notForSearchEngines = { noindex: true } as const satisfies HeadHandle;

/** An address of the payments page other than its own: its canonical link names /pay-fines. */
const indexedAtPayFines = { head: () => ({ canonical: PAY_FINES_PATH }) } satisfies HeadHandle;

/** A department's page: in the languages its record is translated into (its alternates). */
const departmentHead = (slug?: string) =>
  ({
    head: (params) => {
      const languages = departmentLanguages(slug ?? params.slug ?? '');
      return languages && { languages };
    },
  }) satisfies HeadHandle;

/**
 * The payments pages load with their routes, and the payment form with them (issue 45): every page of the area
 * came with them. The payments page and a payment's address share one element type (PaymentsRoute), so React
 * keeps the page as it was under the Complete Payment dialog.
 */
const paymentsPage = () =>
  import(/* webpackChunkName: "payments-page" */ './features/payments/components/payments-route').then(
    ({ PaymentsRoute }): PagePart => ({ element: <PaymentsRoute /> }),
  );
const paidPage = () =>
  import(/* webpackChunkName: "payment-paid" */ './features/payments/components/payment-paid-page').then(
    ({ PaymentPaidPage }): PagePart => ({ element: <PaymentPaidPage /> }),
  );

export const routes: RouteObject[] = areaIntl.withMessages([
  { path: DEPARTMENTS_PATH, element: <DepartmentsPage quickServices={servicesIn} /> },
  // More specific than /departments/:slug, so react-router ranks it first.
  {
    path: departmentPath(publicWorks.slug),
    element: <PublicWorksPage />,
    handle: departmentHead(publicWorks.slug),
  },
  { path: '/departments/:slug', element: <DepartmentDetailPage />, handle: departmentHead() },
  { path: SERVICES_PATH, element: <ServiceDirectoryPage /> },
  // More specific than /services/:slug: the look-up of a request's status, and a request's status page
  // (listed before /services/:slug/submitted, which ranks the same).
  {
    path: '/services/requests',
    element: <ServiceRequestsPage />,
    loader: followRequestLookup,
    handle: { query: [LOOKUP_FIELD], ...notForSearchEngines } satisfies HeadHandle & QueryHandle,
  },
  { path: '/services/requests/:id', element: <RequestStatusPage />, handle: notForSearchEngines },
  // A service's page with its request form, and the form's confirmation.
  ...serviceRequestRoutes,
  { path: PAY_FINES_PATH, lazy: lazyPage(paymentsPage), handle: paymentsQuery },
  // The same page at two more addresses (the frame's "Pay Bills", old links): search engines index /pay-fines.
  { path: '/pay-bills', lazy: lazyPage(paymentsPage), handle: { ...paymentsQuery, ...indexedAtPayFines } },
  {
    path: '/traffic-fines',
    lazy: lazyPage(paymentsPage),
    handle: { ...paymentsQuery, ...indexedAtPayFines },
  },
  paymentRoute(paymentsPage, {
    ...paymentsQuery,
    ...notForSearchEngines,
  } satisfies HeadHandle & QueryHandle),
  {
    path: '/pay-fines/paid/:item',
    lazy: lazyPage(paidPage),
    handle: { ...receiptQuery, ...notForSearchEngines } satisfies HeadHandle & QueryHandle,
  },
]);

/** Loads this area's messages in a language: the shell awaits it before the area renders in it. */
export const loadMessages = areaIntl.loadMessages;
