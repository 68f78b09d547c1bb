// The staff pages of Programs & Community (issue 44), exposed as './staffRoutes' (area.json `staff`): loaded by
// the site's server on /staff/feedback… and /staff/volunteers… only, for a member with a role in this area,
// never on a resident's page. Their data comes from the backend's `staff.dataFor`.
import type { RouteObject } from 'react-router-dom';
import { CONTRACT_VERSION, type StaffRoutesModule } from '@springfield/shared';
import { applicationAction, feedbackAction } from './actions';
import { ApplicationPage } from './components/application-page';
import { FeedbackListPage } from './components/feedback-list-page';
import { FeedbackPage } from './components/feedback-page';
import { VolunteersPage } from './components/volunteers-page';
import { STAFF_FEEDBACK_PATH, STAFF_VOLUNTEERS_PATH } from './data';
import { staffIntl } from './staff-intl';
import './staff.css';

export const contract = CONTRACT_VERSION;

export const routes: RouteObject[] = staffIntl.withMessages([
  { path: STAFF_FEEDBACK_PATH, element: <FeedbackListPage /> },
  {
    id: 'community:staff-feedback',
    path: `${STAFF_FEEDBACK_PATH}/:id`,
    element: <FeedbackPage />,
    action: feedbackAction,
  },
  { path: STAFF_VOLUNTEERS_PATH, element: <VolunteersPage /> },
  {
    id: 'community:staff-application',
    path: `${STAFF_VOLUNTEERS_PATH}/:id`,
    element: <ApplicationPage />,
    action: applicationAction,
  },
]);

export const loadMessages = staffIntl.loadMessages;

export default { contract, routes, loadMessages } satisfies StaffRoutesModule;
