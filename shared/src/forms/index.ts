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
export { ErrorSummary, type ErrorSummaryProps } from './error-summary';
export { SubmissionConfirmation, type SubmissionConfirmationProps } from './submission-confirmation';
export {
  SubmissionKey,
  SUBMISSION_KEY_FIELD,
  newSubmissionKey,
  type SubmissionKeyProps,
} from './submission-key';
