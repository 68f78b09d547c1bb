import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Select, type SelectProps } from './select';

function Controlled(props: Omit<SelectProps, 'value' | 'onChange'>) {
  const [value, setValue] = useState('');
  return (
    <>
      <Select {...props} value={value} onChange={setValue} />
      <output>{value}</output>
    </>
  );
}

describe('Select', () => {
  it('offers the placeholder first, then the options, and reports the chosen value', async () => {
    render(
      <Controlled
        id="severity"
        label="Severity"
        placeholder="Select Severity"
        options={['Low', { value: 'high', label: 'High' }]}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Severity' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Select Severity',
      'Low',
      'High',
    ]);
    await userEvent.selectOptions(select, 'High');
    expect(screen.getByRole('status')).toHaveTextContent('high');
  });

  it('has no empty choice without a placeholder', () => {
    render(
      <Select
        id="year"
        label="Tax Year"
        options={['2024', '2023']}
        value="2024"
        onChange={() => undefined}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Tax Year' })).toHaveValue('2024');
    expect(screen.getAllByRole('option')).toHaveLength(2);
  });

  it('is required and invalid with its error read', () => {
    render(
      <Controlled
        id="type"
        label="Project Type"
        options={['New']}
        placeholder="Select"
        required
        error="Choose one."
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Project Type' });
    expect(select).toBeRequired();
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Choose one.');
  });
});
