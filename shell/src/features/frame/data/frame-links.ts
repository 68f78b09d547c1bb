import { city } from '@springfield/shared';
import type { MessageDescriptor } from 'react-intl';
import { englishIntl } from '../../language/english';
import { areaForPath, linksFor, type FrameLink } from '../../remotes/remote-areas';
import { frameMessages } from '../messages';

// The frame's links to the shell's own pages. The areas' links (Departments & Services, Newsroom, Pay Bills …)
// are declared by each area in its area.json (`links`) and come with the remotes list: the shell names no
// path of a remote, so a team renames or moves its pages without a shell release.

/** One of the shell's own links: its words are the shell's messages. */
export interface PlainLink {
  to: string;
  label: MessageDescriptor;
}

/** A link of the frame: the shell's own (its words a message) or an area's (its words in its area.json). */
export type ShellOrAreaLink = FrameLink & { message?: MessageDescriptor };

const own = (link: Omit<ShellOrAreaLink, 'label'> & { message: MessageDescriptor }): ShellOrAreaLink => ({
  ...link,
  label: englishIntl.formatMessage(link.message),
});

/** Main navigation: Home, then the areas' links by their order. */
export function mainNavigation(): ShellOrAreaLink[] {
  return linksFor('main-navigation', [
    own({ slot: 'main-navigation', to: '/', message: frameMessages.home, order: 0 }),
  ]) as ShellOrAreaLink[];
}

/** The quick links above the header: the areas' and Contact Us, by their order. */
export function quickLinks(): ShellOrAreaLink[] {
  return linksFor('quick-links', [
    own({ slot: 'quick-links', to: '/contact', message: frameMessages.contactUs, order: 30 }),
  ]) as ShellOrAreaLink[];
}

export const quickPhones = [
  { label: frameMessages.emergency, phone: city.emergency },
  { label: frameMessages.nonEmergency, phone: city.nonEmergencyPolice },
] as const;

export const legalLinks: readonly PlainLink[] = [
  { to: '/accessibility', label: frameMessages.accessibility },
  { to: '/privacy', label: frameMessages.privacy },
  { to: '/terms', label: frameMessages.terms },
  { to: '/language-access', label: frameMessages.languageAccess },
  { to: '/website-feedback', label: frameMessages.websiteFeedback },
];

export const emergencyServices = [
  { label: frameMessages.emergency, phone: city.emergency },
  { label: frameMessages.nonEmergencyPolice, phone: city.nonEmergencyPolice },
  { label: frameMessages.fireDepartment, phone: city.fireDepartment },
  { label: frameMessages.publicWorks, phone: city.publicWorks24x7 },
  { label: frameMessages.waterEmergency, phone: city.waterEmergency },
] as const;
/** The date the shell's content last changed, written by its build (tooling/webpack.cjs `buildFacts`). */
declare const __SF_BUILT__: string;

/**
 * The date the content of the page's area last changed (its build's, from the remotes list), or the shell's
 * for its own pages, as a UTC midnight: "Last updated: November 26, 2026". Never a constant.
 */
export function lastUpdated(pathname: string): Date {
  const date = areaForPath(pathname)?.built ?? __SF_BUILT__;
  return new Date(`${date}T00:00:00Z`);
}
