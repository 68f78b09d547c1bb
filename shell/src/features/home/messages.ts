import { plainMessages } from '@springfield/shared';
import { defineMessages } from 'react-intl';

/** Home's own words; the quick actions, questions and help link are the areas' (their area.json). */
export const homeMessages = plainMessages(
  defineMessages({
    description: {
      id: 'home.description',
      defaultMessage:
        'Official website of the City of Springfield: pay bills, request services, news, events and meetings.',
    },
    heroTitle: { id: 'home.hero.title', defaultMessage: 'Welcome to the City of Springfield' },
    heroLead: {
      id: 'home.hero.lead',
      defaultMessage:
        'Services, news, events and your local government, in one place and open around the clock.',
    },
    faqTitle: { id: 'home.faq.title', defaultMessage: 'Frequently Asked Questions' },
    helpTitle: { id: 'home.help.title', defaultMessage: 'Need Help?' },
    helpHotline: { id: 'home.help.hotline', defaultMessage: 'City Services Hotline: {phone}' },
    helpHours: { id: 'home.help.hours', defaultMessage: '{hours}' },
    helpEmergency: { id: 'home.help.emergency', defaultMessage: 'For emergencies, call {phone}' },
  }),
);
