// The server side of Programs & Community (issue 25), created by the site's server with its platform
// (area.json `backend`): its tables and what it keeps, and the services the route actions store through.
// It shows no live data and answers no API. Never imported by browser code: the route actions reach the
// services through the slot in ./services.
import type { AreaBackend, Platform } from '@springfield/shared';
import { getVolunteerOpportunity } from '../features/volunteer/data/volunteer-opportunities';
import { submitFeedback } from './feedback';
import { kept, migrations } from './migrations';
import { services, type CommunityServices } from './services';
import { applyToVolunteer } from './volunteer-applications';

export function createBackend(platform: Platform): AreaBackend {
  const provided: CommunityServices = {
    submitFeedback: (values, key) => submitFeedback(platform, values, key),
    async applyToVolunteer(opportunityId, values, key) {
      const opportunity = getVolunteerOpportunity(opportunityId);
      // The route answers 404 before it asks; the same answer if something else does.
      if (!opportunity) throw new Response(null, { status: 404 });
      return applyToVolunteer(platform, opportunity, values, key);
    },
  };
  services.set(provided);
  return { migrations, kept };
}
