import {
  pageAnsweredByServer,
  answerForms,
  findToast,
  renderRoutes,
  type RenderRoutesResult,
  type SentForm,
} from '@springfield/shared/testing';
import { resetServerActionForTests } from '@springfield/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '../../../routes';
import { paymentMethods, sampleCitations } from '../data/payments';

let server: { sent: SentForm[]; restore: () => void };
let rendered: RenderRoutesResult;

function setup(path = '/pay-fines') {
  jest.useFakeTimers();
  server = answerForms();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  rendered = renderRoutes(routes, path);
  return { user };
}

/** Where the router is now: path and query. */
const address = () => {
  const { pathname, search } = rendered.router.state.location;
  return `${pathname}${search}`;
};

afterEach(() => {
  server.restore();
  jest.useRealTimers();
});

// The dialog loads on first use (lazyDialog), so a test waits for it after pressing a Pay button.
const findDialog = () => screen.findByRole('dialog', { name: 'Complete Payment' });

async function payWith(user: ReturnType<typeof userEvent.setup>, method = 'Debit Card') {
  const dialog = await findDialog();
  await user.click(within(dialog).getByRole('radio', { name: method }));
  await user.click(within(dialog).getByRole('button', { name: 'Pay Now' }));
  await act(async () => {
    jest.advanceTimersByTime(2000);
  });
}

describe('PaymentsPage', () => {
  it('shows the hero, the security and fee alert, the three tabs and no results yet', () => {
    setup();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Pay Fines & Taxes');
    expect(screen.getByRole('note')).toHaveTextContent('2.9%');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Lookup & Pay',
      'Property Taxes',
      'Business Fees',
    ]);
    expect(screen.queryByRole('heading', { name: 'Citations Found' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Citation Number')).toHaveAttribute('placeholder', 'e.g., TRF-2024-001234');
    expect(screen.queryByText(/JavaScript/)).not.toBeInTheDocument();
  });

  it('lists every payment method and its fee', () => {
    setup();
    const info = screen.getByRole('region', { name: 'Payment Information' });
    for (const method of paymentMethods) {
      expect(within(info).getByText(method.label)).toBeInTheDocument();
      expect(within(info).getByText(method.fee)).toBeInTheDocument();
    }
    expect(within(info).getByText('2.9% + $0.30')).toBeInTheDocument();
    expect(within(info).getByText('3.5% + $0.49')).toBeInTheDocument();
  });

  it('makes the citation lookup a GET form with short names of its own', () => {
    setup('/traffic-fines');
    const form = screen.getByRole('button', { name: 'Look Up Citations' }).closest('form');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/traffic-fines');
    expect(screen.getByLabelText('Citation Number')).toHaveAttribute('name', 'citation');
    expect(screen.getByLabelText('License Plate')).toHaveAttribute('name', 'plate');
    expect(screen.getByLabelText('Last Name')).toHaveAttribute('name', 'last-name');
  });

  it('looks up the two sample citations with no input, totalling $225, at the lookup address', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Look Up Citations' }));
    const results = await screen.findByRole('region', { name: 'Citations Found' });
    expect(address()).toBe('/pay-fines?citation=&plate=&last-name=');
    await waitFor(() =>
      expect(within(results).getByRole('heading', { name: 'Citations Found' })).toHaveFocus(),
    );
    expect(within(results).getByText('$75.00')).toBeInTheDocument();
    expect(within(results).getByText('$150.00')).toBeInTheDocument();
    expect(within(results).getByText('$225.00')).toBeInTheDocument();
    expect(within(results).getAllByText('Outstanding')).toHaveLength(2);
    expect(within(results).getAllByRole('link', { name: /^Pay Now/ })).toHaveLength(2);
  });

  it('shows the results of a lookup address with what was looked up, without moving focus there', async () => {
    setup('/pay-fines?citation=TRF-2024-005678&plate=ABC1234&last-name=Lopez');
    const results = screen.getByRole('region', { name: 'Citations Found' });
    expect(screen.getByLabelText('Citation Number')).toHaveValue('TRF-2024-005678');
    expect(screen.getByLabelText('License Plate')).toHaveValue('ABC1234');
    expect(screen.getByLabelText('Last Name')).toHaveValue('Lopez');
    await act(async () => {
      jest.advanceTimersByTime(10);
    });
    expect(within(results).getByRole('heading', { name: 'Citations Found' })).not.toHaveFocus();
  });

  it("makes each Pay button a link to its payment's address", () => {
    setup('/pay-fines?citation=');
    const results = screen.getByRole('region', { name: 'Citations Found' });
    expect(
      within(results).getByRole('link', { name: 'Pay Now for citation TRF-2024-001234' }),
    ).toHaveAttribute('href', '/pay-fines/pay/TRF-2024-001234');
    expect(within(results).getByRole('link', { name: 'Pay All Citations' })).toHaveAttribute(
      'href',
      '/pay-fines/pay/all',
    );
    const quick = screen.getByRole('region', { name: 'Quick Pay Options' });
    expect(
      within(quick)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/pay-fines/pay/traffic', '/pay-fines/pay/property', '/pay-fines/pay/business']);
  });

  it('pays one citation in the dialog at its address, and keeps the results', async () => {
    const { user } = setup('/pay-fines?citation=&plate=&last-name=');
    await user.click(screen.getByRole('link', { name: 'Pay Now for citation TRF-2024-001234' }));
    const dialog = await findDialog();
    expect(address()).toBe('/pay-fines/pay/TRF-2024-001234');
    // The page under the dialog is the one it was opened from, results included.
    expect(screen.getByRole('heading', { name: 'Citations Found', hidden: true })).toBeInTheDocument();
    const [first] = sampleCitations;
    expect(within(dialog).getByText(`Citation ${first.id}: ${first.type}`)).toBeInTheDocument();
    expect(within(dialog).getByText('$75.00')).toBeInTheDocument();
    expect(within(dialog).getByText('$2.18')).toBeInTheDocument();
    expect(within(dialog).getByText('$77.18')).toBeInTheDocument();
    await payWith(user);
    const toast = await findToast('Payment Successful');
    expect(toast).toHaveTextContent('Your payment of $77.18 has been processed successfully.');
    expect(server.sent.map((form) => [form.url, Object.fromEntries(form.body)])).toEqual([
      ['http://localhost/pay-fines/pay/TRF-2024-001234', { method: 'debit' }],
    ]);
    await waitFor(() => expect(address()).toBe('/pay-fines?citation=&plate=&last-name='));
    expect(screen.getByRole('heading', { name: 'Citations Found' })).toBeInTheDocument();
  });

  it('pays all citations and then clears the results and the lookup from the address', async () => {
    const { user } = setup('/pay-bills?citation=TRF-2024-001234');
    await user.click(screen.getByRole('link', { name: 'Pay All Citations' }));
    expect(within(await findDialog()).getByText('$231.53')).toBeInTheDocument();
    expect(address()).toBe('/pay-fines/pay/all');
    await payWith(user, 'Electronic Check (ACH)');
    const toast = await findToast('Payment Successful');
    expect(toast).toHaveTextContent('Your payment of $231.53 has been processed successfully.');
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Citations Found' })).not.toBeInTheDocument(),
    );
    expect(address()).toBe('/pay-bills');
  });

  it('opens the dialog for a quick pay option', async () => {
    const { user } = setup();
    const quick = screen.getByRole('region', { name: 'Quick Pay Options' });
    expect(within(quick).getByText('$2,450')).toBeInTheDocument();
    expect(within(quick).getByText('$125')).toBeInTheDocument();
    expect(within(quick).getByText('$175')).toBeInTheDocument();
    await user.click(within(quick).getByRole('link', { name: 'Pay Now for Property Tax' }));
    const dialog = await findDialog();
    expect(address()).toBe('/pay-fines/pay/property');
    expect(within(dialog).getByText('$2,450.00')).toBeInTheDocument();
    expect(within(dialog).getByText('$71.05')).toBeInTheDocument();
    expect(within(dialog).getByText('$2,521.05')).toBeInTheDocument();
  });

  it('renders no dialog until a Pay button is pressed, and Cancel goes back without paying', async () => {
    const { user } = setup();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const quick = screen.getByRole('region', { name: 'Quick Pay Options' });
    await user.click(within(quick).getByRole('link', { name: 'Pay Now for Traffic Citation' }));
    const dialog = await findDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(address()).toBe('/pay-fines');
    expect(screen.queryByText('Payment Successful')).not.toBeInTheDocument();
    expect(server.sent).toHaveLength(0);
  });

  it('Property Taxes: fields, tax years and an honest note at the lookup address', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('tab', { name: 'Property Taxes' }));
    expect(screen.getByLabelText('Property ID Number')).toHaveAttribute('placeholder', 'e.g., 123-456-789');
    const year = screen.getByRole('combobox', { name: 'Tax Year' });
    expect(
      within(year)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['2024', '2023', '2022']);
    await user.selectOptions(year, '2023');
    await user.type(screen.getByLabelText('Property Owner Name'), '<img src=x onerror=alert(1)>');
    await user.click(screen.getByRole('button', { name: 'Look Up Property Tax Bill' }));
    expect(await screen.findByText(/Online property tax lookup is not available yet/)).toBeInTheDocument();
    expect(address()).toBe(
      '/pay-fines?tab=property&property=&year=2023&owner=%3Cimg+src%3Dx+onerror%3Dalert%281%29%3E',
    );
    expect(screen.getByLabelText('Property Owner Name')).toHaveValue('<img src=x onerror=alert(1)>');
    expect(document.querySelector('img')).toBeNull();
  });

  it('keeps what was typed in a tab when the visitor switches tabs and back', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('Citation Number'), 'TRF-2024-001234');
    await user.click(screen.getByRole('tab', { name: 'Property Taxes' }));
    await user.type(screen.getByLabelText('Property ID Number'), '123-456-789');
    await user.click(screen.getByRole('tab', { name: 'Lookup & Pay' }));
    expect(screen.getByLabelText('Citation Number')).toHaveValue('TRF-2024-001234');
    await user.click(screen.getByRole('tab', { name: 'Property Taxes' }));
    expect(screen.getByLabelText('Property ID Number')).toHaveValue('123-456-789');
  });

  it('Business Fees: fields, fee types and an honest note on lookup', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('tab', { name: 'Business Fees' }));
    expect(screen.getByLabelText('Business License Number')).toHaveAttribute(
      'placeholder',
      'e.g., BLN-2024-001234',
    );
    const type = screen.getByRole('combobox', { name: 'Fee Type' });
    expect(
      within(type)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Business License', 'Building Permit', 'License Renewal', 'Inspection Fee']);
    expect(type).toHaveAttribute('name', 'fee');
    await user.type(screen.getByLabelText('Business Name'), 'Joe’s 🍕');
    await user.click(screen.getByRole('button', { name: 'Look Up Business Fees' }));
    expect(await screen.findByText(/Online business fee lookup is not available yet/)).toBeInTheDocument();
    expect(screen.getByLabelText('Business Name')).toHaveValue('Joe’s 🍕');
  });

  it('opens a lookup tab at its address with what was looked up and the note', () => {
    setup('/pay-fines?tab=business&license=BLN-1&business=Corner+Bakery&fee=Nope');
    expect(screen.getByRole('tab', { name: 'Business Fees' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Business License Number')).toHaveValue('BLN-1');
    expect(screen.getByLabelText('Business Name')).toHaveValue('Corner Bakery');
    // Only one of its options: a value it does not offer starts it at its first.
    expect(screen.getByLabelText('Fee Type')).toHaveValue('Business License');
    expect(screen.getByText(/Online business fee lookup is not available yet/)).toBeInTheDocument();
  });
});

describe("a payment's own page", () => {
  afterEach(() => {
    document.getElementById('sf-server-render')?.remove();
    resetServerActionForTests();
  });

  it('is the Complete Payment form, a POST to its address, with a link back', () => {
    setup('/pay-fines/pay/TRF-2024-005678');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Complete Payment');
    expect(document.title).toBe('Complete Payment | City of Springfield');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const form = screen.getByRole('button', { name: 'Pay Now' }).closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/pay-fines/pay/TRF-2024-005678');
    expect(screen.getByText('Citation TRF-2024-005678: Speeding - 15 mph over limit')).toBeInTheDocument();
    expect(screen.getByText('$154.35')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/pay-fines');
  });

  it('pays with the toast and goes back to the payment page', async () => {
    const { user } = setup('/pay-fines/pay/business');
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'PayPal' }));
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    await act(async () => {
      jest.advanceTimersByTime(2000);
    });
    const toast = await findToast('Payment Successful');
    expect(toast).toHaveTextContent('Your payment of $180.08 has been processed successfully.');
    await waitFor(() => expect(address()).toBe('/pay-fines'));
  });

  it("starts from the server's outcome on a page it answered 422", () => {
    pageAnsweredByServer('services-payments:payment', {
      status: 'invalid',
      values: { method: '' },
      problems: [{ field: 'method', message: 'Choose a payment method.' }],
    });
    setup('/pay-fines/pay/all');
    const summary = screen.getByRole('alert');
    expect(summary).toHaveFocus();
    expect(within(summary).getByRole('link', { name: 'Choose a payment method.' })).toHaveAttribute(
      'href',
      '#payment-method',
    );
    expect(screen.getByRole('group', { name: 'Payment Method' })).toHaveAttribute('aria-invalid', 'true');
    expect(document.title).toBe('Error: Complete Payment | City of Springfield');
  });

  it('says Payment Not Found for an address that names no payment', () => {
    setup('/pay-fines/pay/TRF-0000');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Payment Not Found');
    expect(screen.getByRole('link', { name: /Back to Pay Fines & Taxes/ })).toHaveAttribute(
      'href',
      '/pay-fines',
    );
  });

  it('has a confirmation page with the total charged', () => {
    setup('/pay-fines/paid/TRF-2024-001234');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Payment Successful');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your payment of $77.18 has been processed successfully.',
    );
    expect(screen.getByRole('link', { name: 'Back to Pay Fines & Taxes' })).toHaveAttribute(
      'href',
      '/pay-fines',
    );
  });
});
