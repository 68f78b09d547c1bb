import { plainMessages } from '@springfield/shared';
import { defineMessages } from 'react-intl';

/** The frame's words (header, quick links, footer), in English; the catalogues in src/i18n have the others. */
export const frameMessages = plainMessages(
  defineMessages({
    skipLink: { id: 'frame.skipLink', defaultMessage: 'Skip to main content' },
    loadingPage: { id: 'frame.loadingPage', defaultMessage: 'Loading page…' },
    cityName: { id: 'frame.cityName', defaultMessage: 'City of Springfield' },
    tagline: { id: 'frame.tagline', defaultMessage: 'Official Website' },
    menu: { id: 'frame.menu', defaultMessage: 'Menu' },
    mainNavigation: { id: 'frame.nav.main', defaultMessage: 'Main' },
    mainNavigationMenu: { id: 'frame.nav.mainMenu', defaultMessage: 'Main (menu)' },
    home: { id: 'frame.link.home', defaultMessage: 'Home' },
    contactUs: { id: 'frame.link.contactUs', defaultMessage: 'Contact Us' },
    quickLinks: { id: 'frame.quickLinks', defaultMessage: 'Quick links' },
    phoneLine: { id: 'frame.phoneLine', defaultMessage: '{label}: {phone}' },
    emergency: { id: 'frame.phone.emergency', defaultMessage: 'Emergency' },
    nonEmergency: { id: 'frame.phone.nonEmergency', defaultMessage: 'Non-Emergency' },
    nonEmergencyPolice: { id: 'frame.phone.nonEmergencyPolice', defaultMessage: 'Non-Emergency Police' },
    fireDepartment: { id: 'frame.phone.fireDepartment', defaultMessage: 'Fire Department' },
    publicWorks: { id: 'frame.phone.publicWorks', defaultMessage: 'Public Works (24/7)' },
    waterEmergency: { id: 'frame.phone.waterEmergency', defaultMessage: 'Water Emergency' },
    holidayLabel: { id: 'frame.holiday.label', defaultMessage: 'Holiday notice' },
    holidayNotice: {
      id: 'frame.holiday.notice',
      defaultMessage:
        'Holiday Notice: City offices will be closed December 25 and 26 for the holidays. Emergency services remain available 24/7.',
    },
    searchLabel: { id: 'frame.search.label', defaultMessage: 'Site search' },
    searchLabelMenu: { id: 'frame.search.labelMenu', defaultMessage: 'Site search (menu)' },
    searchField: { id: 'frame.search.field', defaultMessage: 'Search the site' },
    searchPlaceholder: { id: 'frame.search.placeholder', defaultMessage: 'Search...' },
    searchButton: { id: 'frame.search.button', defaultMessage: 'Search' },
    footerContact: { id: 'frame.footer.contact', defaultMessage: 'Contact Us' },
    footerPhone: { id: 'frame.footer.phone', defaultMessage: 'Phone: {phone}' },
    footerEmail: { id: 'frame.footer.email', defaultMessage: 'Email: {email}' },
    footerHours: { id: 'frame.footer.hours', defaultMessage: 'Hours: {hours}' },
    footerWeekend: { id: 'frame.footer.weekend', defaultMessage: 'Closed weekends' },
    footerEmergency: { id: 'frame.footer.emergency', defaultMessage: 'Emergency Services' },
    footerPolicies: { id: 'frame.footer.policies', defaultMessage: 'Policies' },
    accessibility: { id: 'frame.link.accessibility', defaultMessage: 'Accessibility Statement' },
    privacy: { id: 'frame.link.privacy', defaultMessage: 'Privacy Policy' },
    terms: { id: 'frame.link.terms', defaultMessage: 'Terms of Use' },
    languageAccess: { id: 'frame.link.languageAccess', defaultMessage: 'Language Access' },
    websiteFeedback: { id: 'frame.link.websiteFeedback', defaultMessage: 'Website Feedback' },
    copyright: { id: 'frame.copyright', defaultMessage: '© 2024 City of Springfield. All rights reserved.' },
    lastUpdated: { id: 'frame.lastUpdated', defaultMessage: 'Last updated: {date}' },
    // A form sent more often than the site's limit allows (the site's server renders the page with what was typed).
    limitedTitle: { id: 'frame.limited.title', defaultMessage: 'Please wait before sending this form again' },
    limitedMinutes: {
      id: 'frame.limited.minutes',
      defaultMessage:
        'Many forms have been sent from your connection in a short time. To keep the city’s forms working for everyone, please send this one again in {minutes, plural, one {# minute} other {# minutes}}. What you typed is kept below.',
    },
    limitedHours: {
      id: 'frame.limited.hours',
      defaultMessage:
        'Many forms have been sent from your connection today. To keep the city’s forms working for everyone, please send this one again in {hours, plural, one {# hour} other {# hours}}, or call the city. What you typed is kept below.',
    },
  }),
);

/** "Was this page helpful?" at the end of every page (page-helpful.tsx). */
export const helpfulMessages = plainMessages(
  defineMessages({
    question: { id: 'frame.helpful.question', defaultMessage: 'Was this page helpful?' },
    yes: { id: 'frame.helpful.yes', defaultMessage: 'Yes' },
    no: { id: 'frame.helpful.no', defaultMessage: 'No' },
    sorry: { id: 'frame.helpful.sorry', defaultMessage: 'Help us improve this page' },
    whatWrong: { id: 'frame.helpful.whatWrong', defaultMessage: 'What was wrong with this page? (optional)' },
    noPersonalData: {
      id: 'frame.helpful.noPersonalData',
      defaultMessage:
        'Do not include personal information such as your name, email address or phone number. We cannot reply to what you write here. At most {max} characters.',
    },
    send: { id: 'frame.helpful.send', defaultMessage: 'Send' },
    thanks: { id: 'frame.helpful.thanks', defaultMessage: 'Thank you for your feedback.' },
    later: {
      id: 'frame.helpful.later',
      defaultMessage: 'Many answers have been sent from your connection. Please try again later.',
    },
    failed: {
      id: 'frame.helpful.failed',
      defaultMessage: 'Your answer could not be sent. Please try again.',
    },
  }),
);
