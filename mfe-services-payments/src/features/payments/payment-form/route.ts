import type { RouteObject } from 'react-router-dom';
import { lazyPage, type PagePart } from '../../../lazy-page';
import { PAYMENT_ROUTE_ID } from './addresses';

/**
 * The route of a payment's address, /pay-fines/pay/{item}, with the form's action (a fixed id: the server's
 * render and the browser's name it alike). Its page is the payments page's, which shows the form over the
 * page or on a page of its own (see PaymentsRoute), so the payments feature gives it. The page and the action
 * load with the route (lazyPage, issue 45), the action in the payments page's chunk: the Complete Payment
 * dialog opens without a download.
 */
export function paymentRoute(page: () => Promise<PagePart>, handle: RouteObject['handle']): RouteObject {
  return {
    id: PAYMENT_ROUTE_ID,
    path: '/pay-fines/pay/:item',
    handle,
    lazy: lazyPage(() =>
      Promise.all([page(), import(/* webpackChunkName: "payments-page" */ './action')]).then(
        ([{ element }, { paymentAction }]) => ({ element, action: paymentAction }),
      ),
    ),
  };
}
