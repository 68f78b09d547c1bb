import type { RouteObject } from 'react-router-dom';
import { CONTRACT_VERSION, type QueryHandle } from '@springfield/shared';
import { DepartmentDetailPage } from './features/departments/components/department-detail-page';
import { DepartmentsPage } from './features/departments/components/departments-page';
import { PublicWorksPage } from './features/departments/components/public-works-page';
import { PaymentPaidPage } from './features/payments/components/payment-paid-page';
import { PaymentsRoute } from './features/payments/components/payments-route';
import { paymentAction } from './features/payments/utils/payment-action';
import { PAYMENTS_LOOKUP_QUERY, PAYMENTS_QUERY } from './features/payments/data/payments';
import { services } from './features/services/data/services';
import { ServiceDirectoryPage } from './features/services/components/service-directory-page';
import { ServiceRequestPage } from './features/services/components/service-request-page';
import { ServiceRequestSubmittedPage } from './features/services/components/service-request-submitted-page';
import { ServiceRequestsPage } from './features/services/components/service-requests-page';
import { RequestStatusPage } from './features/services/components/request-status-page';
import { followRequestLookup } from './features/services/utils/request-lookup';
import { LOOKUP_FIELD, REQUEST_NUMBER_PARAM } from './features/services/data/service-requests';
import { serviceRequestAction } from './features/services/utils/service-request-action';

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

export const routes: RouteObject[] = [
  { path: '/departments', element: <DepartmentsPage quickServices={services} /> },
  // More specific than /departments/:slug, so react-router ranks it first.
  { path: '/departments/public-works', element: <PublicWorksPage /> },
  { path: '/departments/:slug', element: <DepartmentDetailPage /> },
  { path: '/services', element: <ServiceDirectoryPage /> },
  // More specific than /services/:slug: the look-up of a request's status, and a request's status page
  // (listed before /services/:slug/submitted, which ranks the same).
  {
    path: '/services/requests',
    element: <ServiceRequestsPage />,
    loader: followRequestLookup,
    handle: { query: [LOOKUP_FIELD] } satisfies QueryHandle,
  },
  { path: '/services/requests/:id', element: <RequestStatusPage /> },
  {
    id: 'services-payments:service-request',
    path: '/services/:slug',
    element: <ServiceRequestPage />,
    action: serviceRequestAction,
  },
  {
    path: '/services/:slug/submitted',
    element: <ServiceRequestSubmittedPage />,
    handle: { query: [REQUEST_NUMBER_PARAM] } satisfies QueryHandle,
  },
  { path: '/pay-fines', element: <PaymentsRoute />, handle: paymentsQuery },
  { path: '/pay-bills', element: <PaymentsRoute />, handle: paymentsQuery },
  { path: '/traffic-fines', element: <PaymentsRoute />, handle: paymentsQuery },
  {
    id: 'services-payments:payment',
    path: '/pay-fines/pay/:item',
    element: <PaymentsRoute />,
    action: paymentAction,
    handle: paymentsQuery,
  },
  { path: '/pay-fines/paid/:item', element: <PaymentPaidPage /> },
];
