import type { LookupKind } from '../data/payment-records';

/** What the Complete Payment dialog (or page) is charging. */
export interface SelectedPayment {
  /** Its name in the payment's address, /pay-fines/pay/{item}: an item's id, "all", or a Quick Pay option. */
  item: string;
  /**
   * "item": one citation, bill or fee; "all": what a lookup found outstanding (its results clear once paid);
   * "quick": a Quick Pay option's fixed amount, which pays no record.
   */
  kind: 'item' | 'all' | 'quick';
  /** The lookup whose results list it: focus goes back there once it is paid. */
  lookup?: LookupKind;
  /** For "all": its lookup's part of the address (citation=&plate=…), which the payment's address carries. */
  query?: string;
  /** What a resident reads at the top of the dialog: "Citation TRF-2024-001234: ...". */
  label: string;
  amountCents: number;
  /**
   * The ids of the records it pays; a Pay All form sends them, so the store charges exactly what the dialog
   * showed. None for a Quick Pay option.
   */
  items: readonly string[];
}
