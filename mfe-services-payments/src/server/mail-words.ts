// The fixed words of the mails that answer a resident (issue 44: a status change or public note on their
// service request), in the language they used on the site's form: the area's catalogues (src/i18n), read here
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
