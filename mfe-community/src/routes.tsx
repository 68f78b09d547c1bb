import type { RouteObject } from 'react-router-dom';
import { CONTRACT_VERSION, PageNotFound } from '@springfield/shared';
import {
  PARKING_PERMIT_APPLY_PATH,
  PARKING_PERMIT_PATH,
  VOTER_REGISTRATION_PATH,
} from './features/faq/data/faq-addresses';
import { feedbackRoutes } from './features/feedback/route';
import { PROGRAMS_PATH } from './features/programs/data/program-addresses';
import { VOLUNTEER_PATH } from './features/volunteer/application/addresses';
import { volunteerApplicationRoutes } from './features/volunteer/application/route';
import { lazyHead, lazyPage, type PagePart } from './lazy-page';
import { areaIntl } from './i18n/area-intl';
// The pages' own styles load with the area's routes, not with their code: the server sends a page with the
// stylesheets of this module only, and a page must be styled at its first paint, before its code loads.
import './components/form/form-layout.css';
import './features/programs/components/programs.css';
import './features/feedback/feedback.css';
import './features/volunteer/components/volunteer.css';
import './features/faq/components/faq.css';

/** The version of the shell–remote contract this module follows (checked by the shell when it loads). */
export const contract = CONTRACT_VERSION;

// Each page loads with its own route, and the records and words it shows with it (issue 45): every page of
// the area came with every other, the programs' records and every feature's words.
const programsPage = () =>
  import(/* webpackChunkName: "programs-page" */ './features/programs/components/programs-page').then(
    ({ ProgramsPage }): PagePart => ({ element: <ProgramsPage /> }),
  );
const programPage = () =>
  import(/* webpackChunkName: "program-page" */ './features/programs/components/program-detail-page').then(
    ({ ProgramDetailPage }): PagePart => ({ element: <ProgramDetailPage /> }),
  );
const volunteerPage = () =>
  import(/* webpackChunkName: "volunteer-page" */ './features/volunteer/components/volunteer-page').then(
    ({ VolunteerPage }): PagePart => ({ element: <VolunteerPage /> }),
  );
const parkingPermitPage = () =>
  import(/* webpackChunkName: "parking-permit" */ './features/faq/components/parking-permit-page').then(
    ({ ParkingPermitPage }): PagePart => ({ element: <ParkingPermitPage /> }),
  );
const parkingPermitApplyPage = () =>
  import(/* webpackChunkName: "parking-permit" */ './features/faq/components/parking-permit-apply-page').then(
    ({ ParkingPermitApplyPage }): PagePart => ({ element: <ParkingPermitApplyPage /> }),
  );
const voterRegistrationPage = () =>
  import(
    /* webpackChunkName: "voter-registration" */ './features/faq/components/voter-registration-page'
  ).then(({ VoterRegistrationPage }): PagePart => ({ element: <VoterRegistrationPage /> }));

/** A program's page: in the languages its record is translated into (its alternates), with its page. */
const programHead = lazyHead(() =>
  import(/* webpackChunkName: "program-page" */ './features/programs/data/programs').then(
    ({ programLanguages }) =>
      ({ id }) => {
        const languages = programLanguages(id ?? '');
        return languages && { languages };
      },
  ),
);

/** The pages of this remote, attached by the shell under its prefixes (exposed as './routes'). */
export const routes: RouteObject[] = areaIntl.withMessages([
  { path: PROGRAMS_PATH, lazy: lazyPage(programsPage) },
  { path: `${PROGRAMS_PATH}/:id`, lazy: lazyPage(programPage, programHead.load), handle: programHead.handle },
  // The volunteer page, and the application form's routes: the same page with a card's form open, and the
  // form's confirmation (see features/volunteer/application/route.tsx).
  { path: VOLUNTEER_PATH, lazy: lazyPage(volunteerPage) },
  ...volunteerApplicationRoutes(volunteerPage),
  // The feedback form's page and its confirmation.
  ...feedbackRoutes,
  { path: PARKING_PERMIT_PATH, lazy: lazyPage(parkingPermitPage) },
  // How to apply for a permit (the city takes none online); with a type's slug, for that type alone.
  { path: PARKING_PERMIT_APPLY_PATH, lazy: lazyPage(parkingPermitApplyPage) },
  { path: `${PARKING_PERMIT_APPLY_PATH}/:permitType`, lazy: lazyPage(parkingPermitApplyPage) },
  { path: VOTER_REGISTRATION_PATH, lazy: lazyPage(voterRegistrationPage) },
  // Only these FAQ pages exist; every other /faq path is the site's 404 (keep these two last).
  { path: '/faq', element: <PageNotFound /> },
  { path: '/faq/*', element: <PageNotFound /> },
]);

/** Loads this area's messages in a language: the shell awaits it before the area renders in it. */
export const loadMessages = areaIntl.loadMessages;
