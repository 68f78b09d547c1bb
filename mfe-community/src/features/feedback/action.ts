import { formAction, requestLocale, textOf, tickedIn } from '@springfield/shared';
import type { FeedbackCategory, FeedbackForm } from '../../types/content';
import { fieldProblems } from '../../components/form/form-problems';
import { areaIntl } from '../../i18n/area-intl';
import { feedbackCategories } from './content';
import { validateFeedback } from './schema';
import { feedbackStore } from './store';

const isCategory = (value: string): value is FeedbackCategory =>
  feedbackCategories.some((category) => category.value === value);

/**
 * The feedback form as sent (its fields are named by FeedbackForm's keys). Anonymous feedback keeps no name,
 * e-mail or phone, even when a browser without script sent the fields it could not hide.
 */
export function readFeedback(form: FormData): FeedbackForm {
  const anonymous = tickedIn(form, 'anonymous');
  const category = textOf(form, 'category');
  return {
    name: anonymous ? '' : textOf(form, 'name'),
    email: anonymous ? '' : textOf(form, 'email'),
    phone: anonymous ? '' : textOf(form, 'phone'),
    category: isCategory(category) ? category : '',
    subject: textOf(form, 'subject'),
    message: textOf(form, 'message'),
    anonymous,
    followUp: !anonymous && tickedIn(form, 'followUp'),
  };
}

/** The route action of /feedback: the same checks in the browser and on the server. */
export const feedbackAction = formAction<FeedbackForm>({
  read: readFeedback,
  // The messages in the language of the page the form was sent from (its address says).
  validate: (values, { request }) =>
    fieldProblems(validateFeedback(values, areaIntl.intl(requestLocale(request)))),
  // On the server: stored once per submission key, with its receipt queued when one is due (see ./store.ts).
  accept: async (values, { request }, key) =>
    (await feedbackStore.get().submit(values, key, requestLocale(request))).location,
});
