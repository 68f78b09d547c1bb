import { city } from '@springfield/shared';
import { areaForPath, linksFor, type FrameLink } from '../../remotes/remote-areas';

// The frame's links to the shell's own pages. The areas' links (Departments & Services, Newsroom, Pay Bills …)
// are declared by each area in its area.json (`links`) and come with the remotes list: the shell names no
// path of a remote, so a team renames or moves its pages without a shell release.

export interface PlainLink {
  to: string;
  label: string;
}

/** Main navigation: Home, then the areas' links by their order. */
export function mainNavigation(): FrameLink[] {
  return linksFor('main-navigation', [{ slot: 'main-navigation', to: '/', label: 'Home', order: 0 }]);
}

/** The quick links above the header: the areas' and Contact Us, by their order. */
export function quickLinks(): FrameLink[] {
  return linksFor('quick-links', [{ slot: 'quick-links', to: '/contact', label: 'Contact Us', order: 30 }]);
}

export const quickPhones = [
  { label: 'Emergency', phone: city.emergency },
  { label: 'Non-Emergency', phone: city.nonEmergencyPolice },
] as const;

export const legalLinks: readonly PlainLink[] = [
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
/** The date the shell's content last changed, written by its build (tooling/webpack.cjs `buildFacts`). */
declare const __SF_BUILT__: string;

const LONG_DATE = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/**
 * "Last updated: November 26, 2026": the date the content of the page's area last changed (its build's, from
 * the remotes list), or the shell's for its own pages. Never a constant.
 */
export function lastUpdatedLine(pathname: string): string {
  const date = areaForPath(pathname)?.built ?? __SF_BUILT__;
  return `Last updated: ${LONG_DATE.format(new Date(`${date}T00:00:00Z`))}`;
}
