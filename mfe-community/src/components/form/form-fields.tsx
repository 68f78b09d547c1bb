import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { TextField } from '@springfield/shared';
import { formMessages } from './messages';

/** A form's state as the area's form hooks give it: the values, the inline errors and the update. */
export interface FormState<V, F extends keyof V & string> {
  values: V;
  errors: Partial<Record<F, string>>;
  update: <K extends F>(field: K, value: V[K]) => void;
}

/** The keys of V whose values are of type T. */
type KeysOfType<V, T> = { [K in keyof V]: V[K] extends T ? K : never }[keyof V];

export interface TextBinding {
  id: string;
  /** The field's name in the submitted form: the form's own key, short and stable. */
  name: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

export interface CheckBinding {
  id: string;
  name: string;
  checked: boolean;
  error?: string;
  onChange: (checked: boolean) => void;
}

/**
 * Ties the shared fields to one form: `text('email')` gives a TextField, TextArea or Select its id, value,
 * inline error and change; `check('followUp')` gives a Checkbox the same with `checked`.
 */
export function bindFields<V, F extends keyof V & string>(
  form: FormState<V, F>,
  controlId: (field: F) => string,
) {
  return {
    text: <K extends F & KeysOfType<V, string>>(field: K): TextBinding => ({
      id: controlId(field),
      name: field,
      value: form.values[field] as string,
      error: form.errors[field],
      onChange: (value) => form.update(field, value as V[K]),
    }),
    check: <K extends F & KeysOfType<V, boolean>>(field: K): CheckBinding => ({
      id: controlId(field),
      name: field,
      checked: form.values[field] as boolean,
      error: form.errors[field],
      onChange: (checked) => form.update(field, checked as V[K]),
    }),
  };
}

/** The line above a form that explains the red asterisk. */
export function RequiredFieldsNote({ className }: { className: string }) {
  const intl = useIntl();
  return (
    <p className={className}>
      {intl.formatMessage(formMessages.requiredNote, {
        star: (chunks: ReactNode[]) => <span aria-hidden="true">{chunks}</span>,
        hidden: (chunks: ReactNode[]) => <span className="sf-visually-hidden">{chunks}</span>,
      })}
    </p>
  );
}

export interface ContactFieldsProps {
  bind: (field: 'name' | 'email' | 'phone') => TextBinding;
  /** Whether the name must be given (the e-mail always must). */
  nameRequired?: boolean;
}

/** Full Name, Email Address and Phone Number, as every form of the area asks for them. */
export function ContactFields({ bind, nameRequired }: ContactFieldsProps) {
  const intl = useIntl();
  return (
    <>
      <TextField
        {...bind('name')}
        label={intl.formatMessage(formMessages.fullName)}
        required={nameRequired}
        autoComplete="name"
      />
      <TextField
        {...bind('email')}
        label={intl.formatMessage(formMessages.email)}
        type="email"
        required
        autoComplete="email"
      />
      <TextField
        {...bind('phone')}
        label={intl.formatMessage(formMessages.phone)}
        type="tel"
        autoComplete="tel"
      />
    </>
  );
}
