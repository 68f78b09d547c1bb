import { answerForms, findToast, renderRoutes, type SentForm } from '@springfield/shared/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paymentAction } from '../payment-form';
import { PaymentDialog } from './payment-dialog';
import type { SelectedPayment } from './selected-payment';

const payment: SelectedPayment = {
  item: 'all',
  kind: 'all',
  lookup: 'citations',
  query: 'citation=&plate=ABC1234&last-name=Simpson',
  label: 'All Citations (2)',
  amountCents: 22500,
  items: ['TRF-2024-001234', 'TRF-2024-005678'],
};

/** The store's answer to a payment, as the page server gives it to the browser's action. */
const recorded = () => ({ status: 'done', location: '/pay-fines/paid/all?receipt=PAY-2026-000042' });

let server: { sent: SentForm[]; restore: () => void };

function setup() {
  jest.useFakeTimers();
  server = answerForms(recorded);
  const onPaid = jest.fn();
  const onCancel = jest.fn();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  // The dialog at its address, whose route has the payment's action.
  renderRoutes(
    [
      {
        id: 'services-payments:payment',
        path: '/pay-fines/pay/:item',
        action: paymentAction,
        element: <PaymentDialog open payment={payment} onPaid={onPaid} onCancel={onCancel} />,
      },
    ],
    '/pay-fines/pay/all',
  );
  const dialog = screen.getByRole('dialog', { name: 'Complete Payment' });
  return { user, onPaid, onCancel, dialog };
}

afterEach(() => {
  server.restore();
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

  it('is a form posted to the payment address, whose methods are named "method"', () => {
    const { dialog } = setup();
    const form = dialog.querySelector('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/pay-fines/pay/all?citation=&plate=ABC1234&last-name=Simpson');
    for (const radio of within(dialog).getAllByRole('radio')) expect(radio).toHaveAttribute('name', 'method');
    // Pay All sends what it shows, so the store charges exactly that; and a one-time key.
    expect(form?.querySelector('input[name="items"]')).toHaveValue('TRF-2024-001234,TRF-2024-005678');
    expect(form?.querySelector('input[name="submission-key"]')?.getAttribute('value')).toMatch(
      /^[0-9a-f]{32}$/,
    );
  });

  it('offers the four payment methods and keeps Pay Now disabled until one is chosen', async () => {
    const { user, dialog } = setup();
    const group = within(dialog).getByRole('group', { name: 'Payment Method' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['credit', 'debit', 'ach', 'paypal']);
    for (const name of ['Credit Card', 'Debit Card', 'Electronic Check (ACH)', 'PayPal']) {
      expect(within(group).getByRole('radio', { name })).not.toBeChecked();
    }
    const payNow = within(dialog).getByRole('button', { name: 'Pay Now' });
    expect(payNow).toBeDisabled();
    await user.click(within(group).getByRole('radio', { name: 'PayPal' }));
    expect(payNow).toBeEnabled();
  });

  it('processes for 2 seconds, blocks Cancel meanwhile, then sends the payment, toasts its receipt and reports it', async () => {
    const { user, dialog, onPaid, onCancel } = setup();
    await user.click(within(dialog).getByRole('radio', { name: 'Credit Card' }));
    await user.click(within(dialog).getByRole('button', { name: 'Pay Now' }));

    expect(within(dialog).getByRole('button', { name: /Processing/ })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Processing your payment...');
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();

    await act(async () => {
      jest.advanceTimersByTime(1999);
    });
    expect(server.sent).toHaveLength(0);
    expect(onPaid).not.toHaveBeenCalled();
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    const toast = await findToast('Payment Successful');
    expect(toast).toHaveTextContent(
      'Your payment of $231.53 has been processed successfully. Receipt number: PAY-2026-000042.',
    );
    expect(onPaid).toHaveBeenCalledWith(payment);
    expect(server.sent).toHaveLength(1);
    expect(server.sent[0].url).toMatch(/\/pay-fines\/pay\/all\?citation=&plate=ABC1234&last-name=Simpson$/);
    expect(Object.fromEntries(server.sent[0].body)).toEqual({
      method: 'credit',
      items: 'TRF-2024-001234,TRF-2024-005678',
      'submission-key': expect.stringMatching(/^[0-9a-f]{32}$/),
    });
  });

  it('says why the store refused the payment (already paid), and keeps the method', async () => {
    const { user, dialog, onPaid } = setup();
    server.restore();
    const message = 'Citation TRF-2024-001234 was already paid on November 26, 2026: nothing was charged.';
    server = answerForms(() => ({ status: 'invalid', problems: [{ field: 'payment', message }] }));
    await user.click(within(dialog).getByRole('radio', { name: 'PayPal' }));
    await user.click(within(dialog).getByRole('button', { name: 'Pay Now' }));
    await act(async () => {
      jest.advanceTimersByTime(2000);
    });
    const summary = within(dialog).getByRole('alert');
    expect(summary).toHaveFocus();
    expect(within(summary).getByRole('link', { name: message })).toHaveAttribute('href', '#payment-item');
    expect(onPaid).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('radio', { name: 'PayPal' })).toBeChecked();
    expect(within(dialog).getByRole('group', { name: 'Payment Method' })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('keeps the method and says so when the payment could not be sent', async () => {
    const { user, dialog, onPaid } = setup();
    server.restore();
    server = answerForms(() => {
      throw new Error('offline');
    });
    await user.click(within(dialog).getByRole('radio', { name: 'Debit Card' }));
    await user.click(within(dialog).getByRole('button', { name: 'Pay Now' }));
    await act(async () => {
      jest.advanceTimersByTime(2000);
    });
    const toast = await findToast('Payment Not Processed');
    expect(toast).toHaveTextContent('We could not process your payment.');
    expect(onPaid).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('radio', { name: 'Debit Card' })).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Pay Now' })).toBeEnabled();
  });

  it('Cancel closes without paying', async () => {
    const { user, dialog, onPaid, onCancel } = setup();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
    expect(onPaid).not.toHaveBeenCalled();
    expect(server.sent).toHaveLength(0);
  });
});
