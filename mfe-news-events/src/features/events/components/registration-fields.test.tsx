import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { RegistrationFields, type RegistrationValues } from './registration-fields';

function Harness({
  initial,
  onValues,
}: {
  initial: RegistrationValues;
  onValues: (v: RegistrationValues) => void;
}) {
  const [values, setValues] = useState(initial);
  onValues(values);
  return (
    <RegistrationFields
      id="reg"
      values={values}
      onChange={setValues}
      labels={{ email: 'Email Address', phone: 'Phone Number', notes: 'Additional Notes' }}
      notesPlaceholder="Accessibility needs"
    />
  );
}

describe('RegistrationFields', () => {
  it('labels each field, requires name and e-mail, and reports every change', () => {
    let latest: RegistrationValues | undefined;
    render(
      <Harness
        initial={{ name: '', email: '', phone: '', notes: '' }}
        onValues={(values) => (latest = values)}
      />,
    );
    expect(screen.getByRole('textbox', { name: /Full Name/ })).toBeRequired();
    expect(screen.getByRole('textbox', { name: /Email Address/ })).toHaveAttribute('type', 'email');
    expect(screen.getByRole('textbox', { name: /Phone Number/ })).not.toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Additional Notes' })).toHaveAttribute(
      'placeholder',
      'Accessibility needs',
    );
    expect(screen.queryByRole('textbox', { name: 'Organization' })).not.toBeInTheDocument();

    fireEvent.change(screen.getByRole('textbox', { name: /Full Name/ }), { target: { value: 'Ana' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Email Address/ }), { target: { value: 'a@b.co' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Additional Notes' }), {
      target: { value: 'Ramp' },
    });
    expect(latest).toEqual({ name: 'Ana', email: 'a@b.co', phone: '', notes: 'Ramp' });
  });

  it('asks for the organization when the values have one', () => {
    let latest: RegistrationValues | undefined;
    render(
      <Harness
        initial={{ name: '', email: '', phone: '', organization: '', notes: '' }}
        onValues={(values) => (latest = values)}
      />,
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Organization' }), { target: { value: 'PTA' } });
    expect(latest?.organization).toBe('PTA');
  });
});
