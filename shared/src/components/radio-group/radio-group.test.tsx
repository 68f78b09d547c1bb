import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { RadioGroup, type RadioGroupProps } from './radio-group';

const options = [
  { value: 'credit', label: 'Credit Card' },
  { value: 'paypal', label: 'PayPal' },
];

function Controlled(props: Partial<RadioGroupProps>) {
  const [value, setValue] = useState('');
  return (
    <RadioGroup
      legend="Payment Method"
      name="method"
      options={options}
      value={value}
      onChange={setValue}
      {...props}
    />
  );
}

describe('RadioGroup', () => {
  it('is a group named by its legend whose radios are named by their labels', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    const group = screen.getByRole('group', { name: 'Payment Method' });
    expect(group).toBeInTheDocument();
    const paypal = screen.getByRole('radio', { name: 'PayPal' });
    expect(paypal).not.toBeChecked();
    await user.click(screen.getByText('PayPal'));
    expect(paypal).toBeChecked();
  });

  it('moves the choice with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    await user.click(screen.getByRole('radio', { name: 'Credit Card' }));
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'PayPal' })).toBeChecked();
  });

  it('reads its hint and error with the group, marks it invalid and its radios required', () => {
    render(<Controlled required hint="Fees are the same." error="Choose a payment method." />);
    const group = screen.getByRole('group', { name: 'Payment Method' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Fees are the same. Choose a payment method.');
    expect(screen.getByRole('radio', { name: 'Credit Card' })).toBeRequired();
  });

  it('disables every choice', () => {
    render(<Controlled disabled />);
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
  });

  it('gives its first radio the id an error summary links to', () => {
    render(<Controlled firstId="payment-method" />);
    expect(screen.getByRole('radio', { name: 'Credit Card' })).toHaveAttribute('id', 'payment-method');
    expect(screen.getByRole('radio', { name: 'PayPal' })).not.toHaveAttribute('id');
  });
});
