import { defineMessages } from 'react-intl';
import { plainMessages } from '@springfield/shared';

/** The words of the feedback page, its form and its confirmation. */
export const feedbackMessages = plainMessages(
  defineMessages({
    pageTitle: { id: 'community.feedback.pageTitle', defaultMessage: 'Submit Feedback' },
    pageDescription: {
      id: 'community.feedback.pageDescription',
      defaultMessage:
        'Tell us what works and what we can do better. Your feedback helps improve city services.',
    },
    sentBreadcrumb: { id: 'community.feedback.sentBreadcrumb', defaultMessage: 'Sent' },
    backToFeedback: { id: 'community.feedback.backToFeedback', defaultMessage: 'Back to Submit Feedback' },
    categoryGeneral: { id: 'community.feedback.categoryGeneral', defaultMessage: 'General Feedback' },
    categoryServices: { id: 'community.feedback.categoryServices', defaultMessage: 'City Services' },
    categoryInfrastructure: {
      id: 'community.feedback.categoryInfrastructure',
      defaultMessage: 'Infrastructure & Roads',
    },
    categoryEnvironment: {
      id: 'community.feedback.categoryEnvironment',
      defaultMessage: 'Environmental Issues',
    },
    categorySafety: { id: 'community.feedback.categorySafety', defaultMessage: 'Public Safety' },
    categoryPrograms: { id: 'community.feedback.categoryPrograms', defaultMessage: 'Programs & Initiatives' },
    categoryEvents: { id: 'community.feedback.categoryEvents', defaultMessage: 'Events & Meetings' },
    categoryWebsite: {
      id: 'community.feedback.categoryWebsite',
      defaultMessage: 'Website & Digital Services',
    },
    categoryComplaint: { id: 'community.feedback.categoryComplaint', defaultMessage: 'Complaint or Concern' },
    categorySuggestion: {
      id: 'community.feedback.categorySuggestion',
      defaultMessage: 'Suggestion for Improvement',
    },
    guidelinesTitle: { id: 'community.feedback.guidelinesTitle', defaultMessage: 'Feedback Guidelines' },
    specificTitle: { id: 'community.feedback.specificTitle', defaultMessage: 'Be Specific' },
    specificText: {
      id: 'community.feedback.specificText',
      defaultMessage: 'Include locations, dates and details so we can act on your feedback.',
    },
    constructiveTitle: { id: 'community.feedback.constructiveTitle', defaultMessage: 'Be Constructive' },
    constructiveText: {
      id: 'community.feedback.constructiveText',
      defaultMessage: 'Tell us what would work better, not only what went wrong.',
    },
    respectfulTitle: { id: 'community.feedback.respectfulTitle', defaultMessage: 'Be Respectful' },
    respectfulText: {
      id: 'community.feedback.respectfulText',
      defaultMessage: 'Courteous messages help staff respond quickly and fairly.',
    },
    contactTitle: { id: 'community.feedback.contactTitle', defaultMessage: 'Other Ways to Contact Us' },
    phone: { id: 'community.feedback.phone', defaultMessage: 'Phone' },
    phoneHours: { id: 'community.feedback.phoneHours', defaultMessage: '{hours}' },
    email: { id: 'community.feedback.email', defaultMessage: 'Email' },
    inPerson: { id: 'community.feedback.inPerson', defaultMessage: 'In Person' },
    emergencyTitle: { id: 'community.feedback.emergencyTitle', defaultMessage: 'Emergency?' },
    emergencyText: {
      id: 'community.feedback.emergencyText',
      defaultMessage: 'For emergencies, call <link>911</link>. This form is not monitored around the clock.',
    },
    urgentText: {
      id: 'community.feedback.urgentText',
      defaultMessage: 'For urgent city service issues, call <link>{phone}</link>.',
    },
    formTitle: { id: 'community.feedback.formTitle', defaultMessage: 'Share Your Feedback' },
    anonymous: { id: 'community.feedback.anonymous', defaultMessage: 'Submit anonymously' },
    anonymousHint: {
      id: 'community.feedback.anonymousHint',
      defaultMessage: 'We will not ask for your name or contact details, and we cannot reply to you.',
    },
    contactLegend: { id: 'community.feedback.contactLegend', defaultMessage: 'Your Contact Information' },
    category: { id: 'community.feedback.category', defaultMessage: 'Category' },
    categoryPlaceholder: {
      id: 'community.feedback.categoryPlaceholder',
      defaultMessage: 'Select a category',
    },
    subject: { id: 'community.feedback.subject', defaultMessage: 'Subject' },
    message: { id: 'community.feedback.message', defaultMessage: 'Your Message' },
    messageHint: {
      id: 'community.feedback.messageHint',
      defaultMessage: 'Please provide at least 10 characters.',
    },
    followUp: { id: 'community.feedback.followUp', defaultMessage: 'I would like a follow-up response' },
    followUpNote: {
      id: 'community.feedback.followUpNote',
      defaultMessage: 'We will respond to your email within 3-5 business days.',
    },
    submit: { id: 'community.feedback.submit', defaultMessage: 'Submit Feedback' },
    messageRequiredTitle: {
      id: 'community.feedback.messageRequiredTitle',
      defaultMessage: 'Message Required',
    },
    messageRequired: {
      id: 'community.feedback.messageRequired',
      defaultMessage: 'Please provide your feedback message.',
    },
    emailRequiredTitle: { id: 'community.feedback.emailRequiredTitle', defaultMessage: 'Email Required' },
    emailRequired: {
      id: 'community.feedback.emailRequired',
      defaultMessage: 'Please provide your email address for follow-up.',
    },
    successTitle: {
      id: 'community.feedback.successTitle',
      defaultMessage: 'Feedback Submitted Successfully!',
    },
    successMessage: {
      id: 'community.feedback.successMessage',
      defaultMessage:
        'Thank you for your feedback. We will review it and respond within 3-5 business days if follow-up was requested.',
    },
    failedTitle: { id: 'community.feedback.failedTitle', defaultMessage: 'Feedback Not Sent' },
    failedMessage: {
      id: 'community.feedback.failedMessage',
      defaultMessage: 'We could not send your feedback. Please check your connection and try again.',
    },
  }),
);
