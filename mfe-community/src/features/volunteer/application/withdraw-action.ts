import { redirect, type ActionFunctionArgs } from 'react-router-dom';
import { volunteerWithdrawnPath, WITHDRAW_PATH } from './addresses';
import { volunteerStore } from './store';

/**
 * The route action of /volunteer/application/withdraw?token=…: the page's Withdraw button. The token is signed,
 * so no form key is needed. Withdrawn now: the withdrawn page of its opportunity; anything else (withdrawn
 * already, expired, altered) back to the link's page, which says which.
 */
export async function volunteerWithdrawAction({ request }: ActionFunctionArgs) {
  const token = new URL(request.url).searchParams.get('token');
  const outcome = await volunteerStore.get().withdraw(token);
  if (typeof outcome === 'object') return redirect(volunteerWithdrawnPath(outcome.opportunity), 303);
  return redirect(`${WITHDRAW_PATH}?token=${encodeURIComponent(token ?? '')}`, 303);
}
