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
    helpfulLink: { id: 'staff.helpful.link', defaultMessage: 'Page feedback' },
    helpfulHeading: { id: 'staff.helpful.heading', defaultMessage: 'Was this page helpful? Answers' },
    helpfulIntro: {
      id: 'staff.helpful.intro',
      defaultMessage:
        'What residents answered at the end of your areas’ pages in the last 90 days, most answered pages first. Texts are residents’ own words after “No”; e-mail addresses and phone numbers are blanked.',
    },
    helpfulNone: { id: 'staff.helpful.none', defaultMessage: 'No answers in the last 90 days.' },
    helpfulCaption: { id: 'staff.helpful.caption', defaultMessage: '{area}: answers by page' },
    helpfulPage: { id: 'staff.helpful.page', defaultMessage: 'Page' },
    helpfulYes: { id: 'staff.helpful.yes', defaultMessage: 'Yes' },
    helpfulNo: { id: 'staff.helpful.no', defaultMessage: 'No' },
    helpfulComments: { id: 'staff.helpful.comments', defaultMessage: 'What was wrong' },
    helpfulSiteFrame: { id: 'staff.helpful.site', defaultMessage: 'Site pages (Home, search, contact)' },
  }),
);
