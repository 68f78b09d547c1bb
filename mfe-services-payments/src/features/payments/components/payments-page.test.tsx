import { findToast, renderWithRouter } from '@springfield/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paymentMethods, sampleCitations } from '../data/payments';
import { PaymentsPage } from './payments-page';

function setup() {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderWithRouter(<PaymentsPage />, '/pay-fines');
  return { user };
}

afterEach(() => {
  jest.useRealTimers();
});

// The dialog loads on first use (lazyDialog), so a test waits for it after pressing a Pay button.
const findDialog = () => screen.findByRole('dialog', { name: 'Complete Payment' });

async function payWith(user: ReturnType<typeof userEvent.setup>, method = 'Debit Card') {
  const dialog = await findDialog();
  await user.click(within(dialog).getByRole('radio', { name: method }));
  await user.click(within(dialog).getByRole('button', { name: 'Pay Now' }));
  act(() => {
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

  it('looks up the two sample citations with no input, totalling $225', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Look Up Citations' }));
    const results = screen.getByRole('region', { name: 'Citations Found' });
    expect(within(results).getByRole('heading', { name: 'Citations Found' })).toHaveFocus();
    expect(within(results).getByText('$75.00')).toBeInTheDocument();
    expect(within(results).getByText('$150.00')).toBeInTheDocument();
    expect(within(results).getByText('$225.00')).toBeInTheDocument();
    expect(within(results).getAllByText('Outstanding')).toHaveLength(2);
    expect(within(results).getAllByRole('button', { name: /^Pay Now/ })).toHaveLength(2);
  });

  it('pays one citation and keeps the results', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Look Up Citations' }));
    await user.click(screen.getByRole('button', { name: 'Pay Now for citation TRF-2024-001234' }));
    const dialog = await findDialog();
    const [first] = sampleCitations;
    expect(within(dialog).getByText(`Citation ${first.id}: ${first.type}`)).toBeInTheDocument();
    expect(within(dialog).getByText('$75.00')).toBeInTheDocument();
    expect(within(dialog).getByText('$2.18')).toBeInTheDocument();
    expect(within(dialog).getByText('$77.18')).toBeInTheDocument();
    await payWith(user);
    const toast = await findToast('Payment Successful');
    expect(toast).toHaveTextContent('Your payment of $77.18 has been processed successfully.');
    expect(screen.getByRole('heading', { name: 'Citations Found' })).toBeInTheDocument();
  });

  it('pays all citations and then clears the results', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Look Up Citations' }));
    await user.click(screen.getByRole('button', { name: 'Pay All Citations' }));
    expect(within(await findDialog()).getByText('$231.53')).toBeInTheDocument();
    await payWith(user, 'Electronic Check (ACH)');
    const toast = await findToast('Payment Successful');
    expect(toast).toHaveTextContent('Your payment of $231.53 has been processed successfully.');
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Citations Found' })).not.toBeInTheDocument(),
    );
  });

  it('opens the dialog for a quick pay option', async () => {
    const { user } = setup();
    const quick = screen.getByRole('region', { name: 'Quick Pay Options' });
    expect(within(quick).getByText('$2,450')).toBeInTheDocument();
    expect(within(quick).getByText('$125')).toBeInTheDocument();
    expect(within(quick).getByText('$175')).toBeInTheDocument();
    await user.click(within(quick).getByRole('button', { name: 'Pay Now for Property Tax' }));
    const dialog = await findDialog();
    expect(within(dialog).getByText('$2,450.00')).toBeInTheDocument();
    expect(within(dialog).getByText('$71.05')).toBeInTheDocument();
    expect(within(dialog).getByText('$2,521.05')).toBeInTheDocument();
  });

  it('renders no dialog until a Pay button is pressed, and Cancel closes it without paying', async () => {
    const { user } = setup();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const quick = screen.getByRole('region', { name: 'Quick Pay Options' });
    await user.click(within(quick).getByRole('button', { name: 'Pay Now for Traffic Citation' }));
    const dialog = await findDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText('Payment Successful')).not.toBeInTheDocument();
  });

  it('Property Taxes: fields, tax years and an honest note on lookup', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('tab', { name: 'Property Taxes' }));
    expect(screen.getByLabelText('Property ID Number')).toHaveAttribute('placeholder', 'e.g., 123-456-789');
    const year = screen.getByRole('combobox', { name: 'Tax Year' });
    expect(
      within(year)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['2024', '2023', '2022']);
    await user.type(screen.getByLabelText('Property Owner Name'), '<img src=x onerror=alert(1)>');
    await user.click(screen.getByRole('button', { name: 'Look Up Property Tax Bill' }));
    expect(screen.getByText(/Online property tax lookup is not available yet/)).toBeInTheDocument();
    expect(screen.getByLabelText('Property Owner Name')).toHaveValue('<img src=x onerror=alert(1)>');
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
    await user.type(screen.getByLabelText('Business Name'), 'Joe’s 🍕');
    await user.click(screen.getByRole('button', { name: 'Look Up Business Fees' }));
    expect(screen.getByText(/Online business fee lookup is not available yet/)).toBeInTheDocument();
    expect(screen.getByLabelText('Business Name')).toHaveValue('Joe’s 🍕');
  });
});
