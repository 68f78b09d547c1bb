import type { RecordNotFoundProps, RecordSection } from '@springfield/shared';
import type { VolunteerOpportunity } from '../../../types/content';

export const volunteerOpportunities: readonly VolunteerOpportunity[] = [
  {
    id: 'park-cleanup',
    title: 'Park Cleanup Crew',
    description:
      'Help keep Springfield parks clean and green: litter pickup, trail care and planting beds with neighbors and Parks staff.',
    category: 'Environmental',
    icon: 'tree',
    timeCommitment: '3 hours',
    frequency: 'Monthly',
    nextEvent: '2025-01-18',
    location: 'Lincoln Park Pavilion',
    skills: ['No experience needed', 'Able to work outdoors'],
    benefits: ['Community service hours', 'Volunteer T-shirt', 'Meet your neighbors'],
  },
  {
    id: 'neighborhood-watch',
    title: 'Neighborhood Watch Volunteer',
    description:
      'Work with the Police Department to keep an eye out for safety concerns and share crime-prevention tips on your block.',
    category: 'Safety',
    icon: 'shield',
    timeCommitment: '4 hours',
    frequency: 'Weekly',
    nextEvent: '2025-01-09',
    location: 'Springfield Police Department, Community Room',
    skills: ['Good communication', 'Observation skills', 'Background check required'],
    benefits: ['Safety training', 'Stronger neighborhood ties', 'Recognition events'],
  },
  {
    id: 'reading-buddies',
    title: 'Library Reading Buddies',
    description:
      'Read with children at the public library and help young readers build confidence and a love of books.',
    category: 'Education',
    icon: 'book',
    timeCommitment: '2 hours',
    frequency: 'Weekly',
    nextEvent: '2025-01-14',
    location: 'Springfield Public Library, 300 Oak Street',
    skills: ['Patience', 'Enjoys working with children', 'Background check required'],
    benefits: ['Training provided', 'Flexible schedule', 'Reference letters'],
  },
  {
    id: 'storm-drain-stewards',
    title: 'Storm Drain Stewards',
    description:
      'Adopt a storm drain near your home, keep it clear of leaves and trash, and report blockages to Public Works.',
    category: 'Infrastructure',
    icon: 'wrench',
    timeCommitment: '2 hours',
    frequency: 'Bi-weekly',
    nextEvent: '2025-01-25',
    location: 'Public Works Building, 200 Elm Avenue',
    skills: ['Able to do light physical work', 'Reliable reporting'],
    benefits: ['Free safety gear', 'Helps prevent street flooding', 'Community service hours'],
  },
  {
    id: 'event-ambassadors',
    title: 'Community Event Ambassador',
    description:
      'Welcome visitors, hand out information and help run city festivals, concerts and the farmers market.',
    category: 'Events',
    icon: 'star',
    timeCommitment: '8 hours',
    frequency: 'As needed',
    nextEvent: '2025-02-08',
    location: 'Various city venues',
    skills: ['Friendly and outgoing', 'Comfortable on your feet'],
    benefits: ['Free event admission', 'Volunteer appreciation dinner', 'Event staff T-shirt'],
  },
];

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
