import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TextField, type TextFieldProps } from './text-field';

function Controlled(props: Omit<TextFieldProps, 'value' | 'onChange'>) {
  const [value, setValue] = useState('');
  return <TextField {...props} value={value} onChange={setValue} />;
}

describe('TextField', () => {
  it('is named by its label and keeps what the visitor types', async () => {
    render(<Controlled id="name" label="Full Name" autoComplete="name" />);
    const box = screen.getByRole('textbox', { name: 'Full Name' });
    await userEvent.type(box, 'Marge Simpson');
    expect(box).toHaveValue('Marge Simpson');
    expect(box).toHaveAttribute('autocomplete', 'name');
    expect(box).toHaveAttribute('name', 'name');
    expect(box).not.toHaveAttribute('aria-invalid');
    expect(box).not.toHaveAttribute('aria-describedby');
  });

  it('shows the required mark to sighted readers only and marks the control required', () => {
    render(<Controlled id="email" label="Email Address" type="email" required />);
    const box = screen.getByRole('textbox', { name: 'Email Address' });
    expect(box).toBeRequired();
    expect(box).toHaveAttribute('type', 'email');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('reads the hint and the error with the control and marks it invalid', () => {
    render(
      <TextField
        id="email"
        label="Email Address"
        hint="For a reply only."
        error="Please provide your email address for follow-up."
        value=""
        onChange={() => undefined}
      />,
    );
    const box = screen.getByRole('textbox', { name: 'Email Address' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAttribute('aria-describedby', 'email-hint email-error');
    expect(box).toHaveAccessibleDescription(
      'For a reply only. Please provide your email address for follow-up.',
    );
  });

  it('keeps a hidden label as the accessible name of a search box', () => {
    render(
      <Controlled id="q" label="Search news articles" type="search" hideLabel inputClassName="x-search" />,
    );
    const box = screen.getByRole('searchbox', { name: 'Search news articles' });
    expect(box).toHaveClass('sf-input', 'x-search');
    expect(screen.getByText('Search news articles')).toHaveClass('sf-visually-hidden');
  });

  it('cannot be typed in when disabled', async () => {
    render(<Controlled id="name" label="Full Name" disabled />);
    const box = screen.getByRole('textbox', { name: 'Full Name' });
    await userEvent.type(box, 'x');
    expect(box).toBeDisabled();
    expect(box).toHaveValue('');
  });
});
