import { TextArea, TextField } from '@springfield/shared';
import { areaIntl } from '../../../i18n/area-intl';
import { eventMessages } from '../messages';
import type { EventRegistration } from '../../../types/content';
import type { RegistrationField } from './schema';

export interface RegistrationFieldsProps {
  /** Prefix of the fields' ids (`${idPrefix}-name`, …); each field's `name` is its key of the registration. */
  idPrefix: string;
  values: EventRegistration;
  /** The inline error of each field. */
  errors?: Partial<Record<RegistrationField, string>>;
  onChange: (field: RegistrationField, value: string) => void;
  /** The labels that differ between the event page's form and the events list's dialog. */
  labels: { email: string; phone: string; notes: string };
  /** Asks for the organization (the event page and the register page; not the list's dialog). */
  organization?: boolean;
  notesPlaceholder?: string;
}

/**
 * The fields of an event registration: Full Name and e-mail (required), phone, the organization where asked,
 * and the notes. Used by the event page's form, the register page and the events list's dialog.
 */
export function RegistrationFields({
  idPrefix,
  values,
  errors = {},
  onChange,
  labels,
  organization = false,
  notesPlaceholder,
}: RegistrationFieldsProps) {
  // The page's language (also where the fields are rendered without the area's Provider).
  const intl = areaIntl.intl();
  const field = (name: RegistrationField) => ({
    id: `${idPrefix}-${name}`,
    name,
    value: values[name],
    error: errors[name],
    onChange: (value: string) => onChange(name, value),
  });
  return (
    <>
      <TextField
        {...field('name')}
        label={intl.formatMessage(eventMessages.fullName)}
        required
        autoComplete="name"
      />
      <TextField {...field('email')} label={labels.email} required type="email" autoComplete="email" />
      <TextField {...field('phone')} label={labels.phone} type="tel" autoComplete="tel" />
      {organization ? (
        <TextField
          {...field('organization')}
          label={intl.formatMessage(eventMessages.organization)}
          autoComplete="organization"
        />
      ) : null}
      <TextArea {...field('notes')} label={labels.notes} rows={3} placeholder={notesPlaceholder} />
    </>
  );
}
