import type { ReactNode } from 'react';
import './field.css';

/** What every form field of the site takes besides its value. */
export interface FieldBaseProps {
  /** The control's id; the hint and error take `<id>-hint` and `<id>-error`. */
  id: string;
  /** The visible label (its text is the control's accessible name). */
  label: string;
  /** Shown under the control and read with it. */
  hint?: string;
  /** The inline error: shown under the control, marks it invalid (`aria-invalid`) and is read with it. */
  error?: string;
  /** Shows the required mark (a red asterisk, hidden from screen readers, which hear "required"). */
  required?: boolean;
  disabled?: boolean;
  /** Hides the label visually (it stays the accessible name): for a lone search or sign-up box. */
  hideLabel?: boolean;
  /** The control's `name`; the id when not given. */
  name?: string;
  /** An extra class on the field (label, control and messages), for the form to place it. */
  className?: string;
}

/** The ids of the hint and the error, for the control's `aria-describedby`. */
export function describedBy({ id, hint, error }: Pick<FieldBaseProps, 'id' | 'hint' | 'error'>) {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/** The attributes every control of a field takes from its props. */
export function controlProps({ id, name, hint, error, required, disabled }: FieldBaseProps) {
  return {
    id,
    name: name ?? id,
    required,
    disabled,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy({ id, hint, error }),
  };
}

export function FieldLabel({
  id,
  label,
  required,
  hideLabel,
}: Pick<FieldBaseProps, 'id' | 'label' | 'required' | 'hideLabel'>) {
  return (
    <label className={hideLabel ? 'sf-visually-hidden' : 'sf-field__label'} htmlFor={id}>
      {label}
      {required ? (
        <span className="sf-field__required" aria-hidden="true">
          {' '}
          *
        </span>
      ) : null}
    </label>
  );
}

export function FieldMessages({ id, hint, error }: Pick<FieldBaseProps, 'id' | 'hint' | 'error'>) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="sf-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="sf-field__error">
          {/* The sign says "error" without colour; the message is its own node, found by its exact text. */}
          <span aria-hidden="true">⚠ </span>
          <span>{error}</span>
        </p>
      ) : null}
    </>
  );
}

/** The classes of a field's box. */
export function fieldClass(...names: (string | false | undefined)[]) {
  return names.filter(Boolean).join(' ');
}

/** Label, the control, then its hint and error: the layout of a text field, a text area and a select. */
export function Field({ children, ...props }: FieldBaseProps & { children: ReactNode }) {
  return (
    <div className={fieldClass('sf-field', props.hideLabel && 'sf-field--label-hidden', props.className)}>
      <FieldLabel {...props} />
      {children}
      <FieldMessages id={props.id} hint={props.hint} error={props.error} />
    </div>
  );
}
