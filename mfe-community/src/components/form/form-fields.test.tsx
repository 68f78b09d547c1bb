import { Checkbox } from '@springfield/shared';
import { fireEvent, render as renderBare, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import type { ReactElement } from 'react';
import { useState } from 'react';
import { bindFields, ContactFields, RequiredFieldsNote } from './form-fields';

interface Values {
  name: string;
  email: string;
  phone: string;
  agree: boolean;
}
type Field = keyof Values;

function Harness({ nameRequired, onValues }: { nameRequired?: boolean; onValues: (values: Values) => void }) {
  const [values, setValues] = useState<Values>({ name: '', email: '', phone: '', agree: false });
  const errors: Partial<Record<Field, string>> = { email: 'Please enter your email address.' };
  const update = <K extends Field>(field: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [field]: value }));
  onValues(values);
  const field = bindFields({ values, errors, update }, (name) => `test-${name}`);
  return (
    <form>
      <RequiredFieldsNote className="note" />
      <ContactFields bind={field.text} nameRequired={nameRequired} />
      <Checkbox {...field.check('agree')} label="I agree" />
    </form>
  );
}

/** The fields' words are the area's messages: rendered in English, as the shell's provider gives them. */
const render = (ui: ReactElement) =>
  renderBare(
    <IntlProvider locale="en" defaultLocale="en" messages={{}}>
      {ui}
    </IntlProvider>,
  );

describe('the community form fields', () => {
  it('draw the contact fields with their ids, errors and changes, and the required note', () => {
    let latest: Values | undefined;
    render(<Harness nameRequired onValues={(values) => (latest = values)} />);
    expect(screen.getByText(/are required\./)).toHaveTextContent(
      'Fields marked *with an asterisk are required.',
    );
    const name = screen.getByRole('textbox', { name: /Full Name/ });
    expect(name).toHaveAttribute('id', 'test-name');
    expect(name).toBeRequired();
    const email = screen.getByRole('textbox', { name: /Email Address/ });
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter your email address.');
    expect(screen.getByRole('textbox', { name: /Phone Number/ })).toHaveAttribute('type', 'tel');

    fireEvent.change(name, { target: { value: 'Ana' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Phone Number/ }), { target: { value: '555' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'I agree' }));
    expect(latest).toEqual({ name: 'Ana', email: '', phone: '555', agree: true });
  });

  it('leaves the name optional unless asked', () => {
    render(<Harness onValues={() => undefined} />);
    expect(screen.getByRole('textbox', { name: /Full Name/ })).not.toBeRequired();
    expect(screen.getByRole('textbox', { name: /Email Address/ })).toBeRequired();
  });
});
