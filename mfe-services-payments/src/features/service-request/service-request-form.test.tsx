import { resetServerActionForTests } from '@springfield/shared';
import {
  pageAnsweredByServer,
  answerForms,
  findToast,
  renderRoutes,
  type SentForm,
} from '@springfield/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '../../routes';
import { SERVICE_FORM_SUCCESS_MESSAGE, SERVICE_FORM_SUCCESS_TITLE } from './schema';

function setup(slug = 'pothole-report') {
  const user = userEvent.setup();
  renderRoutes(routes, `/services/${slug}`);
  return { user };
}

const form = () => screen.getByRole('button', { name: 'Submit Request' }).closest('form')!;

describe('ServiceRequestForm', () => {
  let server: { sent: SentForm[]; restore: () => void };
  beforeEach(() => {
    server = answerForms();
  });
  afterEach(() => server.restore());

  it('renders each field with its label, type, required marking and its own name', () => {
    setup();
    expect(form()).toHaveAttribute('method', 'post');
    expect(form()).toHaveAttribute('action', '/services/pothole-report');
    const location = screen.getByRole('textbox', { name: 'Location' });
    expect(location).toBeRequired();
    expect(location).toHaveAttribute('name', 'location');
    expect(screen.getByRole('textbox', { name: /^Description/ }).tagName).toBe('TEXTAREA');
    const severity = screen.getByRole('combobox', { name: /^Severity/ });
    expect(severity).toBeRequired();
    expect(severity).toHaveAttribute('name', 'severity');
    expect(severity).toHaveDisplayValue('Select Severity');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Select Severity',
      'Low',
      'Medium',
      'High',
      'Emergency',
    ]);
    expect(screen.getByRole('textbox', { name: 'Contact Information' })).not.toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Contact Information' })).toHaveAttribute('name', 'contact');
    // Nothing says the form needs JavaScript: it works without.
    expect(screen.queryByText(/JavaScript/)).not.toBeInTheDocument();
  });

  it('reports each missing field next to it, focuses the first, keeps what was typed and sends nothing', async () => {
    const { user } = setup();
    await user.type(screen.getByRole('textbox', { name: /^Description/ }), 'Deep hole');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));

    const location = screen.getByRole('textbox', { name: /^Location/ });
    expect(location).toHaveFocus();
    expect(location).toHaveAttribute('aria-invalid', 'true');
    expect(location).toHaveAccessibleDescription('Location is required.');
    expect(screen.getByRole('combobox', { name: /^Severity/ })).toHaveAccessibleDescription(
      'Severity is required.',
    );
    expect(screen.queryByText('Description is required.')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Description/ })).toHaveValue('Deep hole');
    expect(server.sent).toHaveLength(0);
    // The browser's own check answers inline, as the spec's form did: no error summary.
    expect(screen.queryByRole('heading', { name: 'There is a problem' })).not.toBeInTheDocument();
  });

  it('clears a field error once the field is filled', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    await user.type(screen.getByRole('textbox', { name: /^Location/ }), 'Elm St');
    expect(screen.queryByText('Location is required.')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Location/ })).not.toHaveAttribute('aria-invalid');
  });

  it("sends a complete form to its action, shows the spec's words in a success toast and clears it", async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { user } = setup();
    await user.type(screen.getByRole('textbox', { name: /^Location/ }), 'Main St & 5th Ave');
    await user.type(screen.getByRole('textbox', { name: /^Description/ }), 'Two feet wide');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Severity/ }), 'High');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));

    const toast = await findToast(SERVICE_FORM_SUCCESS_TITLE);
    expect(toast).toHaveTextContent(
      'Form submitted successfully! You will receive a confirmation email shortly.',
    );
    expect(SERVICE_FORM_SUCCESS_MESSAGE).toBe(
      'Form submitted successfully! You will receive a confirmation email shortly.',
    );
    expect(alert).not.toHaveBeenCalled();
    alert.mockRestore();
    expect(server.sent).toHaveLength(1);
    expect(server.sent[0].url).toMatch(/\/services\/pothole-report$/);
    expect(Object.fromEntries(server.sent[0].body)).toEqual({
      location: 'Main St & 5th Ave',
      description: 'Two feet wide',
      severity: 'High',
      contact: '',
      // Its one-time key (issue 25): the same submission sent twice is stored once.
      'submission-key': expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Location/ })).toHaveValue(''));
    expect(screen.getByRole('combobox', { name: /^Severity/ })).toHaveValue('');
  });

  it('names the new request in the toast, shows its number with a link to its status, and draws a new key', async () => {
    server.restore();
    let next = 100123;
    server = answerForms(() => ({
      status: 'done',
      location: `/services/waste-schedule/submitted?request=${next++}`,
    }));
    const { user } = setup('waste-schedule');
    const key = () => (form().querySelector('input[name="submission-key"]') as HTMLInputElement).value;
    const firstKey = key();
    expect(firstKey).toMatch(/^[0-9a-f]{32}$/);
    await user.type(screen.getByRole('textbox', { name: /^Street Address/ }), '42 Oak Avenue');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    const toast = await findToast(SERVICE_FORM_SUCCESS_TITLE);
    expect(toast).toHaveTextContent(`${SERVICE_FORM_SUCCESS_MESSAGE} Request number: 100123.`);
    expect(screen.getByText('Request number: 100123')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View the status of request 100123' })).toHaveAttribute(
      'href',
      '/services/requests/100123',
    );
    expect(server.sent[0].body.get('submission-key')).toBe(firstKey);
    // The next request is a submission of its own: a new key.
    await waitFor(() => expect(key()).not.toBe(firstKey));
    await user.type(screen.getByRole('textbox', { name: /^Street Address/ }), '7 Market Square');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText('Request number: 100124')).toBeInTheDocument();
    expect(server.sent[1].body.get('submission-key')).not.toBe(firstKey);
  });

  it('keeps what was typed and says so when the request could not be sent', async () => {
    server.restore();
    server = answerForms(() => {
      throw new Error('offline');
    });
    const { user } = setup('waste-schedule');
    await user.type(screen.getByRole('textbox', { name: /^Street Address/ }), '42 Oak Avenue');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    const toast = await findToast('Request Not Sent');
    expect(toast).toHaveTextContent('We could not send your request.');
    expect(screen.getByRole('textbox', { name: /^Street Address/ })).toHaveValue('42 Oak Avenue');
  });

  it("shows the server's problems in an error summary that links to each field", async () => {
    server.restore();
    server = answerForms((body) => ({
      status: 'invalid',
      values: Object.fromEntries(body),
      problems: [{ field: 'address', message: 'Street Address is required.' }],
    }));
    const { user } = setup('waste-schedule');
    await user.type(screen.getByRole('textbox', { name: /^Street Address/ }), '42 Oak Avenue');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    const summary = await screen.findByRole('heading', { name: 'There is a problem' });
    expect(within(summary.parentElement!).getByRole('link')).toHaveAttribute('href', '#request-address');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Street Address/ })).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
    expect(document.title).toMatch(/^Error: /);
  });

  it('keeps hostile and very long input as plain text', async () => {
    const { user } = setup('business-license');
    const long = 'x'.repeat(10_000);
    const html = '<img src=x onerror=alert(1)>';
    const name = screen.getByRole('textbox', { name: /^Business Name/ });
    await user.click(name);
    await user.paste(long);
    await user.type(screen.getByRole('textbox', { name: /^Owner Name/ }), html);
    await user.type(screen.getByRole('textbox', { name: /^Business Address/ }), '🏙️ 12 Elm');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));

    expect(server.sent).toHaveLength(0);
    expect(name).toHaveValue(long);
    expect(screen.getByRole('textbox', { name: /^Owner Name/ })).toHaveValue(html);
    expect(screen.getByRole('textbox', { name: /^Business Address/ })).toHaveValue('🏙️ 12 Elm');
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByRole('combobox', { name: /^Business Type/ })).toHaveFocus();
  });

  it("starts from the server's outcome on a page it answered 422: values kept, summary focused", () => {
    pageAnsweredByServer('services-payments:service-request', {
      status: 'invalid',
      values: { location: '', description: 'Deep hole', severity: 'High', contact: '' },
      problems: [{ field: 'location', message: 'Location is required.' }],
    });
    try {
      setup();
      const summary = screen.getByRole('alert');
      expect(summary).toHaveFocus();
      expect(within(summary).getByRole('link', { name: 'Location is required.' })).toHaveAttribute(
        'href',
        '#request-location',
      );
      expect(screen.getByRole('textbox', { name: /^Location/ })).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByRole('textbox', { name: /^Description/ })).toHaveValue('Deep hole');
      expect(screen.getByRole('combobox', { name: /^Severity/ })).toHaveValue('High');
      expect(document.title).toBe('Error: Report a Pothole | City of Springfield');
    } finally {
      document.getElementById('sf-server-render')?.remove();
      resetServerActionForTests();
    }
  });
});
