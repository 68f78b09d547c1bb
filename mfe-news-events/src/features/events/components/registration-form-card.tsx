import type { FormEvent, ReactNode } from 'react';
import { Button, Card, ErrorSummary, SubmissionKey } from '@springfield/shared';
import type { useRegistration } from '../hooks/use-registration';
import { RegistrationFields } from './registration-fields';

export interface RegistrationFormCardProps {
  form: ReturnType<typeof useRegistration>;
  /** The ids' prefix the form was made with. */
  idPrefix: string;
  /** How to leave the form: a button on the event page, a link back to the event on the register page. */
  cancel: ReactNode;
  className?: string;
}

/**
 * "Event Registration": the event page's inline form and the register page's form, one card. It goes to the
 * register route's action; "Registering..." while it is on its way.
 */
export function RegistrationFormCard({ form, idPrefix, cancel, className }: RegistrationFormCardProps) {
  const { fetcher, busy } = form;
  const onSubmit = (formEvent: FormEvent<HTMLFormElement>) => {
    if (busy || !form.check()) formEvent.preventDefault();
  };
  return (
    <Card
      as="section"
      className={className ? `ne-event-side-card ${className}` : 'ne-event-side-card'}
      aria-labelledby={`${idPrefix}-event`}
    >
      <h2 id={`${idPrefix}-event`}>Event Registration</h2>
      <fetcher.Form
        method="post"
        action={form.action}
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
          labels={{ email: 'Email', phone: 'Phone', notes: 'Questions or Comments' }}
          organization
        />
        <div className="ne-event-form__actions">
          {cancel}
          <Button variant="primary" type="submit" disabled={busy}>
            {busy ? 'Registering...' : 'Submit Registration'}
          </Button>
        </div>
      </fetcher.Form>
    </Card>
  );
}
