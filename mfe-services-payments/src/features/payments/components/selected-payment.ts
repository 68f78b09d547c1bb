/** What the Complete Payment dialog is charging. */
export interface SelectedPayment {
  /** "all" clears the citation results once paid. */
  kind: 'citation' | 'all' | 'quick';
  /** What a resident reads at the top of the dialog: "Citation TRF-2024-001234: ...". */
  label: string;
  /** Whole US dollars, as the data gives them. */
  amount: number;
}
