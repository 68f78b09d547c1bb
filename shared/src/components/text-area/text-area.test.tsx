import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TextArea } from './text-area';

describe('TextArea', () => {
  it('is named by its label, keeps what is typed across lines and takes its rows', async () => {
    function Controlled() {
      const [value, setValue] = useState('');
      return <TextArea id="notes" label="Additional Notes" rows={3} value={value} onChange={setValue} />;
    }
    render(<Controlled />);
    const box = screen.getByRole('textbox', { name: 'Additional Notes' });
    await userEvent.type(box, 'Line one{enter}Line two');
    expect(box).toHaveValue('Line one\nLine two');
    expect(box).toHaveAttribute('rows', '3');
  });

  it('reads its hint and error with it, marks it invalid and required', () => {
    render(
      <TextArea
        id="message"
        label="Your Message"
        required
        hint="Please provide at least 10 characters."
        error="Please provide your feedback message."
        value=""
        onChange={() => undefined}
      />,
    );
    const box = screen.getByRole('textbox', { name: 'Your Message' });
    expect(box).toBeRequired();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(
      'Please provide at least 10 characters. Please provide your feedback message.',
    );
  });
});
