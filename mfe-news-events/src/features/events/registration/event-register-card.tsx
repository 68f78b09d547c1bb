import { useState, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button, ButtonLink, Card, notify } from '@springfield/shared';
import type { ShownEvent } from '../data/events';
import { eventMessages } from '../messages';
import { useEventsStore } from '../events-store';
import { useRegistration } from './use-registration';
import { isRegistrationOpen } from '../utils/capacity';
import { registerPath } from './schema';
import { isPlainClick } from '../utils/plain-click';
import { RegistrationFormCard } from './registration-form-card';

export interface EventRegisterCardProps {
  event: ShownEvent;
  registered: number;
}

const ID_PREFIX = 'event-register';

/**
 * The event page's registration: Register Now opens an inline form (a link to the event's register page,
 * which it is without script or before the page comes alive); the form goes to that page's route action,
 * then the spec's words (its alert, now a success toast) and the form closes. The card shows only while
 * places remain and the form is closed.
 */
export function EventRegisterCard({ event, registered }: EventRegisterCardProps) {
  const intl = useIntl();
  const [formOpen, setFormOpen] = useState(false);
  const register = useEventsStore((state) => state.register);
  const form = useRegistration(event, {
    idPrefix: ID_PREFIX,
    onDone: () => {
      // The city has the registration: the page's count shows it at once (and after a reload).
      register(event.id);
      notify({
        title: intl.formatMessage(eventMessages.submittedTitle, { title: event.title }),
        description: intl.formatMessage(eventMessages.submittedMessage),
        variant: 'success',
      });
      setFormOpen(false);
    },
  });
  const openForm = (click: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(click)) return;
    click.preventDefault();
    setFormOpen(true);
  };

  if (formOpen) {
    return (
      <RegistrationFormCard
        form={form}
        idPrefix={ID_PREFIX}
        cancel={
          <Button onClick={() => setFormOpen(false)} disabled={form.busy}>
            {intl.formatMessage(eventMessages.cancel)}
          </Button>
        }
      />
    );
  }

  if (!isRegistrationOpen(registered, event.capacity)) return null;

  return (
    <Card
      as="section"
      className="ne-event-side-card ne-event-side-card--accent"
      aria-labelledby={`${ID_PREFIX}-title`}
    >
      <h2 id={`${ID_PREFIX}-title`}>{intl.formatMessage(eventMessages.registerCardTitle)}</h2>
      <p>{intl.formatMessage(eventMessages.registerCardText)}</p>
      <ButtonLink variant="primary" size="large" block to={registerPath(event.id)} onClick={openForm}>
        {intl.formatMessage(eventMessages.registerNow)}
      </ButtonLink>
    </Card>
  );
}
