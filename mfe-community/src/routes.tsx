import type { RouteObject } from 'react-router-dom';
import { ProgramsPage } from './features/programs/components/programs-page';
import { VolunteerPage } from './features/volunteer/components/volunteer-page';
import { FeedbackPage } from './features/feedback/components/feedback-page';

/** The pages of this remote, attached by the shell under its prefixes (exposed as './routes'). */
export const routes: RouteObject[] = [
  { path: '/programs', element: <ProgramsPage /> },
  { path: '/volunteer', element: <VolunteerPage /> },
  { path: '/feedback', element: <FeedbackPage /> },
];

export default routes;
