import { city } from '@springfield/shared';

export interface FrameLink {
  to: string;
  label: string;
}

/** Main navigation: six links. */
export const mainNavigation: readonly FrameLink[] = [
  { to: '/', label: 'Home' },
  { to: '/departments', label: 'Departments & Services' },
  { to: '/programs', label: 'Programs & Initiatives' },
  { to: '/news', label: 'Newsroom' },
  { to: '/events', label: 'Events & Meetings' },
  { to: '/government', label: 'Government' },
];

export const quickLinks: readonly FrameLink[] = [
  { to: '/pay-bills', label: 'Pay Bills' },
  { to: '/report-issue', label: 'Report an Issue' },
  { to: '/contact', label: 'Contact Us' },
];

export const quickPhones = [
  { label: 'Emergency', phone: city.emergency },
  { label: 'Non-Emergency', phone: city.nonEmergencyPolice },
] as const;

export const legalLinks: readonly FrameLink[] = [
  { to: '/accessibility', label: 'Accessibility Statement' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Use' },
  { to: '/language-access', label: 'Language Access' },
  { to: '/website-feedback', label: 'Website Feedback' },
];

export const emergencyServices = [
  { label: 'Emergency', phone: city.emergency },
  { label: 'Non-Emergency Police', phone: city.nonEmergencyPolice },
  { label: 'Fire Department', phone: city.fireDepartment },
  { label: 'Public Works (24/7)', phone: city.publicWorks24x7 },
  { label: 'Water Emergency', phone: city.waterEmergency },
] as const;

export const holidayNotice =
  'Holiday Notice: City offices will be closed December 25 and 26 for the holidays. Emergency services remain available 24/7.';

export const copyrightLine = '© 2024 City of Springfield. All rights reserved.';
export const lastUpdatedLine = 'Last updated: December 20, 2024';
