// The fixed words of the mails that answer a resident (issue 44: a reply to their feedback, the decision on their
// volunteer application), in the language they used on the site's form: the area's catalogues (src/i18n), read
// here once at start (this module runs on the site's server only). What a member of staff typed stays as typed.
import { defineMessages } from 'react-intl';
import { catalogueIntl, plainMessages } from '@springfield/shared';
import es from '../i18n/es.json';
import zhHant from '../i18n/zh-Hant.json';

/** The formatter of a resident's language, over the area's catalogue in it. */
export const residentIntl = catalogueIntl({ es, 'zh-Hant': zhHant });

/** The words of the reply to a feedback and of a volunteer decision. */
export const answerMailMessages = plainMessages(
  defineMessages({
    replySubject: {
      id: 'mail.feedbackReply.subject',
      defaultMessage: 'Re: your feedback to the City of Springfield ({reference})',
    },
    decisionSubject: {
      id: 'mail.volunteerDecision.subject',
      defaultMessage: 'Your volunteer application: {title} ({reference})',
    },
    accepted: {
      id: 'mail.volunteerDecision.accepted',
      defaultMessage: 'Your application to volunteer ({title}, {reference}) has been accepted.',
    },
    declined: {
      id: 'mail.volunteerDecision.declined',
      defaultMessage: 'Your application to volunteer ({title}, {reference}) was not accepted.',
    },
    opportunities: {
      id: 'mail.volunteerDecision.opportunities',
      defaultMessage: 'Volunteer opportunities: {link}',
    },
  }),
);
