import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getService, SERVICE_FORM_SUCCESS_ALERT } from '../data/services';
import { ServiceRequestForm } from './service-request-form';

const pothole = getService('pothole-report')!;
const business = getService('business-license')!;

function setup(fields = pothole.form.fields) {
  const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  const user = userEvent.setup();
  render(<ServiceRequestForm fields={fields} />);
  return { alert, user };
}

describe('ServiceRequestForm', () => {
  it('renders each field with its label, type and required marking', () => {
    setup();
    expect(screen.getByRole('textbox', { name: 'Location' })).toBeRequired();
    expect(screen.getByRole('textbox', { name: /^Description/ }).tagName).toBe('TEXTAREA');
    const severity = screen.getByRole('combobox', { name: /^Severity/ });
    expect(severity).toBeRequired();
    expect(severity).toHaveDisplayValue('Select Severity');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Select Severity',
      'Low',
      'Medium',
      'High',
      'Emergency',
    ]);
    expect(screen.getByRole('textbox', { name: 'Contact Information' })).not.toBeRequired();
  });

  it('reports each missing field next to it, focuses the first and keeps what was typed', async () => {
    const { alert, user } = setup();
    await user.type(screen.getByRole('textbox', { name: /^Description/ }), 'Deep hole');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));

    expect(alert).not.toHaveBeenCalled();
    const location = screen.getByRole('textbox', { name: /^Location/ });
    expect(location).toHaveFocus();
    expect(location).toHaveAttribute('aria-invalid', 'true');
    expect(location).toHaveAccessibleDescription('Location is required.');
    expect(screen.getByRole('combobox', { name: /^Severity/ })).toHaveAccessibleDescription(
      'Severity is required.',
    );
    expect(screen.queryByText('Description is required.')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Description/ })).toHaveValue('Deep hole');
  });

  it('clears a field error once the field is filled', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    await user.type(screen.getByRole('textbox', { name: /^Location/ }), 'Elm St');
    expect(screen.queryByText('Location is required.')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Location/ })).not.toHaveAttribute('aria-invalid');
  });

  it('alerts the spec message on a complete form and clears it', async () => {
    const { alert, user } = setup();
    await user.type(screen.getByRole('textbox', { name: /^Location/ }), 'Main St & 5th Ave');
    await user.type(screen.getByRole('textbox', { name: /^Description/ }), 'Two feet wide');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Severity/ }), 'High');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));

    expect(alert).toHaveBeenCalledWith(SERVICE_FORM_SUCCESS_ALERT);
    expect(SERVICE_FORM_SUCCESS_ALERT).toBe(
      'Form submitted successfully! You will receive a confirmation email shortly.',
    );
    expect(screen.getByRole('textbox', { name: /^Location/ })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: /^Severity/ })).toHaveValue('');
  });

  it('keeps hostile and very long input as plain text', async () => {
    const { alert, user } = setup(business.form.fields);
    const long = 'x'.repeat(10_000);
    const html = '<img src=x onerror=alert(1)>';
    const name = screen.getByRole('textbox', { name: /^Business Name/ });
    await user.click(name);
    await user.paste(long);
    await user.type(screen.getByRole('textbox', { name: /^Owner Name/ }), html);
    await user.type(screen.getByRole('textbox', { name: /^Business Address/ }), '🏙️ 12 Elm');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));

    expect(alert).not.toHaveBeenCalled();
    expect(name).toHaveValue(long);
    expect(screen.getByRole('textbox', { name: /^Owner Name/ })).toHaveValue(html);
    expect(screen.getByRole('textbox', { name: /^Business Address/ })).toHaveValue('🏙️ 12 Elm');
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByRole('combobox', { name: /^Business Type/ })).toHaveFocus();
  });
});
