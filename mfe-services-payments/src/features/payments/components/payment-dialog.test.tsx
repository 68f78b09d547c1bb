import { findToast, renderWithRouter } from '@springfield/shared/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PaymentDialog } from './payment-dialog';
import type { SelectedPayment } from './selected-payment';

const payment: SelectedPayment = { kind: 'all', label: 'All Citations (2)', amount: 225 };

function setup() {
  jest.useFakeTimers();
  const onPaid = jest.fn();
  const onCancel = jest.fn();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderWithRouter(<PaymentDialog open payment={payment} onPaid={onPaid} onCancel={onCancel} />);
  const dialog = screen.getByRole('dialog', { name: 'Complete Payment' });
  return { user, onPaid, onCancel, dialog };
}

afterEach(() => {
  jest.useRealTimers();
});

describe('PaymentDialog', () => {
  it('shows the amount, the 2.9% fee and the total', () => {
    const { dialog } = setup();
    expect(within(dialog).getByText('All Citations (2)')).toBeInTheDocument();
    expect(within(dialog).getByText('$225.00')).toBeInTheDocument();
    expect(within(dialog).getByText('Processing Fee (2.9%)')).toBeInTheDocument();
    expect(within(dialog).getByText('$6.53')).toBeInTheDocument();
    expect(within(dialog).getByText('$231.53')).toBeInTheDocument();
  });

  it('offers the four payment methods and keeps Pay Now disabled until one is chosen', async () => {
    const { user, dialog } = setup();
    const group = within(dialog).getByRole('group', { name: 'Payment Method' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toHaveLength(4);
    for (const name of ['Credit Card', 'Debit Card', 'Electronic Check (ACH)', 'PayPal']) {
      expect(within(group).getByRole('radio', { name })).not.toBeChecked();
    }
    const payNow = within(dialog).getByRole('button', { name: 'Pay Now' });
    expect(payNow).toBeDisabled();
    await user.click(within(group).getByRole('radio', { name: 'PayPal' }));
    expect(payNow).toBeEnabled();
  });

  it('processes for 2 seconds, blocks Cancel meanwhile, then shows the toast and reports the payment', async () => {
    const { user, dialog, onPaid, onCancel } = setup();
    await user.click(within(dialog).getByRole('radio', { name: 'Credit Card' }));
    await user.click(within(dialog).getByRole('button', { name: 'Pay Now' }));

    expect(within(dialog).getByRole('button', { name: /Processing/ })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();

    act(() => {
      jest.advanceTimersByTime(1999);
    });
    expect(onPaid).not.toHaveBeenCalled();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(onPaid).toHaveBeenCalledWith(payment);
    const toast = await findToast('Payment Successful');
    expect(toast).toHaveTextContent('Your payment of $231.53 has been processed successfully.');
  });

  it('Cancel closes without paying', async () => {
    const { user, dialog, onPaid, onCancel } = setup();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
    expect(onPaid).not.toHaveBeenCalled();
  });
});
