import type { RouteObject } from 'react-router-dom';
import { DepartmentsPage } from './features/departments/components/departments-page';
import { PaymentsPage } from './features/payments/components/payments-page';

/** The pages of this remote, attached by the shell under its prefixes (exposed as './routes'). */
export const routes: RouteObject[] = [
  { path: '/departments', element: <DepartmentsPage /> },
  { path: '/pay-fines', element: <PaymentsPage /> },
  { path: '/pay-bills', element: <PaymentsPage /> },
  { path: '/traffic-fines', element: <PaymentsPage /> },
];

export default routes;
