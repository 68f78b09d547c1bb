import { redirect, type ActionFunctionArgs } from 'react-router-dom';
import { tokenOf } from '../../../utils/signed-link';
import { UNSUBSCRIBE_PATH, UNSUBSCRIBED_PATH } from './schema';
import { newsletterStore } from './store';

/**
 * The route action of /news/newsletter/unsubscribe?token=…: the page's Unsubscribe button, and the one-click
 * POST a mail program sends (RFC 8058, body `List-Unsubscribe=One-Click`). The token is signed, so no form key
 * is needed: a valid one deletes the subscription (again: still done), and lands on the unsubscribed page; an
 * expired or altered one goes back to its page, which says so.
 */
export async function unsubscribeAction({ request }: ActionFunctionArgs) {
  const token = tokenOf(new URL(request.url).search);
  const outcome = await newsletterStore.get().unsubscribe(token);
  if (outcome === 'done') return redirect(UNSUBSCRIBED_PATH, 303);
  return redirect(`${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token ?? '')}`, 303);
}
