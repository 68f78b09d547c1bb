import { city, DEFAULT_LOCALE } from '@springfield/shared';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { areaIntl } from '../../i18n/area-intl';
import type { FeedbackCategory } from '../../types/content';
import { feedbackMessages as m } from './messages';

const categoryMessages: readonly [FeedbackCategory, MessageDescriptor][] = [
  ['general', m.categoryGeneral],
  ['services', m.categoryServices],
  ['infrastructure', m.categoryInfrastructure],
  ['environment', m.categoryEnvironment],
  ['safety', m.categorySafety],
  ['programs', m.categoryPrograms],
  ['events', m.categoryEvents],
  ['website', m.categoryWebsite],
  ['complaint', m.categoryComplaint],
  ['suggestion', m.categorySuggestion],
];

/** The categories as the form lists them: the values the city receives stay English, the labels are the intl's. */
export function feedbackCategoriesIn(intl: IntlShape): readonly { value: FeedbackCategory; label: string }[] {
  return categoryMessages.map(([value, label]) => ({ value, label: intl.formatMessage(label) }));
}

/** Category values and labels exactly as the English form lists them. */
export const feedbackCategories = feedbackCategoriesIn(areaIntl.intl(DEFAULT_LOCALE));

export function feedbackGuidelinesIn(intl: IntlShape): readonly { title: string; text: string }[] {
  return [
    [m.specificTitle, m.specificText],
    [m.constructiveTitle, m.constructiveText],
    [m.respectfulTitle, m.respectfulText],
  ].map(([title, text]) => ({ title: intl.formatMessage(title), text: intl.formatMessage(text) }));
}

export const feedbackGuidelines = feedbackGuidelinesIn(areaIntl.intl(DEFAULT_LOCALE));

/** How else to reach the city; the phone's hours are a message (feedbackMessages.phoneHours). */
export const feedbackContact = {
  phone: city.mainPhone,
  phoneHours: 'Monday - Friday, 8 AM - 5 PM',
  email: 'feedback@springfield.gov',
  inPerson: `${city.address.building}, ${city.address.street}, ${city.address.locality}`,
  urgentServicesPhone: city.publicWorks24x7,
} as const;
