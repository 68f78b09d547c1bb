import type { ActionFunctionArgs } from 'react-router-dom';
import { formAction, requestLocale } from '@springfield/shared';
import { areaIntl } from '../../../i18n/area-intl';
import { readNewsletter, validateNewsletter, type NewsletterForm } from './schema';
import { newsletterStore } from './store';

const submitNewsletter = formAction<NewsletterForm>({
  read: readNewsletter,
  validate: (values, { request }) => validateNewsletter(values, areaIntl.intl(requestLocale(request))),
  accept: (values, { request }, key) => newsletterStore.get().subscribe(values, key, requestLocale(request)),
});

/**
 * The route action of /news: the newsletter box's sign-up, checked alike in the browser and on the server,
 * stored on the server once per submission key (an address already subscribed is the same subscription).
 * Its messages are in the request's language (the shell loaded the area's messages before; loaded again here,
 * at once, for a caller that did not).
 */
export async function newsletterAction(args: ActionFunctionArgs) {
  await areaIntl.loadMessages(requestLocale(args.request));
  return submitNewsletter(args);
}
