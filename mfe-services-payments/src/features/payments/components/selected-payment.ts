/** What the Complete Payment dialog (or page) is charging. */
export interface SelectedPayment {
  /** Its name in the payment's address, /pay-fines/pay/{item}: a citation id, "all", or a quick pay kind. */
  item: string;
  /** "all" clears the citation results once paid. */
  kind: 'citation' | 'all' | 'quick';
  /** What a resident reads at the top of the dialog: "Citation TRF-2024-001234: ...". */
  label: string;
  /** Whole US dollars, as the data gives them. */
  amount: number;
}
