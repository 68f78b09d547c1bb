// The payment route's id: apart from the form's action, for the area's routes (issue 45).

/** The id of the payment's route: the server's render and the browser's name it alike. */
export const PAYMENT_ROUTE_ID = 'services-payments:payment';
