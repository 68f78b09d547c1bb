import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('toggles from its label and from the keyboard', async () => {
    function Controlled() {
      const [checked, setChecked] = useState(false);
      return <Checkbox id="anon" label="Submit anonymously" checked={checked} onChange={setChecked} />;
    }
    render(<Controlled />);
    const box = screen.getByRole('checkbox', { name: 'Submit anonymously' });
    await userEvent.click(screen.getByText('Submit anonymously'));
    expect(box).toBeChecked();
    box.focus();
    await userEvent.keyboard(' ');
    expect(box).not.toBeChecked();
  });

  it('reads its hint and error, and is required and invalid', () => {
    render(
      <Checkbox
        id="agree"
        label="I agree"
        required
        hint="Needed for work with children."
        error="Please agree to the background check to continue."
        checked={false}
        onChange={() => undefined}
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect(box).toBeRequired();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(
      'Needed for work with children. Please agree to the background check to continue.',
    );
  });
});
