import { Button, Card, TextField } from '@springfield/shared';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Form, useSearchParams } from 'react-router-dom';
import { LOOKUP_FIELD, requestNumberFrom, REQUESTS_PATH } from '../data/service-requests';
import { statusMessages } from '../messages';

export interface RequestLookupFormProps {
  /** The card's heading: "Check a Request's Status", or "Check Another Request" beside a request's status. */
  title?: string;
}

/**
 * "Check a request's status": a GET form, /services/requests?id={number}, which the page's loader sends on to
 * the request's status page (on the server too, so it works without script). Sent blank, the page answers
 * with the form and its error.
 */
export function RequestLookupForm({ title }: RequestLookupFormProps) {
  const intl = useIntl();
  const missing = intl.formatMessage(statusMessages.lookupMissing);
  const id = useId();
  const [search] = useSearchParams();
  // Sent blank without script: the server's page shows the error.
  const sentBlank = search.has(LOOKUP_FIELD) && requestNumberFrom(search.get(LOOKUP_FIELD) ?? '') === '';
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>(sentBlank ? missing : undefined);
  const controlId = `${id}-number`;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (requestNumberFrom(value) !== '') return;
    event.preventDefault();
    setError(missing);
    document.getElementById(controlId)?.focus();
  };

  return (
    <Card as="section" className="sp-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="sp-card__title">
        {title ?? intl.formatMessage(statusMessages.lookupTitle)}
      </h2>
      <p className="sp-muted sp-lookup__intro">{intl.formatMessage(statusMessages.lookupIntro)}</p>
      <Form method="get" action={REQUESTS_PATH} onSubmit={submit} className="sp-lookup" noValidate>
        <TextField
          id={controlId}
          name={LOOKUP_FIELD}
          label={intl.formatMessage(statusMessages.lookupLabel)}
          value={value}
          required
          inputMode="numeric"
          autoComplete="off"
          hint={intl.formatMessage(statusMessages.lookupHint)}
          error={error}
          onChange={(typed) => {
            setValue(typed);
            if (typed.trim() !== '') setError(undefined);
          }}
        />
        <Button type="submit" variant="primary">
          {intl.formatMessage(statusMessages.lookupSubmit)}
        </Button>
      </Form>
    </Card>
  );
}
