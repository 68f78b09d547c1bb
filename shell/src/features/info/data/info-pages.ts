import { city } from '@springfield/shared';

// Pages that the frame links to but the spec gives no content for (README, "Deviations"): short, true
// statements a city would publish, so that no link of the frame ends on the 404 page.

export interface InfoSection {
  heading: string;
  paragraphs: readonly string[];
}

export interface InfoPage {
  path: string;
  title: string;
  lead: string;
  sections: readonly InfoSection[];
}

export const infoPages: readonly InfoPage[] = [
  {
    path: '/contact',
    title: 'Contact Us',
    lead: 'Reach City Hall by phone, e-mail, in person or through the feedback form.',
    sections: [
      {
        heading: 'City Hall',
        paragraphs: [
          `${city.address.building}, ${city.address.street}, ${city.address.locality}.`,
          `Phone ${city.mainPhone}. E-mail ${city.infoEmail}.`,
          `Hours: ${city.officeHours}. ${city.weekendHours}.`,
        ],
      },
      {
        heading: 'Emergencies',
        paragraphs: [
          `In an emergency call ${city.emergency}. Non-emergency police: ${city.nonEmergencyPolice}. Water emergencies: ${city.waterEmergency}.`,
        ],
      },
    ],
  },
  {
    path: '/accessibility',
    title: 'Accessibility Statement',
    lead: 'The City of Springfield wants every resident to be able to use this website.',
    sections: [
      {
        heading: 'Our standard',
        paragraphs: [
          'This website aims to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. It can be used with a keyboard alone, with screen readers, at 400% zoom and on small screens.',
        ],
      },
      {
        heading: 'Report a barrier',
        paragraphs: [
          `If something on this website is hard to use, tell us at ${city.infoEmail} or ${city.mainPhone}. We reply within 5 business days and can provide any content in another format.`,
        ],
      },
    ],
  },
  {
    path: '/privacy',
    title: 'Privacy Policy',
    lead: 'What this website does with information about you.',
    sections: [
      {
        heading: 'What we collect',
        paragraphs: [
          'You can use this website without an account. Information you type into a form is used only to answer that request and is kept according to the state records retention schedule.',
        ],
      },
      {
        heading: 'Cookies',
        paragraphs: ['This website sets no advertising or tracking cookies.'],
      },
    ],
  },
  {
    path: '/terms',
    title: 'Terms of Use',
    lead: 'The conditions for using the City of Springfield website.',
    sections: [
      {
        heading: 'Information on this site',
        paragraphs: [
          'We keep this website accurate and current, but official records are kept by the City Clerk. Where they differ, the official record applies.',
        ],
      },
      {
        heading: 'Links to other websites',
        paragraphs: [
          'Links to other websites are provided for convenience; the city is not responsible for their content.',
        ],
      },
    ],
  },
  {
    path: '/language-access',
    title: 'Language Access',
    lead: 'City services are available in your language, free of charge.',
    sections: [
      {
        heading: 'Interpreters and translations',
        paragraphs: [
          `Call ${city.mainPhone} and tell us which language you speak: an interpreter will join the call. Printed documents can be translated on request at ${city.infoEmail}.`,
        ],
      },
    ],
  },
];
