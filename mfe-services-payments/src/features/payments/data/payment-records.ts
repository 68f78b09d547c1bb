// What the payments store holds and answers (issue 29): citations, property tax bills and business fees, each
// outstanding or paid, and the payments that paid them. Types and constants only: the pages use them in the
// browser and the area's backend on the server (src/server/payments.ts), which answers a page's lookups as its
// live data (`dataFor`).

/**
 * The area's federation name (area.json): the key of its live data in a page. The status page of a service
 * request reads its own data under the same name; the payments pages read theirs under `payments`.
 */
export const PAYMENTS_AREA = 'services_payments';

/** A record the city bills: a traffic or parking citation, a property tax bill, a business fee. */
export type ItemKind = 'citation' | 'property-tax' | 'business-fee';

/** Outstanding (payable) or Paid (not payable again). */
export type ItemStatus = 'Outstanding' | 'Paid';

/** When an item was paid: the city's calendar date ("2026-11-26"); absent for one paid in this visit. */
export interface PaidMark {
  on?: string;
}

interface ItemBase {
  /** Its id in a payment's address (/pay-fines/pay/{id}): TRF-2024-001234, PT-2024-123456789-1, BF-2024-0101. */
  id: string;
  amountCents: number;
  status: ItemStatus;
  /** Set when the status is Paid. */
  paid?: PaidMark;
}

export interface CitationItem extends ItemBase {
  kind: 'citation';
  /** "Parking Violation - Expired Meter" */
  violation: string;
  /** The day it was issued ("2024-11-15"). */
  issuedOn: string;
  location: string;
}

export interface PropertyTaxItem extends ItemBase {
  kind: 'property-tax';
  /** "123-456-789", as the bill prints it. */
  propertyId: string;
  taxYear: number;
  /** "First Half" */
  installment: string;
  /** The property's street address. */
  address: string;
  dueOn: string;
}

export interface BusinessFeeItem extends ItemBase {
  kind: 'business-fee';
  licenseNumber: string;
  businessName: string;
  /** One of the Fee Type select's options. */
  feeType: string;
  description: string;
  dueOn: string;
}

export type PayableItem = CitationItem | PropertyTaxItem | BusinessFeeItem;

/** The three lookups of Pay Fines & Taxes, by what they find. */
export type LookupKind = 'citations' | 'property' | 'business';

/**
 * A lookup's answer: what it found (paid items included, shown as Paid), that nothing matched, or that it
 * lacked what it needs (a citation number, or a plate and a last name …).
 */
export type LookupAnswer =
  { status: 'found'; items: PayableItem[] } | { status: 'not-found' } | { status: 'incomplete' };

/** A lookup's answer with the lookup it answers (lookupKey): a page uses it only for its own address. */
export interface AnsweredLookup {
  key: string;
  answer: LookupAnswer;
}

/** The payment a payment's own page (/pay-fines/pay/{item}) is for, as the store has it now. */
export type PaymentPageData =
  | {
      item: string;
      /** For "all": the lookup whose outstanding items it pays (lookupKey); '' for one item. */
      key: string;
      /** The items it names (paid ones included: the page says they are paid). */
      items: PayableItem[];
    }
  | { item: string; key: string; notFound: true };

/** One line of a receipt: what was paid and how much. */
export interface ReceiptLine {
  /** "citation", …, or "quick" (a Quick Pay option, which pays no record of the store). */
  kind: ItemKind | 'quick';
  id: string;
  label: string;
  amountCents: number;
}

/** A payment as recorded: its receipt number, what it paid, the amounts, the method and when. */
export interface Receipt {
  /** "PAY-2026-7K3QJ9X2M4VNC" */
  number: string;
  lines: ReceiptLine[];
  amountCents: number;
  feeCents: number;
  totalCents: number;
  /** The payment method's id ("credit"), as chosen in the dialog. */
  method: string;
  /** When it was recorded, W3C format ("2026-11-26T15:05:00Z"). */
  paidAt: string;
  /** Charged by a test processor: no money moved, and the receipt says TEST. */
  test?: true;
}

/**
 * What the pages know of the area's payment processor (issue 43): none (the pages show what is owed and how
 * else to pay, with no payment action), a test processor (every page marked TEST, test cards only), or a live
 * one; `card`: its form asks for a card number.
 */
export interface ProcessorInfo {
  mode: 'none' | 'test' | 'live';
  card: boolean;
}

/** The live data of a payments page, read from the store by the site's server before it renders. */
export interface PaymentsData {
  /** The processor payments are charged by; absent in a page the server did not render (see useProcessor). */
  processor?: ProcessorInfo;
  citations?: AnsweredLookup;
  property?: AnsweredLookup;
  business?: AnsweredLookup;
  payment?: PaymentPageData;
  receipt?: Receipt | { number: string; notFound: true };
}

/** How the payments data sits in a page's live data (beside a service request's, on other pages). */
export interface PaymentsAreaData {
  payments?: PaymentsData;
}

/**
 * A receipt number as the store gives them (issue 43): PAY-{year}-{13 characters of Crockford's base32}, 65
 * random bits. Its page is shown to whoever holds the whole number; the sequential numbers of before
 * (PAY-2026-000001) are not shown at all.
 */
export const isReceiptNumber = (text: string | null | undefined): text is string =>
  typeof text === 'string' && /^PAY-\d{4}-[0-9A-HJKMNP-TV-Z]{13}$/.test(text);

/** The query parameter of a confirmation address that carries the payment's receipt number. */
export const RECEIPT_PARAM = 'receipt';
