// The payment form (issue 42: one folder per form) of the Complete Payment dialog and of a payment's own page:
// its action, its messages, the form, and the store's part the backend provides. The payments pages and the
// backend import only this file.
export {
  paymentAction,
  PAYMENT_ITEMS_FIELD,
  PAYMENT_METHOD_MESSAGE,
  PAYMENT_ROUTE_ID,
  readPayment,
  validatePayment,
  type PaymentValues,
} from './action';
export { paymentRoute } from './route';
export { alreadyPaidMessage, dueChangedMessage, paidNotice, PAYMENT_FIELD, refusalMessage } from './messages';
export {
  PaymentForm,
  PAYMENT_ITEM_ID,
  PAYMENT_METHOD_ID,
  PAYMENT_SUCCESS_TITLE,
  paymentSuccessDescription,
  type PaymentFormProps,
} from './payment-form';
export {
  PAYMENT_FORM,
  paymentStore,
  type PaymentRefusal,
  type PaymentRequest,
  type PaymentStore,
  type PayOutcome,
} from './store';
