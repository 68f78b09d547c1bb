import { TextArea, TextField } from '@springfield/shared';

/** What a visitor gives to register for an event; the organization is asked only on the event's page. */
export interface RegistrationValues {
  name: string;
  email: string;
  phone: string;
  organization?: string;
  notes: string;
}

export interface RegistrationFieldsProps<V extends RegistrationValues> {
  /** Prefix of the fields' ids (`${id}-name`, …). */
  id: string;
  values: V;
  /** Receives an update of the values (a React state setter fits). */
  onChange: (update: (current: V) => V) => void;
  /** The labels that differ between the event page's card and the events list's dialog. */
  labels: { email: string; phone: string; notes: string };
  notesPlaceholder?: string;
}

/**
 * The fields of an event registration: Full Name and e-mail (required), phone, the organization when the
 * values have one, and the notes. Used by the event page's card and the events list's dialog.
 */
export function RegistrationFields<V extends RegistrationValues>({
  id,
  values,
  onChange,
  labels,
  notesPlaceholder,
}: RegistrationFieldsProps<V>) {
  const change = (field: keyof RegistrationValues) => (value: string) =>
    onChange((current) => ({ ...current, [field]: value }));
  return (
    <>
      <TextField
        id={`${id}-name`}
        label="Full Name"
        required
        autoComplete="name"
        value={values.name}
        onChange={change('name')}
      />
      <TextField
        id={`${id}-email`}
        label={labels.email}
        required
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={change('email')}
      />
      <TextField
        id={`${id}-phone`}
        label={labels.phone}
        type="tel"
        autoComplete="tel"
        value={values.phone}
        onChange={change('phone')}
      />
      {values.organization === undefined ? null : (
        <TextField
          id={`${id}-organization`}
          label="Organization"
          autoComplete="organization"
          value={values.organization}
          onChange={change('organization')}
        />
      )}
      <TextArea
        id={`${id}-notes`}
        label={labels.notes}
        rows={3}
        placeholder={notesPlaceholder}
        value={values.notes}
        onChange={change('notes')}
      />
    </>
  );
}
