// The feedback form's part of the area's store (issues 25 and 42): each feedback stored with the time it
// arrived, once per submission key; a receipt e-mail with its reference queued in the same transaction when the
// resident asked for a follow-up (the spec's message promises a response then, not an e-mail; see the README).
// The backend creates it with the platform and sets the slot the route action reaches it through; this file
// imports nothing of src/server/.
import { localeOrDefault, serverOnly, type Platform } from '@springfield/shared';
import type { FeedbackForm } from '../../types/content';
import { canWriteTo, optional, plainText, type Received } from '../../utils/stored-text';
import { FEEDBACK_ROUTE_ID, FEEDBACK_SENT_PATH } from './addresses';
import { feedbackCategories, feedbackContact } from './content';

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

/**
 * The receipt of a feedback: its reference and what happens next. It repeats nothing the resident typed (the
 * address is not verified: the city's mail must not carry a stranger's text to it).
 */
export function feedbackMail(values: FeedbackForm, reference: string) {
  const category = feedbackCategories.find((option) => option.value === values.category)?.label;
  const text = plainText([
    'Thank you for your feedback to the City of Springfield. We have received it.',
    [`Reference number: ${reference}`, ...(category ? [`Category: ${category}`] : [])],
    'What happens next: city staff will review your feedback and, as you asked for a follow-up ' +
      'response, reply to this e-mail address within 3-5 business days.',
    `If you have something to add in the meantime, write to ${feedbackContact.email} or call ` +
      `${feedbackContact.phone} (${feedbackContact.phoneHours}) and quote your reference ${reference}. ` +
      'For an emergency, call 911.',
    'City of Springfield',
  ]);
  return {
    to: values.email.trim(),
    subject: `We received your feedback (${reference})`,
    text,
  };
}

/**
 * Stores a feedback, once per submission key and fields: the record with the time it arrived and, for signed
 * feedback that asks for a follow-up, its receipt, all or nothing. Answers its reference and confirmation page.
 */
export function submitFeedback(
  platform: Platform,
  values: FeedbackForm,
  key: string | undefined,
  locale?: string,
): Promise<Received> {
  const submission = { form: FEEDBACK_ROUTE_ID, key, fields: values };
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
        // The form's language: a reply's fixed words are in it (issue 44).
        localeOrDefault(locale),
      ],
    );
    const { id, reference } = rows[0];
    const receipt = !anonymous && values.followUp && canWriteTo(values.email);
    if (receipt) {
      await platform.mail(tx, { ...feedbackMail(values, reference), ...(locale ? { locale } : {}) });
    }
    platform.log('feedback.stored', { feedback: Number(id), receipt });
    return { reference, location: FEEDBACK_SENT_PATH };
  });
}
