import { useId } from 'react';
import { describedBy, fieldClass } from '../field';
import {
  checkedRadioValue,
  useValueTypedBeforeHydration,
} from '../../hooks/use-value-typed-before-hydration';
import './radio-group.css';

export interface RadioOption {
  value: string;
  label: string;
}

export interface RadioGroupProps {
  /** The group's legend: the question the choices answer. */
  legend: string;
  /** The radios' shared `name`; ids are made from it. */
  name: string;
  /** The first radio's id: where an error summary's link to the group goes (GOV.UK links to the first). */
  firstId?: string;
  options: readonly RadioOption[];
  /** The chosen value; '' for none yet. */
  value: string;
  onChange: (value: string) => void;
  /** Shown under the choices and read with the group. */
  hint?: string;
  /** The inline error: shown under the choices, read with the group. */
  error?: string;
  /** Shows the required mark on the legend; a choice is then needed (native `required`). */
  required?: boolean;
  disabled?: boolean;
  /** An extra class on the group, for the form to place it. */
  className?: string;
}

/** One choice among a few, each a full-width row with its radio and label; legend, hint and error as a field's. */
export function RadioGroup({
  legend,
  name,
  firstId,
  options,
  value,
  onChange,
  hint,
  error,
  required,
  disabled,
  className,
}: RadioGroupProps) {
  const id = `${name}-${useId()}`;
  const groupRef = useValueTypedBeforeHydration<HTMLFieldSetElement, string>(
    value,
    checkedRadioValue,
    onChange,
  );
  return (
    <fieldset
      ref={groupRef}
      className={fieldClass('sf-field sf-radio-group', className)}
      disabled={disabled}
      aria-describedby={describedBy({ id, hint, error })}
      aria-invalid={error ? true : undefined}
    >
      <legend className="sf-field__label sf-radio-group__legend">
        {legend}
        {required ? (
          <span className="sf-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </legend>
      {options.map((option, index) => (
        <label key={option.value} className="sf-radio-group__option">
          <input
            id={index === 0 ? firstId : undefined}
            className="sf-radio-group__input"
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            required={required}
            onChange={() => onChange(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
      {hint ? (
        <p id={`${id}-hint`} className="sf-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="sf-field__error">
          <span aria-hidden="true">⚠ </span>
          <span>{error}</span>
        </p>
      ) : null}
    </fieldset>
  );
}
