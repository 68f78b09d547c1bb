import type { FormEvent, ReactNode } from 'react';
import { ErrorSummary, SubmissionKey } from '@springfield/shared';
import type { useRegistration } from './use-registration';
import { RegistrationFields, type RegistrationFieldsProps } from './registration-fields';

export interface RegistrationFormProps extends Pick<
  RegistrationFieldsProps,
  'labels' | 'organization' | 'notesPlaceholder'
> {
  form: ReturnType<typeof useRegistration>;
  /** The ids' prefix the form was made with. */
  idPrefix: string;
  /** The form element's id, for a submit button outside it (the dialog's footer). */
  id?: string;
  /** What follows the fields inside the form (the card's Cancel and Submit). */
  children?: ReactNode;
}

/**
 * The one registration form (issue 42), for the events list's dialog, the event page's card and the register
 * page: it posts to the event's register route (its action runs in the browser, or on the server without
 * JavaScript), checks the fields in the browser first, and shows the error summary above the fields. Where it
 * sits and its buttons are its caller's.
 */
export function RegistrationForm({ form, idPrefix, id, children, ...fields }: RegistrationFormProps) {
  const { fetcher, busy } = form;
  const onSubmit = (formEvent: FormEvent<HTMLFormElement>) => {
    if (busy || !form.check()) formEvent.preventDefault();
  };
  return (
    <fetcher.Form
      method="post"
      action={form.action}
      id={id}
      className="ne-event-form"
      onSubmit={onSubmit}
      noValidate
    >
      {form.problems ? <ErrorSummary problems={form.problems} controlId={form.controlId} /> : null}
      <SubmissionKey round={form.round} />
      <RegistrationFields
        idPrefix={idPrefix}
        values={form.values}
        errors={form.errors}
        onChange={form.update}
        {...fields}
      />
      {children}
    </fetcher.Form>
  );
}
