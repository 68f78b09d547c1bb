import { Button, Card, TextField } from '@springfield/shared';
import { useId, useState, type FormEvent } from 'react';
import { Form, useSearchParams } from 'react-router-dom';
import { LOOKUP_FIELD, requestNumberFrom, REQUESTS_PATH } from '../data/service-requests';

/** The look-up's inline error: nothing typed. */
export const LOOKUP_MISSING = 'Enter your request number.';

export interface RequestLookupFormProps {
  /** The card's heading: "Check a Request's Status", or "Check Another Request" beside a request's status. */
  title?: string;
}

/**
 * "Check a request's status": a GET form, /services/requests?id={number}, which the page's loader sends on to
 * the request's status page (on the server too, so it works without script). Sent blank, the page answers
 * with the form and its error.
 */
export function RequestLookupForm({ title = "Check a Request's Status" }: RequestLookupFormProps) {
  const id = useId();
  const [search] = useSearchParams();
  // Sent blank without script: the server's page shows the error.
  const sentBlank = search.has(LOOKUP_FIELD) && requestNumberFrom(search.get(LOOKUP_FIELD) ?? '') === '';
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>(sentBlank ? LOOKUP_MISSING : undefined);
  const controlId = `${id}-number`;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (requestNumberFrom(value) !== '') return;
    event.preventDefault();
    setError(LOOKUP_MISSING);
    document.getElementById(controlId)?.focus();
  };

  return (
    <Card as="section" className="sp-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="sp-card__title">
        {title}
      </h2>
      <p className="sp-muted sp-lookup__intro">
        Enter the number you were given when you sent your request: it is on its confirmation and in the
        confirmation e-mail.
      </p>
      <Form method="get" action={REQUESTS_PATH} onSubmit={submit} className="sp-lookup" noValidate>
        <TextField
          id={controlId}
          name={LOOKUP_FIELD}
          label="Request Number"
          value={value}
          required
          inputMode="numeric"
          autoComplete="off"
          hint="For example 100001."
          error={error}
          onChange={(typed) => {
            setValue(typed);
            if (typed.trim() !== '') setError(undefined);
          }}
        />
        <Button type="submit" variant="primary">
          Check Status
        </Button>
      </Form>
    </Card>
  );
}
