import type { RouteObject } from 'react-router-dom';
import { CONTRACT_VERSION, PageNotFound, type HeadHandle } from '@springfield/shared';
import { ParkingPermitApplyPage } from './features/faq/components/parking-permit-apply-page';
import { ParkingPermitPage } from './features/faq/components/parking-permit-page';
import { VoterRegistrationPage } from './features/faq/components/voter-registration-page';
import { parkingPermitApplyPage, parkingPermitPage } from './features/faq/data/parking-permits';
import { voterRegistrationPage } from './features/faq/data/voter-registration';
import { feedbackRoutes } from './features/feedback';
import { ProgramDetailPage } from './features/programs/components/program-detail-page';
import { ProgramsPage } from './features/programs/components/programs-page';
import { PROGRAMS_PATH, programLanguages } from './features/programs/data/programs';
import { VOLUNTEER_PATH, volunteerApplicationRoutes } from './features/volunteer/application';
import { VolunteerPage } from './features/volunteer/components/volunteer-page';
import { areaIntl } from './i18n/area-intl';

/** The version of the shell–remote contract this module follows (checked by the shell when it loads). */
export const contract = CONTRACT_VERSION;

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
  // The volunteer page, and the application form's routes: the same page with a card's form open, and the
  // form's confirmation (see features/volunteer/application/route.tsx).
  { path: VOLUNTEER_PATH, element: <VolunteerPage /> },
  ...volunteerApplicationRoutes(<VolunteerPage />),
  // The feedback form's page and its confirmation.
  ...feedbackRoutes,
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
