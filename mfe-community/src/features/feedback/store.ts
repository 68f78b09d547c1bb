// The feedback form's part of the area's store (issues 25 and 42): each feedback stored with the time it
// arrived, once per submission key; a receipt e-mail with its reference queued in the same transaction when the
// resident asked for a follow-up (the spec's message promises a response then, not an e-mail; see the README).
// The backend creates it with the platform and sets the slot the route action reaches it through; this file
// imports nothing of src/server/.
import { defineMessages, type IntlShape } from 'react-intl';
import {
  DEFAULT_LOCALE,
  localeOrDefault,
  officeHoursIn,
  plainMessages,
  serverOnly,
  type Platform,
} from '@springfield/shared';
import { areaIntl } from '../../i18n/area-intl';
import type { FeedbackForm } from '../../types/content';
import { canWriteTo, optional, plainText, type Received } from '../../utils/stored-text';
import { FEEDBACK_ROUTE_ID, FEEDBACK_SENT_PATH } from './addresses';
import { feedbackCategoriesIn, feedbackContact } from './content';

export interface FeedbackStore {
  /** Stores a feedback (once per submission key) and, when a follow-up was asked for, queues its receipt. */
  /** `locale`: the form's language, for the address's confirmation mail if it must confirm. */
  submit(values: FeedbackForm, key: string | undefined, locale?: string): Promise<Received>;
}

/** The store as the route action reaches it: set by the backend; `get()` in the browser is a bug and throws. */
export const feedbackStore = serverOnly<FeedbackStore>('The feedback store');

/** The feedback's store over the area's platform (server only). */
export const createFeedbackStore = (platform: Platform): FeedbackStore => ({
  submit: (values, key, locale) => submitFeedback(platform, values, key, locale),
});

/** The receipt's fixed words (issue 46: in the language of the form, from the area's catalogues). */
// Pure: the browser's bundle (which never sends a mail) drops these words.
export const feedbackMailMessages = /* @__PURE__ */ plainMessages(
  /* @__PURE__ */ defineMessages({
    subject: {
      id: 'mail.feedbackReceipt.subject',
      defaultMessage: 'We received your feedback ({reference})',
    },
    intro: {
      id: 'mail.feedbackReceipt.intro',
      defaultMessage: 'Thank you for your feedback to the City of Springfield. We have received it.',
    },
    reference: { id: 'mail.feedbackReceipt.reference', defaultMessage: 'Reference number: {reference}' },
    category: { id: 'mail.feedbackReceipt.category', defaultMessage: 'Category: {category}' },
    next: {
      id: 'mail.feedbackReceipt.next',
      defaultMessage:
        'What happens next: city staff will review your feedback and, as you asked for a follow-up response, reply to this e-mail address within 3-5 business days.',
    },
    meantime: {
      id: 'mail.feedbackReceipt.meantime',
      defaultMessage:
        'If you have something to add in the meantime, write to {email} or call {phone} ({hours}) and quote your reference {reference}. For an emergency, call 911.',
    },
    signature: { id: 'mail.feedbackReceipt.signature', defaultMessage: 'City of Springfield' },
  }),
);

/**
 * The receipt of a feedback: its reference and what happens next, in the language of `intl` (the form's,
 * its catalogue loaded; English by default). It repeats nothing the resident typed (the address is not
 * verified: the city's mail must not carry a stranger's text to it).
 */
export function feedbackMail(
  values: FeedbackForm,
  reference: string,
  intl: IntlShape = areaIntl.intl(DEFAULT_LOCALE),
) {
  const say = intl.formatMessage;
  const m = feedbackMailMessages;
  const locale = localeOrDefault(intl.locale);
  const category = feedbackCategoriesIn(intl).find((option) => option.value === values.category)?.label;
  // The phone's hours as the feedback page gives them in that language (English as it always wrote them).
  const hours = locale === DEFAULT_LOCALE ? feedbackContact.phoneHours : officeHoursIn(locale, 'spaced');
  const text = plainText([
    say(m.intro),
    [say(m.reference, { reference }), ...(category ? [say(m.category, { category })] : [])],
    say(m.next),
    say(m.meantime, { email: feedbackContact.email, phone: feedbackContact.phone, hours, reference }),
    say(m.signature),
  ]);
  return {
    to: values.email.trim(),
    subject: say(m.subject, { reference }),
    text,
    locale,
  };
}

/**
 * Stores a feedback, once per submission key and fields: the record with the time it arrived and, for signed
 * feedback that asks for a follow-up, its receipt, all or nothing. Answers its reference and confirmation page.
 */
export async function submitFeedback(
  platform: Platform,
  values: FeedbackForm,
  key: string | undefined,
  locale?: string,
): Promise<Received> {
  const submission = { form: FEEDBACK_ROUTE_ID, key, fields: values };
  // The receipt's words in the form's language, loaded before the transaction (at once when the page did).
  const language = localeOrDefault(locale);
  await areaIntl.loadMessages(language);
  const intl = areaIntl.intl(language);
  return platform.submitOnce(submission, async (tx) => {
    const anonymous = values.anonymous;
    const { rows } = await tx.query<{ id: string; reference: string }>(
      `INSERT INTO feedback (anonymous, name, email, phone, category, subject, message, follow_up, locale)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id, reference`,
      [
        anonymous,
        anonymous ? null : optional(values.name),
        anonymous ? null : optional(values.email),
        anonymous ? null : optional(values.phone),
        values.category === '' ? null : values.category,
        optional(values.subject),
        values.message.trim(),
        !anonymous && values.followUp,
        // The form's language: the receipt's and a reply's fixed words are in it (issues 44 and 46).
        language,
      ],
    );
    const { id, reference } = rows[0];
    const receipt = !anonymous && values.followUp && canWriteTo(values.email);
    if (receipt) {
      await platform.mail(tx, feedbackMail(values, reference, intl));
    }
    platform.log('feedback.stored', { feedback: Number(id), receipt });
    return { reference, location: FEEDBACK_SENT_PATH };
  });
}
