import {
  Button,
  ErrorSummary,
  notify,
  Select,
  SubmissionKey,
  TextArea,
  TextField,
  useActionForm,
} from '@springfield/shared';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Service } from '../../types/content';
import { requestStatusPath, serviceRequestPath } from '../services';
import { requestNumberOf } from './action';
import { formMessages } from './messages';
import {
  emptyValues,
  requestControlId,
  selectPlaceholder,
  validateRequest,
  type RequestValues,
} from './schema';

export interface ServiceRequestFormProps {
  service: Service;
}

/**
 * The request form of a service. It posts to the route's action on the service's page, with or without
 * script. The spec asks for the browser's own required check; its bubble vanishes and is not tied to the
 * field for every screen reader, so the form checks on submit itself (the same check its action makes on the
 * server): an inline message under each field to correct, focus on the first, and everything typed kept.
 */
export function ServiceRequestForm({ service }: ServiceRequestFormProps) {
  const intl = useIntl();
  const { fields } = service.form;
  /** The number of the last request accepted here (shown above the form with a link to its status). */
  const [received, setReceived] = useState<string | undefined>();
  const form = useActionForm<RequestValues>({
    empty: () => emptyValues(fields),
    fromSent: (sent) => ({ ...emptyValues(fields), ...sent }),
    validate: (values) => validateRequest(fields, values, intl),
    controlId: requestControlId,
    // A field's error goes once something is typed in it.
    clears: (field, value) => (value.trim() === '' ? [] : [field]),
    // The spec's words (a success toast now, not an alert) with the new request's number; the form cleared.
    onDone: (location) => {
      const id = requestNumberOf(location);
      notify({
        title: intl.formatMessage(formMessages.successTitle),
        description: id
          ? intl.formatMessage(formMessages.successWithNumber, { id })
          : intl.formatMessage(formMessages.successMessage),
        variant: 'success',
      });
      setReceived(id);
    },
    onFailed: () =>
      notify({
        title: intl.formatMessage(formMessages.failedTitle),
        description: intl.formatMessage(formMessages.failedMessage),
        variant: 'destructive',
      }),
  });
  const { fetcher, values, errors, update } = form;

  // Checked here first; a valid form goes on to the route's action. Without script the browser posts it to
  // the same action on the server.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!form.check()) event.preventDefault();
  };

  return (
    <fetcher.Form
      method="post"
      action={serviceRequestPath(service.slug)}
      className="sp-form"
      noValidate
      onSubmit={onSubmit}
    >
      {received ? (
        // The last request sent here: its number stays after the toast has gone, with its status page.
        <div className="sp-request-receipt">
          <p className="sp-request-receipt__number">
            {intl.formatMessage(formMessages.requestNumber, { id: received })}
          </p>
          <p>
            <Link to={requestStatusPath(received)}>
              {intl.formatMessage(formMessages.viewStatus, { id: received })}
            </Link>
          </p>
        </div>
      ) : null}
      {/* The one-time key of this submission: sent twice, it is stored once (a new one after each request). */}
      <SubmissionKey round={form.round} />
      {form.problems ? <ErrorSummary problems={form.problems} controlId={requestControlId} /> : null}
      {/* Screen readers hear "required" on each required field, so this key is for sighted readers. */}
      <p className="sp-muted sp-form__note" aria-hidden="true">
        {intl.formatMessage(formMessages.requiredNote)}
      </p>
      {fields.map((field) => {
        const common = {
          id: requestControlId(field.name),
          name: field.name,
          label: field.label,
          required: field.required,
          value: values[field.name] ?? '',
          error: errors[field.name],
          onChange: (value: string) => update(field.name, value),
        };
        return field.type === 'textarea' ? (
          <TextArea key={field.name} {...common} />
        ) : field.type === 'select' ? (
          <Select
            key={field.name}
            {...common}
            placeholder={selectPlaceholder(field, intl)}
            // The value sent stays the city's (English); the resident reads the label.
            options={field.options ?? []}
          />
        ) : (
          <TextField key={field.name} {...common} />
        );
      })}
      <Button type="submit" variant="primary" disabled={form.busy}>
        {intl.formatMessage(formMessages.submit)}
      </Button>
    </fetcher.Form>
  );
}
