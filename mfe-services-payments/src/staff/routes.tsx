// The staff pages of Departments, Services & Payments (issue 44), exposed as './staffRoutes' (area.json `staff`):
// loaded by the site's server on /staff/requests… only, for a member with a role in this area, never on a
// resident's page. Their data comes from the backend's `staff.dataFor`; their forms post to `requestAction`.
import type { RouteObject } from 'react-router-dom';
import { CONTRACT_VERSION, type StaffRoutesModule } from '@springfield/shared';
import { PaymentsPage } from './components/payments-page';
import { QueuePage } from './components/queue-page';
import { RequestPage } from './components/request-page';
import { requestAction } from './actions';
import { STAFF_PAYMENTS_PATH, STAFF_REQUESTS_PATH } from './data';
import { staffIntl } from './staff-intl';
import './staff.css';

export const contract = CONTRACT_VERSION;

export const routes: RouteObject[] = staffIntl.withMessages([
  { path: STAFF_REQUESTS_PATH, element: <QueuePage /> },
  {
    id: 'services-payments:staff-request',
    path: `${STAFF_REQUESTS_PATH}/:id`,
    element: <RequestPage />,
    action: requestAction,
  },
  { path: STAFF_PAYMENTS_PATH, element: <PaymentsPage /> },
]);

export const loadMessages = staffIntl.loadMessages;

export default { contract, routes, loadMessages } satisfies StaffRoutesModule;
