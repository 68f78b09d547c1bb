import type { Ref } from 'react';
import { controlProps, fieldClass, FieldLabel, FieldMessages, type FieldBaseProps } from '../field';
import { currentlyChecked, useValueTypedBeforeHydration } from '../../hooks/use-value-typed-before-hydration';
import './checkbox.css';

export interface CheckboxProps extends Omit<FieldBaseProps, 'hideLabel'> {
  checked: boolean;
  onChange: (checked: boolean) => void;
  ref?: Ref<HTMLInputElement>;
}

/** A checkbox with its label beside it, and its hint and inline error under the label. */
export function Checkbox({ checked, onChange, ref, ...field }: CheckboxProps) {
  const controlRef = useValueTypedBeforeHydration(checked, currentlyChecked, onChange, ref);
  return (
    <div className={fieldClass('sf-field sf-checkbox', field.className)}>
      <div className="sf-checkbox__row">
        <input
          {...controlProps(field)}
          ref={controlRef}
          className="sf-checkbox__input"
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
        />
        <FieldLabel id={field.id} label={field.label} required={field.required} />
      </div>
      <FieldMessages id={field.id} hint={field.hint} error={field.error} />
    </div>
  );
}
