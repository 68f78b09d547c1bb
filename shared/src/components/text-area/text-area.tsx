import type { Ref } from 'react';
import { controlProps, Field, type FieldBaseProps } from '../field';
import { currentValue, useValueTypedBeforeHydration } from '../../hooks/use-value-typed-before-hydration';

export interface TextAreaProps extends FieldBaseProps {
  value: string;
  /** Called with what the visitor typed. */
  onChange: (value: string) => void;
  /** Visible lines before it grows a scroll bar (the visitor can resize it). */
  rows?: number;
  placeholder?: string;
  /** At most this many characters: the browser stops typing past it, with or without JavaScript. */
  maxLength?: number;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line text field with its hint and inline error. */
export function TextArea({
  value,
  onChange,
  rows = 4,
  placeholder,
  maxLength,
  ref,
  ...field
}: TextAreaProps) {
  const controlRef = useValueTypedBeforeHydration(value, currentValue, onChange, ref);
  return (
    <Field {...field}>
      <textarea
        {...controlProps(field)}
        ref={controlRef}
        className="sf-input"
        rows={rows}
        value={value}
        placeholder={placeholder}
        maxLength={maxLength}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}
