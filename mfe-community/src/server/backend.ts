// The server side of Programs & Community (issue 25), created by the site's server with its platform
// (area.json `backend`): its tables and what it keeps, and the services the route actions store through.
// It shows no live data and answers no API. Never imported by browser code: it assembles the forms' store
// parts (each in its form's folder) and sets the slots their route actions reach them through.
import type { AreaBackend, Platform } from '@springfield/shared';
import { createFeedbackStore, feedbackStore } from '../features/feedback';
import { createVolunteerStore, volunteerStore } from '../features/volunteer/application';
import { kept, migrations } from './migrations';

export function createBackend(platform: Platform): AreaBackend {
  feedbackStore.set(createFeedbackStore(platform));
  volunteerStore.set(createVolunteerStore(platform));
  return { migrations, kept };
}
