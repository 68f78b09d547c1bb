import type { Availability } from '../../../types/content';

/** Stat cards of /volunteer. */
export const volunteerStats = [
  { value: '150+', label: 'Active Volunteers' },
  { value: '50+', label: 'Events This Year' },
  { value: '2,400+', label: 'Hours Contributed' },
] as const;

export const whyVolunteer: readonly { title: string; text: string }[] = [
  { title: 'Make a Difference', text: 'See the direct impact of your work in your own neighborhood.' },
  {
    title: 'Meet Your Neighbors',
    text: 'Connect with residents who care about Springfield as much as you do.',
  },
  { title: 'Learn New Skills', text: 'Gain training and hands-on experience you can use anywhere.' },
  { title: 'Flexible Schedules', text: 'Choose opportunities that fit your week, from 2 to 8 hours.' },
  { title: 'Build Your Resume', text: 'Earn service hours and references for school and work.' },
  { title: 'Be Recognized', text: 'Join appreciation events that celebrate our volunteers every year.' },
];

export const volunteerCoordinator = {
  name: 'Volunteer Coordinator',
  email: 'volunteer@springfield.gov',
  phone: '(555) 123-4590',
  office: 'Springfield City Hall, Room 105',
} as const;

/** The five steps of Get Started Today. */
export const volunteerSteps: readonly { title: string; text: string }[] = [
  {
    title: 'Choose an Opportunity',
    text: 'Browse the opportunities above and pick one that matches your interests.',
  },
  {
    title: 'Contact Us or Sign Up Online',
    text: 'Apply with the online form or reach the volunteer coordinator.',
  },
  {
    title: 'Attend a Brief Orientation',
    text: 'Learn how city volunteering works in a short welcome session.',
  },
  { title: 'Complete Training', text: 'Get the training your role needs, led by city staff.' },
  { title: 'Start Volunteering', text: 'Join your first event and start making a difference.' },
];

export const availabilityOptions: readonly { value: Availability; label: string }[] = [
  { value: 'weekdays', label: 'Weekdays' },
  { value: 'weekends', label: 'Weekends' },
  { value: 'both', label: 'Both weekdays and weekends' },
  { value: 'flexible', label: 'Flexible' },
];
