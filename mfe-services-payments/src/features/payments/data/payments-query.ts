// The payments page's address and the parameters it reads from it: apart from the lookups' words and the
// payments' records, for the area's routes (issue 45: every page of the area loads the routes module).

/** The payment page's main address (it also answers at /pay-bills and /traffic-fines). */
export const PAY_FINES_PATH = '/pay-fines';

/**
 * The fields of the payments page's three lookups, each of which finds a resident's own citation, tax bill or
 * fee: the citation's (citationLookupNames), the property tax's and the business fees' (their lookups' fields,
 * data/payments.ts).
 */
export const PAYMENTS_LOOKUP_QUERY: readonly string[] = [
  'citation',
  'plate',
  'last-name',
  'property',
  'year',
  'owner',
  'license',
  'business',
  'fee',
];

/**
 * Every parameter the payments page reads from its address: the tab to open first and the fields of its three
 * lookups. Declared on its routes: the site's server renders the page with these and no others.
 */
export const PAYMENTS_QUERY: readonly string[] = ['tab', ...PAYMENTS_LOOKUP_QUERY];
