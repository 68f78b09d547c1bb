import { redirect, type ActionFunctionArgs } from 'react-router-dom';
import { tokenOf } from '../../../utils/signed-link';
import { CANCEL_PATH, cancelledPath } from './schema';
import { registrationStore } from './store';

/**
 * The route action of /events/registration/cancel?token=…: the page's Cancel registration button. The token is
 * signed, so no form key is needed. Cancelled now: the cancelled page of its event; anything else (cancelled
 * already, expired, altered) back to the link's page, which says which.
 */
export async function cancelRegistrationAction({ request }: ActionFunctionArgs) {
  const token = tokenOf(new URL(request.url).search);
  const outcome = await registrationStore.get().cancel(token);
  if (typeof outcome === 'number') return redirect(cancelledPath(outcome), 303);
  return redirect(`${CANCEL_PATH}?token=${encodeURIComponent(token ?? '')}`, 303);
}
