import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button, Card } from '@springfield/shared';
import type { useRegistration } from './use-registration';
import { eventMessages } from '../messages';
import { RegistrationForm } from './registration-form';

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
  const intl = useIntl();
  return (
    <Card
      as="section"
      className={className ? `ne-event-side-card ${className}` : 'ne-event-side-card'}
      aria-labelledby={`${idPrefix}-event`}
    >
      <h2 id={`${idPrefix}-event`}>{intl.formatMessage(eventMessages.formTitle)}</h2>
      <RegistrationForm
        form={form}
        idPrefix={idPrefix}
        labels={{
          email: intl.formatMessage(eventMessages.email),
          phone: intl.formatMessage(eventMessages.phone),
          notes: intl.formatMessage(eventMessages.questions),
        }}
        organization
      >
        <div className="ne-event-form__actions">
          {cancel}
          <Button variant="primary" type="submit" disabled={form.busy}>
            {intl.formatMessage(form.busy ? eventMessages.registering : eventMessages.submitRegistration)}
          </Button>
        </div>
      </RegistrationForm>
    </Card>
  );
}
