import type { ChangeEvent, InputHTMLAttributes, Ref } from 'react';
import { controlProps, Field, type FieldBaseProps } from '../field';
import { currentValue, useValueTypedBeforeHydration } from '../../hooks/use-value-typed-before-hydration';

export interface TextFieldProps extends FieldBaseProps {
  value: string;
  /** Called with what the visitor typed. */
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'tel' | 'search';
  autoComplete?: string;
  placeholder?: string;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  /** An extra class on the input, for a box the page decorates (an icon inside a search box). */
  inputClassName?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled one-line text, e-mail, phone or search field with its hint and inline error. */
export function TextField({
  value,
  onChange,
  type = 'text',
  autoComplete,
  placeholder,
  inputMode,
  inputClassName,
  ref,
  ...field
}: TextFieldProps) {
  const controlRef = useValueTypedBeforeHydration(value, currentValue, onChange, ref);
  return (
    <Field {...field}>
      <input
        {...controlProps(field)}
        ref={controlRef}
        className={inputClassName ? `sf-input ${inputClassName}` : 'sf-input'}
        type={type}
        value={value}
        autoComplete={autoComplete}
        placeholder={placeholder}
        inputMode={inputMode}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
      />
    </Field>
  );
}
