// The fixed words of the mails to a resident about their service request (issue 44: a status change or public
// note; issue 46: the receipt of a new request), in the language they used on the site's form: the area's catalogues (src/i18n), read here
// once at start (this module runs on the site's server only). What a member of staff typed stays as typed.
import { defineMessages } from 'react-intl';
import { catalogueIntl, plainMessages } from '@springfield/shared';
import es from '../i18n/es.json';
import zhHant from '../i18n/zh-Hant.json';

/** The formatter of a resident's language, over the area's catalogue in it. */
export const residentIntl = catalogueIntl({ es, 'zh-Hant': zhHant });

/** The status-update mail's words (its stage and reason words are the status page's, statusMessages). */
export const updateMailMessages = plainMessages(
  defineMessages({
    subject: {
      id: 'mail.requestUpdate.subject',
      defaultMessage: 'Service request {id} updated: {status}',
    },
    intro: {
      id: 'mail.requestUpdate.intro',
      defaultMessage: 'The City of Springfield has updated your service request.',
    },
    number: { id: 'mail.requestUpdate.number', defaultMessage: 'Request number: {id}' },
    service: { id: 'mail.requestUpdate.service', defaultMessage: 'Service: {service}' },
    status: { id: 'mail.requestUpdate.status', defaultMessage: 'Status: {status}' },
    update: { id: 'mail.requestUpdate.update', defaultMessage: 'Update: {update}' },
    closedBecause: { id: 'mail.requestUpdate.closedBecause', defaultMessage: '{status}: {reason}.' },
    stageOnly: { id: 'mail.requestUpdate.stageOnly', defaultMessage: '{status}.' },
    follow: {
      id: 'mail.requestUpdate.follow',
      defaultMessage: 'Follow its status at any time: {link}',
    },
    signature: { id: 'mail.requestUpdate.signature', defaultMessage: 'City of Springfield' },
  }),
);

/** The receipt's words (issue 46); its number, service, link and signature are the update mail's. */
export const receiptMailMessages = plainMessages(
  defineMessages({
    subject: {
      id: 'mail.requestReceived.subject',
      defaultMessage: 'Service request {id} received: {service}',
    },
    intro: {
      id: 'mail.requestReceived.intro',
      defaultMessage: 'Thank you for your request to the City of Springfield. We have received it.',
    },
    location: { id: 'mail.requestReceived.location', defaultMessage: 'Location: {location}' },
    submitted: {
      id: 'mail.requestReceived.submitted',
      defaultMessage: 'Submitted: {date} (Springfield time)',
    },
    notice: {
      id: 'mail.requestReceived.notice',
      defaultMessage: '{department} handles this request. Processing time: {time}.',
    },
    next: {
      id: 'mail.requestReceived.next',
      defaultMessage: "What happens next: {notice} We will update the request's status as the work goes on.",
    },
    quote: {
      id: 'mail.requestReceived.quote',
      defaultMessage: 'Please quote the request number if you contact us about it: {department}, {contact}.',
    },
  }),
);
