import { plainMessages } from '@springfield/shared';
import { city } from '@springfield/shared';
import type { ReactNode } from 'react';
import { defineMessages, type MessageDescriptor } from 'react-intl';

// Pages that the frame links to but the spec gives no content for (README, "Deviations"): short, true
// statements a city would publish, so that no link of the frame ends on the 404 page. Their words are the
// shell's messages, in every language of the site.

export interface InfoSection {
  heading: MessageDescriptor;
  paragraphs: readonly MessageDescriptor[];
}

export interface InfoPage {
  path: string;
  title: MessageDescriptor;
  lead: MessageDescriptor;
  sections: readonly InfoSection[];
}

/** Each language's name in a sentence of another, marked with its language (<es>Español</es>). */
const inLanguage = (lang: string) => (chunks: ReactNode[]) => <span lang={lang}>{chunks}</span>;

/** The city's facts the pages' messages name ({phone}, {email} …): one record, in shared. */
export const infoValues = {
  en: inLanguage('en'),
  es: inLanguage('es'),
  zh: inLanguage('zh-Hant'),
  // English: the pages give it in theirs (cityHallBuilding).
  building: city.address.building,
  street: city.address.street,
  locality: city.address.locality,
  phone: city.mainPhone,
  email: city.infoEmail,
  emergency: city.emergency,
  police: city.nonEmergencyPolice,
  water: city.waterEmergency,
};

const m = plainMessages(
  defineMessages({
    contactTitle: { id: 'info.contact.title', defaultMessage: 'Contact Us' },
    contactLead: {
      id: 'info.contact.lead',
      defaultMessage: 'Reach City Hall by phone, e-mail, in person or through the feedback form.',
    },
    contactCityHall: { id: 'info.contact.cityHall', defaultMessage: 'City Hall' },
    contactAddress: { id: 'info.contact.address', defaultMessage: '{building}, {street}, {locality}.' },
    contactPhone: { id: 'info.contact.phone', defaultMessage: 'Phone {phone}. E-mail {email}.' },
    contactHours: { id: 'info.contact.hours', defaultMessage: 'Hours: {hours}. Closed weekends.' },
    contactEmergencies: { id: 'info.contact.emergencies', defaultMessage: 'Emergencies' },
    contactEmergencyText: {
      id: 'info.contact.emergencyText',
      defaultMessage:
        'In an emergency call {emergency}. Non-emergency police: {police}. Water emergencies: {water}.',
    },
    accessibilityTitle: { id: 'info.accessibility.title', defaultMessage: 'Accessibility Statement' },
    accessibilityLead: {
      id: 'info.accessibility.lead',
      defaultMessage: 'The City of Springfield wants every resident to be able to use this website.',
    },
    accessibilityStandard: { id: 'info.accessibility.standard', defaultMessage: 'Our standard' },
    accessibilityStandardText: {
      id: 'info.accessibility.standardText',
      defaultMessage:
        'This website aims to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. It can be used with a keyboard alone, with screen readers, at 400% zoom and on small screens.',
    },
    accessibilityReport: { id: 'info.accessibility.report', defaultMessage: 'Report a barrier' },
    accessibilityReportText: {
      id: 'info.accessibility.reportText',
      defaultMessage:
        'If something on this website is hard to use, tell us at {email} or {phone}. We reply within 5 business days and can provide any content in another format.',
    },
    privacyTitle: { id: 'info.privacy.title', defaultMessage: 'Privacy Policy' },
    privacyLead: {
      id: 'info.privacy.lead',
      defaultMessage: 'What this website does with information about you.',
    },
    privacyCollect: { id: 'info.privacy.collect', defaultMessage: 'What we collect' },
    privacyCollectText: {
      id: 'info.privacy.collectText',
      defaultMessage:
        'You can use this website without an account. Information you type into a form is used only to answer that request and is kept according to the state records retention schedule.',
    },
    privacyCookies: { id: 'info.privacy.cookies', defaultMessage: 'Cookies' },
    privacyCookiesText: {
      id: 'info.privacy.cookiesText',
      defaultMessage:
        'This website sets no advertising or tracking cookies. If you choose a language with the language picker, your browser remembers it on your device; it is not sent to the city.',
    },
    termsTitle: { id: 'info.terms.title', defaultMessage: 'Terms of Use' },
    termsLead: {
      id: 'info.terms.lead',
      defaultMessage: 'The conditions for using the City of Springfield website.',
    },
    termsInformation: { id: 'info.terms.information', defaultMessage: 'Information on this site' },
    termsInformationText: {
      id: 'info.terms.informationText',
      defaultMessage:
        'We keep this website accurate and current, but official records are kept by the City Clerk. Where they differ, the official record applies.',
    },
    termsLinks: { id: 'info.terms.links', defaultMessage: 'Links to other websites' },
    termsLinksText: {
      id: 'info.terms.linksText',
      defaultMessage:
        'Links to other websites are provided for convenience; the city is not responsible for their content.',
    },
    languageTitle: { id: 'info.language.title', defaultMessage: 'Language Access' },
    languageLead: {
      id: 'info.language.lead',
      defaultMessage: 'City services are available in your language, free of charge.',
    },
    languageInterpreters: {
      id: 'info.language.interpreters',
      defaultMessage: 'Interpreters and translations',
    },
    languageInterpretersText: {
      id: 'info.language.interpretersText',
      defaultMessage:
        'Call {phone} and tell us which language you speak: an interpreter will join the call. Printed documents can be translated on request at {email}.',
    },
    languageWebsite: { id: 'info.language.website', defaultMessage: 'This website in your language' },
    languageWebsiteText: {
      id: 'info.language.websiteText',
      defaultMessage:
        'This website is available in <en>English</en>, Spanish (<es>Español</es>) and Traditional Chinese (<zh>繁體中文</zh>): choose a language at the top of any page. Pages that are not yet translated are shown in English and say so.',
    },
  }),
);

export const infoPages: readonly InfoPage[] = [
  {
    path: '/contact',
    title: m.contactTitle,
    lead: m.contactLead,
    sections: [
      { heading: m.contactCityHall, paragraphs: [m.contactAddress, m.contactPhone, m.contactHours] },
      { heading: m.contactEmergencies, paragraphs: [m.contactEmergencyText] },
    ],
  },
  {
    path: '/accessibility',
    title: m.accessibilityTitle,
    lead: m.accessibilityLead,
    sections: [
      { heading: m.accessibilityStandard, paragraphs: [m.accessibilityStandardText] },
      { heading: m.accessibilityReport, paragraphs: [m.accessibilityReportText] },
    ],
  },
  {
    path: '/privacy',
    title: m.privacyTitle,
    lead: m.privacyLead,
    sections: [
      { heading: m.privacyCollect, paragraphs: [m.privacyCollectText] },
      { heading: m.privacyCookies, paragraphs: [m.privacyCookiesText] },
    ],
  },
  {
    path: '/terms',
    title: m.termsTitle,
    lead: m.termsLead,
    sections: [
      { heading: m.termsInformation, paragraphs: [m.termsInformationText] },
      { heading: m.termsLinks, paragraphs: [m.termsLinksText] },
    ],
  },
  {
    path: '/language-access',
    title: m.languageTitle,
    lead: m.languageLead,
    sections: [
      { heading: m.languageInterpreters, paragraphs: [m.languageInterpretersText] },
      { heading: m.languageWebsite, paragraphs: [m.languageWebsiteText] },
    ],
  },
];
