export {
  formAction,
  formBody,
  errorsOf,
  textOf,
  tickedIn,
  OUTCOME_ACCEPT,
  type Accepted,
  type FieldProblem,
  type FormOutcome,
  type FormSpec,
} from './form-action';
export { useFormOutcome, resetServerActionForTests } from './use-form-outcome';
export { useActionForm, type ActionForm, type ActionFormOptions } from './use-action-form';
export type { StoreProblem, StoreRule } from './store-problem';
export { ErrorSummary, type ErrorSummaryProps } from './error-summary';
export { SubmissionConfirmation, type SubmissionConfirmationProps } from './submission-confirmation';
export {
  SubmissionKey,
  SUBMISSION_KEY_FIELD,
  newSubmissionKey,
  type SubmissionKeyProps,
} from './submission-key';
