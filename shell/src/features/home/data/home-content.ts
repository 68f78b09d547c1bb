import { city } from '@springfield/shared';

export interface QuickAction {
  to: string;
  title: string;
  description: string;
}

/** The hero's three quick actions. */
export const quickActions: readonly QuickAction[] = [
  {
    to: '/pay-fines',
    title: 'Pay Taxes & Bills',
    description: 'Pay property taxes, utility bills, fines and fees online.',
  },
  {
    to: '/feedback',
    title: 'Service Requests',
    description: 'Report an issue or send a request to city services.',
  },
  {
    to: '/government',
    title: 'Meeting Agendas',
    description: 'Council agendas, minutes and upcoming public meetings.',
  },
];

export interface Faq {
  question: string;
  answer: string;
  link: { to: string; label: string };
}

export const faqs: readonly Faq[] = [
  {
    question: 'How do I report a pothole, streetlight outage or water main break?',
    answer:
      'Public Works repairs streets, streetlights and water mains. Report non-emergency problems online; for a water main break call the 24/7 water emergency line.',
    link: { to: '/departments/public-works', label: 'Go to Public Works' },
  },
  {
    question: 'When is my trash and recycling collected?',
    answer:
      'Collection days depend on your address. Look up your schedule and holiday changes under Departments & Services.',
    link: { to: '/departments', label: 'See Departments & Services' },
  },
  {
    question: 'How do I send a comment, complaint or suggestion to the city?',
    answer:
      'Use the feedback form. You can stay anonymous, or leave your e-mail address and we will reply within 3-5 business days.',
    link: { to: '/feedback#feedback-form', label: 'Open the feedback form' },
  },
  {
    question: 'How do I get a residential or visitor parking permit?',
    answer:
      'Residential permits cost $25 a year and visitor permits $5 a day. See the permit types, requirements and how to apply.',
    link: { to: '/faq/parking-permit', label: 'Parking permit information' },
  },
  {
    question: 'Where can I find city council agendas, minutes and legislation?',
    answer:
      'Agendas for upcoming meetings, minutes of past meetings, the legislative tracker and open data are on the Government page.',
    link: { to: '/government', label: 'Go to Government' },
  },
  {
    question: 'How do I register to vote or find my polling place?',
    answer:
      'Register online, by mail or in person at least 15 days before an election, and find the four polling locations.',
    link: { to: '/faq/voter-registration', label: 'Voter registration information' },
  },
  {
    question: 'How do I apply for a building permit or business license?',
    answer:
      'Permits and licenses are handled by Planning & Development and Finance. Start a request online from Departments & Services.',
    link: { to: '/departments', label: 'Find the right department' },
  },
];

export const needHelp = {
  title: 'Need Help?',
  hotline: `City Services Hotline: ${city.mainPhone}`,
  hours: 'Monday - Friday, 8 AM - 5 PM',
  emergency: 'For emergencies, call 911',
  contact: { to: '/feedback', label: 'Contact Us' },
} as const;
