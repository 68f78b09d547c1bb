import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { paymentAction, PAYMENT_ROUTE_ID } from './action';

/**
 * The route of a payment's address, /pay-fines/pay/{item}, with the form's action (a fixed id: the server's
 * render and the browser's name it alike). Its element is the payments page's, which shows the form over the
 * page or on a page of its own (see PaymentsRoute), so the payments feature gives it.
 */
export function paymentRoute(element: ReactElement, handle: RouteObject['handle']): RouteObject {
  return { id: PAYMENT_ROUTE_ID, path: '/pay-fines/pay/:item', element, action: paymentAction, handle };
}
