import type { Ref } from 'react';
import { controlProps, Field, type FieldBaseProps } from '../field';

export interface TextAreaProps extends FieldBaseProps {
  value: string;
  /** Called with what the visitor typed. */
  onChange: (value: string) => void;
  /** Visible lines before it grows a scroll bar (the visitor can resize it). */
  rows?: number;
  placeholder?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line text field with its hint and inline error. */
export function TextArea({ value, onChange, rows = 4, placeholder, ref, ...field }: TextAreaProps) {
  return (
    <Field {...field}>
      <textarea
        {...controlProps(field)}
        ref={ref}
        className="sf-input"
        rows={rows}
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}
