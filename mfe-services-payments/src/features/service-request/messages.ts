import { plainMessages } from '@springfield/shared';
import { defineMessages } from 'react-intl';

/** The request form: its words, its validation messages and what it says once sent. */
export const formMessages = plainMessages(
  defineMessages({
    selectPlaceholder: { id: 'services.form.selectPlaceholder', defaultMessage: 'Select {label}' },
    required: { id: 'services.form.required', defaultMessage: '{label} is required.' },
    choice: {
      id: 'services.form.choice',
      defaultMessage: '{label} must be one of the listed options.',
    },
    tooLong: {
      id: 'services.form.tooLong',
      defaultMessage: '{label} must be at most {max} characters.',
    },
    notValid: { id: 'services.form.notValid', defaultMessage: '{label} is not valid.' },
    requiredNote: { id: 'services.form.requiredNote', defaultMessage: 'Fields marked * are required.' },
    submit: { id: 'services.form.submit', defaultMessage: 'Submit Request' },
    successTitle: { id: 'services.form.successTitle', defaultMessage: 'Request Submitted' },
    successMessage: {
      id: 'services.form.successMessage',
      defaultMessage: 'Form submitted successfully! You will receive a confirmation email shortly.',
    },
    successWithNumber: {
      id: 'services.form.successWithNumber',
      defaultMessage:
        'Form submitted successfully! You will receive a confirmation email shortly. Request number: {id}.',
    },
    failedTitle: { id: 'services.form.failedTitle', defaultMessage: 'Request Not Sent' },
    failedMessage: {
      id: 'services.form.failedMessage',
      defaultMessage: 'We could not send your request. Please check your connection and try again.',
    },
    requestNumber: { id: 'services.form.requestNumber', defaultMessage: 'Request number: {id}' },
    viewStatus: { id: 'services.form.viewStatus', defaultMessage: 'View the status of request {id}' },
  }),
);

/** The page a request sent without script lands on (post/redirect/get). */
export const submittedMessages = plainMessages(
  defineMessages({
    submittedCrumb: { id: 'services.submitted.crumb', defaultMessage: 'Submitted' },
    backTo: { id: 'services.submitted.backTo', defaultMessage: 'Back to {title}' },
    keepNumber: {
      id: 'services.submitted.keepNumber',
      defaultMessage:
        'Keep this number to follow your request: <link>View the status of request {id}</link>.',
    },
    processingFor: {
      id: 'services.submitted.processingFor',
      defaultMessage: 'Processing time for {title}: {time}.',
    },
    checkAnyTime: {
      id: 'services.submitted.checkAnyTime',
      defaultMessage: "<link>Check a request's status</link> at any time with its number.",
    },
  }),
);
