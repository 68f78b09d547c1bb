import type { RouteObject } from 'react-router-dom';
import { CONTRACT_VERSION, PageNotFound } from '@springfield/shared';
import { ParkingPermitPage } from './features/faq/components/parking-permit-page';
import { VoterRegistrationPage } from './features/faq/components/voter-registration-page';
import { FeedbackPage } from './features/feedback/components/feedback-page';
import { FeedbackSentPage } from './features/feedback/components/feedback-sent-page';
import {
  FEEDBACK_ROUTE_ID,
  FEEDBACK_SENT_PATH,
  feedbackAction,
} from './features/feedback/utils/feedback-action';
import { ProgramDetailPage } from './features/programs/components/program-detail-page';
import { ProgramsPage } from './features/programs/components/programs-page';
import { VolunteerAppliedPage } from './features/volunteer/components/volunteer-applied-page';
import { VolunteerPage } from './features/volunteer/components/volunteer-page';
import { volunteerApplyAction } from './features/volunteer/utils/volunteer-action';
import { VOLUNTEER_APPLY_ROUTE_ID } from './features/volunteer/utils/volunteer-addresses';

/** The version of the shell–remote contract this module follows (checked by the shell when it loads). */
export const contract = CONTRACT_VERSION;

/** The pages of this remote, attached by the shell under its prefixes (exposed as './routes'). */
export const routes: RouteObject[] = [
  { path: '/programs', element: <ProgramsPage /> },
  { path: '/programs/:id', element: <ProgramDetailPage /> },
  // A route with an action has a fixed id: the server's render and the browser's must name it alike.
  // /volunteer/{id}/apply is the volunteer page with that card's application form open (the same component as
  // /volunteer, so moving between them keeps what was typed); the form posts there.
  { path: '/volunteer', element: <VolunteerPage /> },
  {
    id: VOLUNTEER_APPLY_ROUTE_ID,
    path: '/volunteer/:id/apply',
    element: <VolunteerPage />,
    action: volunteerApplyAction,
  },
  { path: '/volunteer/:id/applied', element: <VolunteerAppliedPage /> },
  { id: FEEDBACK_ROUTE_ID, path: '/feedback', element: <FeedbackPage />, action: feedbackAction },
  { path: FEEDBACK_SENT_PATH, element: <FeedbackSentPage /> },
  { path: '/faq/parking-permit', element: <ParkingPermitPage /> },
  { path: '/faq/voter-registration', element: <VoterRegistrationPage /> },
  // Only two FAQ pages exist; every other /faq path is the site's 404.
  { path: '/faq', element: <PageNotFound /> },
  { path: '/faq/*', element: <PageNotFound /> },
];
