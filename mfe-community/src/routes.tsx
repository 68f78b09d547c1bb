import type { RouteObject } from 'react-router-dom';
import { CONTRACT_VERSION, PageNotFound, type HeadHandle } from '@springfield/shared';
import { ParkingPermitApplyPage } from './features/faq/components/parking-permit-apply-page';
import { ParkingPermitPage } from './features/faq/components/parking-permit-page';
import { VoterRegistrationPage } from './features/faq/components/voter-registration-page';
import { parkingPermitApplyPage, parkingPermitPage } from './features/faq/data/parking-permits';
import { voterRegistrationPage } from './features/faq/data/voter-registration';
import { FeedbackPage } from './features/feedback/components/feedback-page';
import { FeedbackSentPage } from './features/feedback/components/feedback-sent-page';
import { FEEDBACK_ROUTE_ID, feedbackAction } from './features/feedback/utils/feedback-action';
import { FEEDBACK_PATH, FEEDBACK_SENT_PATH } from './features/feedback/utils/feedback-addresses';
import { ProgramDetailPage } from './features/programs/components/program-detail-page';
import { ProgramsPage } from './features/programs/components/programs-page';
import { PROGRAMS_PATH, programLanguages } from './features/programs/data/programs';
import { VolunteerAppliedPage } from './features/volunteer/components/volunteer-applied-page';
import { VolunteerPage } from './features/volunteer/components/volunteer-page';
import { volunteerApplyAction } from './features/volunteer/utils/volunteer-action';
import { VOLUNTEER_APPLY_ROUTE_ID, VOLUNTEER_PATH } from './features/volunteer/utils/volunteer-addresses';
import { areaIntl } from './i18n/area-intl';

/** The version of the shell–remote contract this module follows (checked by the shell when it loads). */
export const contract = CONTRACT_VERSION;

/** A page not for search engines: a confirmation, or a step of a form. */
const notForSearchEngines = { noindex: true } satisfies HeadHandle;

/** A program's page: in the languages its record is translated into (its alternates). */
const programHead = {
  head: ({ id }) => {
    const languages = programLanguages(id ?? '');
    return languages && { languages };
  },
} satisfies HeadHandle;

/** The pages of this remote, attached by the shell under its prefixes (exposed as './routes'). */
export const routes: RouteObject[] = areaIntl.withMessages([
  { path: PROGRAMS_PATH, element: <ProgramsPage /> },
  { path: `${PROGRAMS_PATH}/:id`, element: <ProgramDetailPage />, handle: programHead },
  // A route with an action has a fixed id: the server's render and the browser's must name it alike.
  // /volunteer/{id}/apply is the volunteer page with that card's application form open (the same component as
  // /volunteer, so moving between them keeps what was typed); the form posts there. It is a step of the form,
  // not a page of its own: what it shows beside the form is /volunteer's, which search engines find instead.
  { path: VOLUNTEER_PATH, element: <VolunteerPage /> },
  {
    id: VOLUNTEER_APPLY_ROUTE_ID,
    path: `${VOLUNTEER_PATH}/:id/apply`,
    element: <VolunteerPage />,
    action: volunteerApplyAction,
    handle: notForSearchEngines,
  },
  {
    path: `${VOLUNTEER_PATH}/:id/applied`,
    element: <VolunteerAppliedPage />,
    handle: notForSearchEngines,
  },
  { id: FEEDBACK_ROUTE_ID, path: FEEDBACK_PATH, element: <FeedbackPage />, action: feedbackAction },
  { path: FEEDBACK_SENT_PATH, element: <FeedbackSentPage />, handle: notForSearchEngines },
  { path: parkingPermitPage.path, element: <ParkingPermitPage /> },
  // How to apply for a permit (the city takes none online); with a type's slug, for that type alone.
  { path: parkingPermitApplyPage.path, element: <ParkingPermitApplyPage /> },
  { path: `${parkingPermitApplyPage.path}/:permitType`, element: <ParkingPermitApplyPage /> },
  { path: voterRegistrationPage.path, element: <VoterRegistrationPage /> },
  // Only these FAQ pages exist; every other /faq path is the site's 404 (keep these two last).
  { path: '/faq', element: <PageNotFound /> },
  { path: '/faq/*', element: <PageNotFound /> },
]);

/** Loads this area's messages in a language: the shell awaits it before the area renders in it. */
export const loadMessages = areaIntl.loadMessages;
