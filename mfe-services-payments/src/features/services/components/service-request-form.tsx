import { Button, ErrorSummary, Select, SubmissionKey, TextArea, TextField } from '@springfield/shared';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Service } from '../../../types/content';
import { selectPlaceholder, serviceRequestPath } from '../data/services';
import { requestStatusPath } from '../data/service-requests';
import { formMessages } from '../messages';
import { requestControlId, useServiceRequestForm } from '../hooks/use-service-request-form';

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
  const form = useServiceRequestForm(service);
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
      {form.received ? (
        // The last request sent here: its number stays after the toast has gone, with its status page.
        <div className="sp-request-receipt">
          <p className="sp-request-receipt__number">
            {intl.formatMessage(formMessages.requestNumber, { id: form.received })}
          </p>
          <p>
            <Link to={requestStatusPath(form.received)}>
              {intl.formatMessage(formMessages.viewStatus, { id: form.received })}
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
      {service.form.fields.map((field) => {
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
