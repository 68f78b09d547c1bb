import { defineMessages } from 'react-intl';

/** The words of the service pages (their records' own words are in the content, translated beside it). */
export const serviceMessages = defineMessages({
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
});
