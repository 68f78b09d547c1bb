import { plainMessages } from '@springfield/shared';
import { defineMessages } from 'react-intl';

/** The staff frame's words (issue 44), in English; the catalogues in src/i18n have the others (`staff.*`). */
export const staffMessages = plainMessages(
  defineMessages({
    skipLink: { id: 'staff.skipLink', defaultMessage: 'Skip to main content' },
    title: { id: 'staff.title', defaultMessage: 'City of Springfield staff' },
    areasNavigation: { id: 'staff.nav.areas', defaultMessage: 'Staff areas' },
    home: { id: 'staff.home', defaultMessage: 'Staff home' },
    signedInAs: { id: 'staff.signedInAs', defaultMessage: 'Signed in as {name}' },
    signOut: { id: 'staff.signOut', defaultMessage: 'Sign out' },
    signIn: { id: 'staff.signIn', defaultMessage: 'Sign in' },
    homeHeading: { id: 'staff.homeHeading', defaultMessage: 'Staff home' },
    signedOutHeading: { id: 'staff.signedOutHeading', defaultMessage: 'Sign in to the staff side' },
    signedOutText: {
      id: 'staff.signedOutText',
      defaultMessage:
        'City staff sign in with their work account to answer residents’ requests. Your identity provider asks for your second factor.',
    },
    yourAreas: { id: 'staff.yourAreas', defaultMessage: 'The areas you can work in' },
    role: { id: 'staff.role', defaultMessage: 'Your role: {role}' },
    roleViewer: { id: 'staff.role.viewer', defaultMessage: 'viewer (read only)' },
    roleAgent: { id: 'staff.role.agent', defaultMessage: 'agent' },
    roleAdmin: { id: 'staff.role.admin', defaultMessage: 'administrator' },
    noAreas: {
      id: 'staff.noAreas',
      defaultMessage: 'Your account has no role in any area yet. Ask your manager to give you one.',
    },
    noPagesYet: {
      id: 'staff.noPagesYet',
      defaultMessage: 'The areas you have a role in have no staff pages yet.',
    },
    unavailable: {
      id: 'staff.unavailable',
      defaultMessage: 'These staff pages are unavailable for a moment. Please try again in a few minutes.',
    },
    notFound: { id: 'staff.notFound', defaultMessage: 'There is no staff page at this address.' },
  }),
);
