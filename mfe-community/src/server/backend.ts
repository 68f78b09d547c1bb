// The server side of Programs & Community (issue 25), created by the site's server with its platform
// (area.json `backend`): its tables and what it keeps, and the services the route actions store through.
// Its live data is a withdraw link's state; it answers no API. Never imported by browser code: it assembles the forms' store
// parts (each in its form's folder) and sets the slots their route actions reach them through.
import type { AreaBackend, Platform } from '@springfield/shared';
import { createFeedbackStore, feedbackStore } from '../features/feedback';
import { createVolunteerStore, volunteerStore, WITHDRAW_PATH } from '../features/volunteer/application';
import { staffCommunityStore } from '../staff/data';
import { kept, migrations } from './migrations';
import { createStaffCommunityStore, staffCommunityData } from './staff';

export function createBackend(platform: Platform): AreaBackend {
  feedbackStore.set(createFeedbackStore(platform));
  const volunteers = createVolunteerStore(platform);
  volunteerStore.set(volunteers);
  staffCommunityStore.set(createStaffCommunityStore(platform));
  return {
    migrations,
    kept,
    // The withdraw link's page shows what its token says: its button, or that it expired or was used.
    dataFor: async ({ pathname, search }) =>
      pathname === WITHDRAW_PATH
        ? volunteers.withdrawState(new URLSearchParams(search).get('token'))
        : undefined,
    // Issue 44: the staff pages' data (the feedback inbox, the volunteer applications).
    staff: { dataFor: (location) => staffCommunityData(platform, location) },
  };
}
