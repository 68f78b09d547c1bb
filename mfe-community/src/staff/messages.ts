import { plainMessages } from '@springfield/shared';
import { defineMessages } from 'react-intl';

/** The words of this area's staff pages (issue 44), in English; src/staff/i18n has the others (`staff.*`). */
export const staffMessages = plainMessages(
  defineMessages({
    // Shared by the pages.
    received: { id: 'staff.common.received', defaultMessage: 'Received' },
    status: { id: 'staff.common.status', defaultMessage: 'Status' },
    reference: { id: 'staff.common.reference', defaultMessage: 'Reference' },
    name: { id: 'staff.common.name', defaultMessage: 'Name' },
    email: { id: 'staff.common.email', defaultMessage: 'E-mail' },
    phone: { id: 'staff.common.phone', defaultMessage: 'Phone' },
    language: { id: 'staff.common.language', defaultMessage: 'Language of the mails to them' },
    yes: { id: 'staff.common.yes', defaultMessage: 'Yes' },
    no: { id: 'staff.common.no', defaultMessage: 'No' },
    show: { id: 'staff.common.show', defaultMessage: 'Show' },
    personal: {
      id: 'staff.common.personal',
      defaultMessage: 'Personal data: every view and every change is recorded.',
    },
    pages: { id: 'staff.common.pages', defaultMessage: 'Pages' },
    pageOf: { id: 'staff.common.pageOf', defaultMessage: 'Page {page} of {pages}' },
    previous: { id: 'staff.common.previous', defaultMessage: 'Previous page' },
    next: { id: 'staff.common.next', defaultMessage: 'Next page' },
    history: { id: 'staff.common.history', defaultMessage: 'History' },
    invalid: {
      id: 'staff.common.invalid',
      defaultMessage: 'Nothing was sent: write a message of at most 5,000 characters.',
    },
    // The feedback inbox.
    feedbackTitle: { id: 'staff.feedback.title', defaultMessage: 'Feedback inbox' },
    feedbackIntro: {
      id: 'staff.feedback.intro',
      defaultMessage:
        'The feedback residents sent through the site, newest first. Open one to read it, reply by e-mail and mark it handled.',
    },
    feedbackFilter: { id: 'staff.feedback.filter', defaultMessage: 'Feedback to show' },
    feedbackAll: { id: 'staff.feedback.all', defaultMessage: 'All' },
    feedbackOpen: { id: 'staff.feedback.open', defaultMessage: 'Open' },
    feedbackHandled: { id: 'staff.feedback.handled', defaultMessage: 'Handled' },
    feedbackCaption: { id: 'staff.feedback.caption', defaultMessage: 'Feedback, newest first' },
    feedbackFrom: { id: 'staff.feedback.from', defaultMessage: 'From' },
    feedbackSubject: { id: 'staff.feedback.subject', defaultMessage: 'Subject' },
    feedbackCategory: { id: 'staff.feedback.category', defaultMessage: 'Category' },
    feedbackAnonymous: { id: 'staff.feedback.anonymous', defaultMessage: 'Anonymous' },
    feedbackNoSubject: { id: 'staff.feedback.noSubject', defaultMessage: '(no subject)' },
    feedbackNone: { id: 'staff.feedback.none', defaultMessage: 'There is no feedback here.' },
    feedbackPageTitle: { id: 'staff.feedbackPage.title', defaultMessage: 'Feedback {reference}' },
    feedbackNotFound: {
      id: 'staff.feedbackPage.notFound',
      defaultMessage: 'There is no feedback with this number.',
    },
    feedbackBack: { id: 'staff.feedbackPage.back', defaultMessage: 'Back to the feedback inbox' },
    feedbackMessage: { id: 'staff.feedbackPage.message', defaultMessage: 'What the resident wrote' },
    feedbackFollowUp: { id: 'staff.feedbackPage.followUp', defaultMessage: 'Asked for a reply' },
    feedbackMarkHandled: { id: 'staff.feedbackPage.markHandled', defaultMessage: 'Mark handled' },
    feedbackMarked: { id: 'staff.feedbackPage.marked', defaultMessage: 'The feedback was marked handled.' },
    feedbackReplyHeading: { id: 'staff.feedbackPage.replyHeading', defaultMessage: 'Reply by e-mail' },
    feedbackReplyLabel: { id: 'staff.feedbackPage.replyLabel', defaultMessage: 'Your reply to {email}' },
    feedbackReplyHint: {
      id: 'staff.feedbackPage.replyHint',
      defaultMessage:
        'Edit the template before you send it. The reply is e-mailed to the resident and kept with the feedback.',
    },
    feedbackReplyTemplate: {
      id: 'staff.feedbackPage.replyTemplate',
      defaultMessage:
        'Dear {name},\n\nThank you for your feedback to the City of Springfield (reference {reference}).\n\n[Write your answer here.]\n\nKind regards,\n{staff}\nCity of Springfield',
    },
    feedbackReplyResident: { id: 'staff.feedbackPage.replyResident', defaultMessage: 'resident' },
    feedbackReplySend: { id: 'staff.feedbackPage.replySend', defaultMessage: 'Send the reply' },
    feedbackReplied: {
      id: 'staff.feedbackPage.replied',
      defaultMessage: 'Your reply was sent, and it is kept in the history below.',
    },
    feedbackNoAddress: {
      id: 'staff.feedbackPage.noAddress',
      defaultMessage: 'The resident gave no e-mail address: this feedback cannot be answered by e-mail.',
    },
    feedbackHistoryReceived: {
      id: 'staff.feedbackPage.historyReceived',
      defaultMessage: 'Received from the site.',
    },
    feedbackHistoryReply: { id: 'staff.feedbackPage.historyReply', defaultMessage: 'Reply sent by {name}:' },
    feedbackHistoryHandled: {
      id: 'staff.feedbackPage.historyHandled',
      defaultMessage: 'Marked handled by {name}.',
    },
    // The volunteer applications.
    volunteersTitle: { id: 'staff.volunteers.title', defaultMessage: 'Volunteer applications' },
    volunteersIntro: {
      id: 'staff.volunteers.intro',
      defaultMessage:
        'Applications to volunteer, newest first. Open one to read it and to accept or decline it with a message to the applicant. An application the resident withdrew is deleted.',
    },
    volunteersOpportunity: { id: 'staff.volunteers.opportunity', defaultMessage: 'Opportunity' },
    volunteersAnyOpportunity: { id: 'staff.volunteers.anyOpportunity', defaultMessage: 'All opportunities' },
    volunteersAnyStatus: { id: 'staff.volunteers.anyStatus', defaultMessage: 'All' },
    statusNew: { id: 'staff.volunteers.statusNew', defaultMessage: 'New' },
    statusAccepted: { id: 'staff.volunteers.statusAccepted', defaultMessage: 'Accepted' },
    statusDeclined: { id: 'staff.volunteers.statusDeclined', defaultMessage: 'Declined' },
    volunteersCaption: { id: 'staff.volunteers.caption', defaultMessage: 'Applications, newest first' },
    volunteersNone: { id: 'staff.volunteers.none', defaultMessage: 'There are no applications here.' },
    applicationTitle: { id: 'staff.application.title', defaultMessage: 'Application {reference}' },
    applicationNotFound: {
      id: 'staff.application.notFound',
      defaultMessage:
        'There is no application with this number. An application the resident withdrew is deleted.',
    },
    applicationBack: { id: 'staff.application.back', defaultMessage: 'Back to the volunteer applications' },
    applicationAvailability: { id: 'staff.application.availability', defaultMessage: 'Availability' },
    availabilityWeekdays: { id: 'staff.application.weekdays', defaultMessage: 'Weekdays' },
    availabilityWeekends: { id: 'staff.application.weekends', defaultMessage: 'Weekends' },
    availabilityBoth: { id: 'staff.application.both', defaultMessage: 'Weekdays and weekends' },
    availabilityFlexible: { id: 'staff.application.flexible', defaultMessage: 'Flexible' },
    applicationExperience: { id: 'staff.application.experience', defaultMessage: 'Experience' },
    applicationMotivation: { id: 'staff.application.motivation', defaultMessage: 'Motivation' },
    applicationEmergency: { id: 'staff.application.emergency', defaultMessage: 'Emergency contact' },
    applicationTransportation: {
      id: 'staff.application.transportation',
      defaultMessage: 'Has transportation',
    },
    applicationDecideHeading: { id: 'staff.application.decideHeading', defaultMessage: 'Accept or decline' },
    applicationMessage: { id: 'staff.application.message', defaultMessage: 'Message to the applicant' },
    applicationMessageHint: {
      id: 'staff.application.messageHint',
      defaultMessage: 'It is e-mailed to {email} with the decision, and kept with the application.',
    },
    applicationAccept: { id: 'staff.application.accept', defaultMessage: 'Accept' },
    applicationDecline: { id: 'staff.application.decline', defaultMessage: 'Decline' },
    applicationDecided: {
      id: 'staff.application.decided',
      defaultMessage: 'The decision was recorded, and the applicant was e-mailed.',
    },
    applicationDecidedBy: {
      id: 'staff.application.decidedBy',
      defaultMessage: '{status} by {name}. The message sent:',
    },
  }),
);
