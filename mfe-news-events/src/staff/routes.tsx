// The staff pages of News & Events (issue 44), exposed as './staffRoutes' (area.json `staff`): loaded by the site's
// server on /staff/events… only, for a member with a role in this area, never on a resident's page. Their data
// comes from the backend's `staff.dataFor`, the CSV from its `staff.file`.
import type { RouteObject } from 'react-router-dom';
import { CONTRACT_VERSION, type StaffRoutesModule } from '@springfield/shared';
import { EventsPage } from './components/events-page';
import { RegistrationsPage } from './components/registrations-page';
import { registrationsAction } from './actions';
import { STAFF_EVENTS_PATH } from './data';
import { staffIntl } from './staff-intl';
import './staff.css';

export const contract = CONTRACT_VERSION;

export const routes: RouteObject[] = staffIntl.withMessages([
  { path: STAFF_EVENTS_PATH, element: <EventsPage /> },
  {
    id: 'news-events:staff-registrations',
    path: `${STAFF_EVENTS_PATH}/:id`,
    element: <RegistrationsPage />,
    action: registrationsAction,
  },
]);

export const loadMessages = staffIntl.loadMessages;

export default { contract, routes, loadMessages } satisfies StaffRoutesModule;
