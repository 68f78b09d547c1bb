// Why an area's store refused a submission, in no language (issue 42): the field it concerns (its name in the
// form), the rule it failed and, for a length, the limit. The page words it in its language through its own
// messages; no store writes a resident's text, and no action reads one back.

/** A rule a store checks that carries nothing more than the field it concerns. */
export type StoreRule =
  /** Nothing (or only spaces) given where something is required. */
  | 'required'
  /** Not one of the listed options. */
  | 'choice'
  /** Not of the form the field takes (an e-mail address, a URL, one value). */
  | 'invalid'
  /** Nothing left to take (every place at an event). */
  | 'full'
  /** What the form was shown for changed meanwhile (what is due). */
  | 'changed';

/** One problem a store found. */
export type StoreProblem<Field extends string = string> =
  { field: Field; rule: StoreRule } | { field: Field; rule: 'too-long'; limit: number };
