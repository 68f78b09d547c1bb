import type { Ref } from 'react';
import { controlProps, Field, type FieldBaseProps } from '../field';
import { currentValue, useValueTypedBeforeHydration } from '../../hooks/use-value-typed-before-hydration';

/** A choice: its value and the text shown; a plain string is both. */
export type SelectOption = string | { value: string; label: string };

export interface SelectProps extends FieldBaseProps {
  value: string;
  /** Called with the chosen option's value ('' for the placeholder). */
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  /** The first, empty choice ("Select a category"); without it the field always holds one of the options. */
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
}

const valueOf = (option: SelectOption) => (typeof option === 'string' ? option : option.value);
const labelOf = (option: SelectOption) => (typeof option === 'string' ? option : option.label);

/** A labelled native select with its hint and inline error. */
export function Select({ value, onChange, options, placeholder, ref, ...field }: SelectProps) {
  const controlRef = useValueTypedBeforeHydration(value, currentValue, onChange, ref);
  return (
    <Field {...field}>
      <select
        {...controlProps(field)}
        ref={controlRef}
        className="sf-input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={valueOf(option)} value={valueOf(option)}>
            {labelOf(option)}
          </option>
        ))}
      </select>
    </Field>
  );
}
