import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import type { EventRegistration } from '../../../types/content';
import { emptyRegistration, type RegistrationField } from './schema';
import { RegistrationFields } from './registration-fields';

function Harness({
  organization,
  errors,
  onValues,
}: {
  organization?: boolean;
  errors?: Partial<Record<RegistrationField, string>>;
  onValues: (v: EventRegistration) => void;
}) {
  const [values, setValues] = useState(emptyRegistration);
  onValues(values);
  return (
    <RegistrationFields
      idPrefix="reg"
      values={values}
      errors={errors}
      onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
      labels={{ email: 'Email Address', phone: 'Phone Number', notes: 'Additional Notes' }}
      organization={organization}
      notesPlaceholder="Accessibility needs"
    />
  );
}

describe('RegistrationFields', () => {
  it('labels each field, names it by its key, requires name and e-mail, and reports every change', () => {
    let latest: EventRegistration | undefined;
    render(<Harness onValues={(values) => (latest = values)} />);
    const name = screen.getByRole('textbox', { name: /Full Name/ });
    expect(name).toBeRequired();
    expect(name).toHaveAttribute('name', 'name');
    expect(name).toHaveAttribute('id', 'reg-name');
    const email = screen.getByRole('textbox', { name: /Email Address/ });
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('name', 'email');
    expect(screen.getByRole('textbox', { name: /Phone Number/ })).not.toBeRequired();
    expect(screen.getByRole('textbox', { name: /Phone Number/ })).toHaveAttribute('name', 'phone');
    const notes = screen.getByRole('textbox', { name: 'Additional Notes' });
    expect(notes).toHaveAttribute('placeholder', 'Accessibility needs');
    expect(notes).toHaveAttribute('name', 'notes');
    expect(screen.queryByRole('textbox', { name: 'Organization' })).not.toBeInTheDocument();

    fireEvent.change(name, { target: { value: 'Ana' } });
    fireEvent.change(email, { target: { value: 'a@b.co' } });
    fireEvent.change(notes, { target: { value: 'Ramp' } });
    expect(latest).toEqual({ ...emptyRegistration, name: 'Ana', email: 'a@b.co', notes: 'Ramp' });
  });

  it('asks for the organization where asked', () => {
    let latest: EventRegistration | undefined;
    render(<Harness organization onValues={(values) => (latest = values)} />);
    const organization = screen.getByRole('textbox', { name: 'Organization' });
    expect(organization).toHaveAttribute('name', 'organization');
    fireEvent.change(organization, { target: { value: 'PTA' } });
    expect(latest?.organization).toBe('PTA');
  });

  it('shows each inline error with its field', () => {
    render(<Harness errors={{ email: 'Please enter your email address.' }} onValues={() => undefined} />);
    const email = screen.getByRole('textbox', { name: /Email Address/ });
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter your email address.');
    expect(screen.getByRole('textbox', { name: /Full Name/ })).not.toHaveAttribute('aria-invalid');
  });
});
