import { plainMessages } from '@springfield/shared';
import { defineMessages } from 'react-intl';

/** The words of the service pages (their records' own words are in the content, translated beside it). */
export const serviceMessages = plainMessages(
  defineMessages({
    detailsTitle: { id: 'services.request.detailsTitle', defaultMessage: 'Service Details' },
    processingTime: { id: 'services.request.processingTime', defaultMessage: 'Processing Time' },
    helpTitle: { id: 'services.request.helpTitle', defaultMessage: 'Need Help?' },
    helpText: {
      id: 'services.request.helpText',
      defaultMessage: 'Questions about this service? Our staff are here to help.',
    },
    callSupport: { id: 'services.request.callSupport', defaultMessage: 'Call Support' },
    viewFaq: { id: 'services.request.viewFaq', defaultMessage: 'View FAQ' },
    processTitle: { id: 'services.request.processTitle', defaultMessage: 'Process Overview' },
    formTitle: { id: 'services.request.formTitle', defaultMessage: 'Submit a Request' },
    notFoundTitle: { id: 'services.request.notFoundTitle', defaultMessage: 'Service Not Found' },
    notFoundMessage: {
      id: 'services.request.notFoundMessage',
      defaultMessage: 'The requested service could not be found.',
    },
  }),
);

/** The Service Directory and the service facts. */
export const directoryMessages = plainMessages(
  defineMessages({
    title: { id: 'services.directory.title', defaultMessage: 'Service Directory' },
    description: {
      id: 'services.directory.description',
      defaultMessage: 'Every service you can request online, with the department that handles it.',
    },
    estimatedTime: { id: 'services.directory.estimatedTime', defaultMessage: 'Estimated time' },
    alreadySent: {
      id: 'services.directory.alreadySent',
      defaultMessage: "Already sent a request? <link>Check a request's status</link> with its number.",
    },
    department: { id: 'services.facts.department', defaultMessage: 'Department' },
    contact: { id: 'services.facts.contact', defaultMessage: 'Contact' },
  }),
);

/** The look-up of a request and its status page. */
export const statusMessages = plainMessages(
  defineMessages({
    requestsTitle: { id: 'services.requests.title', defaultMessage: 'Service Requests' },
    requestsDescription: {
      id: 'services.requests.description',
      defaultMessage: 'Follow a request you sent to the city, or send a new one.',
    },
    newRequest: { id: 'services.requests.newRequest', defaultMessage: 'Send a New Request' },
    lookupTitle: { id: 'services.lookup.title', defaultMessage: "Check a Request's Status" },
    lookupAnother: { id: 'services.lookup.another', defaultMessage: 'Check Another Request' },
    lookupIntro: {
      id: 'services.lookup.intro',
      defaultMessage:
        'Enter the number you were given when you sent your request: it is on its confirmation and in the confirmation e-mail.',
    },
    lookupLabel: { id: 'services.lookup.label', defaultMessage: 'Request Number' },
    lookupHint: { id: 'services.lookup.hint', defaultMessage: 'For example 100001.' },
    lookupSubmit: { id: 'services.lookup.submit', defaultMessage: 'Check Status' },
    lookupMissing: { id: 'services.lookup.missing', defaultMessage: 'Enter your request number.' },
    notFoundTitle: { id: 'services.status.notFoundTitle', defaultMessage: 'Request Not Found' },
    notFoundMessage: {
      id: 'services.status.notFoundMessage',
      defaultMessage: 'No service request has this number. Please check the number and try again.',
    },
    backToRequests: { id: 'services.status.backToRequests', defaultMessage: 'Back to Service Requests' },
    title: { id: 'services.status.title', defaultMessage: 'Service Request {id}' },
    description: { id: 'services.status.description', defaultMessage: '{service}: {status}.' },
    crumb: { id: 'services.status.crumb', defaultMessage: 'Request {id}' },
    loading: { id: 'services.status.loading', defaultMessage: "Loading the request's status…" },
    failedTitle: { id: 'services.status.failedTitle', defaultMessage: 'Status Not Available' },
    failedText: {
      id: 'services.status.failedText',
      defaultMessage: "We could not load this request's status. Please try again.",
    },
    tryAgain: { id: 'services.status.tryAgain', defaultMessage: 'Try Again' },
    questions: { id: 'services.status.questions', defaultMessage: 'Questions?' },
    callAbout: {
      id: 'services.status.callAbout',
      defaultMessage: 'Call {department} at <tel>{phone}</tel> and quote request number {id}.',
    },
    open: { id: 'services.status.open', defaultMessage: 'Open' },
    closed: { id: 'services.status.closed', defaultMessage: 'Closed' },
    acknowledged: { id: 'services.status.acknowledged', defaultMessage: 'Acknowledged' },
    inProgress: { id: 'services.status.inProgress', defaultMessage: 'In progress' },
    closedReason: { id: 'services.status.closedReason', defaultMessage: 'Reason for closing' },
    reasonFixed: { id: 'services.status.reason.fixed', defaultMessage: 'The problem has been fixed' },
    reasonDuplicate: {
      id: 'services.status.reason.duplicate',
      defaultMessage: 'It duplicates another report',
    },
    reasonNotCity: {
      id: 'services.status.reason.notCity',
      defaultMessage: 'It is not the City’s responsibility',
    },
    reasonNoAction: { id: 'services.status.reason.noAction', defaultMessage: 'No further action is planned' },
    updatesTitle: { id: 'services.status.updates', defaultMessage: 'Updates' },
    updateStage: { id: 'services.status.updateStage', defaultMessage: 'Status changed to {stage}' },
    fromCity: { id: 'services.status.fromCity', defaultMessage: 'From the City’s 311 system' },
    status: { id: 'services.status.status', defaultMessage: 'Status' },
    requestNumber: { id: 'services.status.requestNumber', defaultMessage: 'Request number' },
    type: { id: 'services.status.type', defaultMessage: 'Type' },
    department: { id: 'services.status.department', defaultMessage: 'Department' },
    submitted: { id: 'services.status.submitted', defaultMessage: 'Submitted' },
    lastUpdate: { id: 'services.status.lastUpdate', defaultMessage: 'Last update' },
    location: { id: 'services.status.location', defaultMessage: 'Location' },
    notGiven: { id: 'services.status.notGiven', defaultMessage: 'Not given' },
    notes: { id: 'services.status.notes', defaultMessage: 'Status notes' },
    noNotes: { id: 'services.status.noNotes', defaultMessage: 'No notes yet.' },
    next: { id: 'services.status.next', defaultMessage: 'What happens next' },
    notice: {
      id: 'services.status.notice',
      defaultMessage: '{department} handles this request. Processing time: {time}.',
    },
  }),
);
