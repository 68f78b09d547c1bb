import type { BoardOrCommission, GovernmentVolunteerOpportunity } from '../../../types/content';

/** Which Get Involved dialog a button opens; each is also a view of /government (/government/boards, …). */
export type InvolvementDialogId = 'boards' | 'public-comment' | 'volunteer';

export const boardsAndCommissions: readonly BoardOrCommission[] = [
  {
    name: 'Planning Commission',
    description: 'Reviews zoning changes, development proposals and the comprehensive plan.',
    meetings: '2nd Tuesday, 7:00 PM',
    vacancies: 1,
    requirements: 'Springfield resident for at least 2 years; planning or design experience preferred.',
  },
  {
    name: 'Parks & Recreation Board',
    description: 'Advises the council on parks, trails, recreation programs and facilities.',
    meetings: '1st Thursday, 6:30 PM',
    vacancies: 2,
    requirements: 'Springfield resident; interest in parks and community recreation.',
  },
  {
    name: 'Environmental Commission',
    description: 'Guides sustainability policy and tracks the Climate Action Plan.',
    meetings: '3rd Wednesday, 7:00 PM',
    vacancies: 0,
    requirements: 'Springfield resident; environmental background helpful.',
  },
];

/** "1 Opening", "2 Openings", "No Openings". */
export function vacancyLabel(vacancies: number): string {
  if (vacancies <= 0) return 'No Openings';
  return `${vacancies} ${vacancies === 1 ? 'Opening' : 'Openings'}`;
}

export const volunteerOpportunities: readonly GovernmentVolunteerOpportunity[] = [
  {
    title: 'Citizen Advisory Committee',
    description: 'Give residents’ views on city projects and policies before they reach the council.',
    timeCommitment: '2-3 hours/month',
    contact: 'clerk@springfield.gov',
  },
  {
    title: 'Election Poll Worker',
    description: 'Help voters at polling locations on election days; training is provided.',
    timeCommitment: 'Event-based',
    contact: 'elections@springfield.gov',
  },
  {
    title: 'Youth Council Mentor',
    description: 'Guide high school students as they learn how local government works.',
    timeCommitment: '4 hours/month',
    contact: 'youthcouncil@springfield.gov',
  },
];

export const councilEmail = 'council@springfield.gov';
export const clerkEmail = 'clerk@springfield.gov';
export const minutesPerSpeaker = 3;

/** A mail draft to an address with a subject, as a mailto: link. */
export function mailDraft(address: string, subject: string): string {
  return `mailto:${address}?subject=${encodeURIComponent(subject)}`;
}

export function volunteerInterestMail(opportunity: GovernmentVolunteerOpportunity): string {
  return mailDraft(opportunity.contact, `Volunteer Interest: ${opportunity.title}`);
}

export const publicCommentMail = mailDraft(councilEmail, 'Public Comment');
