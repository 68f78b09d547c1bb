import { city } from '@springfield/shared';
import type { FeedbackCategory } from '../../../types/content';

/** Category values and labels exactly as the form lists them. */
export const feedbackCategories: readonly { value: FeedbackCategory; label: string }[] = [
  { value: 'general', label: 'General Feedback' },
  { value: 'services', label: 'City Services' },
  { value: 'infrastructure', label: 'Infrastructure & Roads' },
  { value: 'environment', label: 'Environmental Issues' },
  { value: 'safety', label: 'Public Safety' },
  { value: 'programs', label: 'Programs & Initiatives' },
  { value: 'events', label: 'Events & Meetings' },
  { value: 'website', label: 'Website & Digital Services' },
  { value: 'complaint', label: 'Complaint or Concern' },
  { value: 'suggestion', label: 'Suggestion for Improvement' },
];

export const feedbackGuidelines: readonly { title: string; text: string }[] = [
  { title: 'Be Specific', text: 'Include locations, dates and details so we can act on your feedback.' },
  { title: 'Be Constructive', text: 'Tell us what would work better, not only what went wrong.' },
  { title: 'Be Respectful', text: 'Courteous messages help staff respond quickly and fairly.' },
];

export const feedbackContact = {
  phone: city.mainPhone,
  phoneHours: 'Monday - Friday, 8 AM - 5 PM',
  email: 'feedback@springfield.gov',
  inPerson: `${city.address.building}, ${city.address.street}, ${city.address.locality}`,
  urgentServicesPhone: city.publicWorks24x7,
} as const;
