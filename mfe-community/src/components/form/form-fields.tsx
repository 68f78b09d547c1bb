import type { ChangeEvent } from 'react';
import './form-fields.css';

interface FieldBase {
  id: string;
  label: string;
  /** Shown under the label; read with the control. */
  hint?: string;
  /** The inline error: shown next to the field, marks it invalid and is read with it. */
  error?: string;
  required?: boolean;
}

function describedBy(id: string, hint?: string, error?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

function FieldLabel({ id, label, required }: Pick<FieldBase, 'id' | 'label' | 'required'>) {
  return (
    <label className="cm-field__label" htmlFor={id}>
      {label}
      {required ? (
        <span className="cm-field__required" aria-hidden="true">
          {' '}
          *
        </span>
      ) : null}
    </label>
  );
}

function FieldMessages({ id, hint, error }: Pick<FieldBase, 'id' | 'hint' | 'error'>) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="cm-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="cm-field__error">
          <span aria-hidden="true">⚠ </span>
          {error}
        </p>
      ) : null}
    </>
  );
}

export interface TextFieldProps extends FieldBase {
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  placeholder?: string;
}

export function TextField({
  id,
  label,
  hint,
  error,
  required,
  value,
  onChange,
  type = 'text',
  autoComplete,
  placeholder,
}: TextFieldProps) {
  return (
    <div className="cm-field">
      <FieldLabel id={id} label={label} required={required} />
      <input
        id={id}
        name={id}
        className="sf-input"
        type={type}
        value={value}
        required={required}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        autoComplete={autoComplete}
        placeholder={placeholder}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
      />
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

export interface TextAreaFieldProps extends FieldBase {
  value: string;
  onChange: (value: string) => void;
  rows?: number;
  placeholder?: string;
}

export function TextAreaField({
  id,
  label,
  hint,
  error,
  required,
  value,
  onChange,
  rows = 4,
  placeholder,
}: TextAreaFieldProps) {
  return (
    <div className="cm-field">
      <FieldLabel id={id} label={label} required={required} />
      <textarea
        id={id}
        name={id}
        className="sf-input"
        rows={rows}
        value={value}
        required={required}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

export interface SelectFieldProps extends FieldBase {
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  placeholder: string;
}

export function SelectField({
  id,
  label,
  hint,
  error,
  required,
  value,
  onChange,
  options,
  placeholder,
}: SelectFieldProps) {
  return (
    <div className="cm-field">
      <FieldLabel id={id} label={label} required={required} />
      <select
        id={id}
        name={id}
        className="sf-input"
        value={value}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

export interface CheckboxFieldProps extends FieldBase {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

export function CheckboxField({ id, label, hint, error, required, checked, onChange }: CheckboxFieldProps) {
  return (
    <div className="cm-field cm-field--checkbox">
      <div className="cm-field__check">
        <input
          id={id}
          name={id}
          type="checkbox"
          checked={checked}
          required={required}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          onChange={(event) => onChange(event.target.checked)}
        />
        <FieldLabel id={id} label={label} required={required} />
      </div>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
