import type { RouteObject } from 'react-router-dom';
import { CONTRACT_VERSION } from '@springfield/shared';
import { DepartmentDetailPage } from './features/departments/components/department-detail-page';
import { DepartmentsPage } from './features/departments/components/departments-page';
import { PublicWorksPage } from './features/departments/components/public-works-page';
import { PaymentsPage } from './features/payments/components/payments-page';
import { services } from './features/services/data/services';
import { ServiceDirectoryPage } from './features/services/components/service-directory-page';
import { ServiceRequestPage } from './features/services/components/service-request-page';

/** The version of the shell–remote contract this module follows (checked by the shell when it loads). */
export const contract = CONTRACT_VERSION;

/** The pages of this remote, attached by the shell under its prefixes (exposed as './routes'). */
export const routes: RouteObject[] = [
  { path: '/departments', element: <DepartmentsPage quickServices={services} /> },
  // More specific than /departments/:slug, so react-router ranks it first.
  { path: '/departments/public-works', element: <PublicWorksPage /> },
  { path: '/departments/:slug', element: <DepartmentDetailPage /> },
  { path: '/services', element: <ServiceDirectoryPage /> },
  { path: '/services/:slug', element: <ServiceRequestPage /> },
  { path: '/pay-fines', element: <PaymentsPage /> },
  { path: '/pay-bills', element: <PaymentsPage /> },
  { path: '/traffic-fines', element: <PaymentsPage /> },
];
