import type { ReactNode } from 'react';

export interface FormFieldProps {
  id: string;
  label: string;
  required?: boolean;
  children: ReactNode;
}

/** A labelled field of the events forms (the list's register dialog and the event page's inline form). */
export function FormField({ id, label, required = false, children }: FormFieldProps) {
  return (
    <div className="ne-event-field">
      <label htmlFor={id}>
        {label}
        {required ? (
          <span className="ne-event-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children}
    </div>
  );
}
