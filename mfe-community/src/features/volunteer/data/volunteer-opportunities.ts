import type { RecordNotFoundProps, RecordSection } from '@springfield/shared';
import opportunityRecords from '../../../content/volunteer-opportunities/index.collection';
import type { VolunteerOpportunity } from '../../../content/schema';

/**
 * The opportunities of /volunteer, in their order: one file each in src/content/volunteer-opportunities, checked
 * when the area builds (an editor adds an opportunity by adding a file).
 */
export const volunteerOpportunities = opportunityRecords as readonly VolunteerOpportunity[];

export function getVolunteerOpportunity(id: string): VolunteerOpportunity | undefined {
  return volunteerOpportunities.find((opportunity) => opportunity.id === id);
}

/** Where an opportunity's addresses lead back to (its not-found view: "Back to Volunteer Opportunities"). */
export const volunteerSection: RecordSection = {
  label: 'Volunteer Opportunities',
  to: '/volunteer',
};

export const opportunityNotFound: RecordNotFoundProps = {
  title: 'Opportunity Not Found',
  message: 'The requested volunteer opportunity could not be found.',
  section: volunteerSection,
};
