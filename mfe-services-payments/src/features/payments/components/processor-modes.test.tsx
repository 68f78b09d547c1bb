// The payments pages with each processor mode (issue 43): without a processor (the production default) they
// show what is owed, no Pay Now, Pay All or Quick Pay action and no receipt, and say how else to pay, in every
// language; a test processor marks every page and the dialog TEST and asks for a card number.
import { resetAreaDataForTests, resetServerActionForTests, setCurrentLocale } from '@springfield/shared';
import { screen, within } from '@testing-library/react';
import { loadMessages, routes } from '../../../routes';
import type { PaymentsData, ProcessorInfo } from '../data/payment-records';
import { lookupKey } from '../utils/lookups';
import { renderPage } from '../../../testing/render-page';

const NONE: ProcessorInfo = { mode: 'none', card: false };
const TEST: ProcessorInfo = { mode: 'test', card: true };

function pageData(payments: PaymentsData) {
  document.getElementById('sf-server-render')?.remove();
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'sf-server-render';
  element.textContent = JSON.stringify({ data: { services_payments: { payments } } });
  document.body.append(element);
  resetAreaDataForTests();
  resetServerActionForTests();
}

const LOOKUP = '/pay-fines?citation=&plate=ABC1234&last-name=Simpson';

const found = (processor: ProcessorInfo): PaymentsData => ({
  processor,
  citations: {
    key: lookupKey('citations', new URL(LOOKUP, 'http://localhost').searchParams),
    answer: {
      status: 'found',
      items: [
        {
          kind: 'citation',
          id: 'TRF-2024-001234',
          violation: 'Parking Violation - Expired Meter',
          issuedOn: '2024-11-15',
          location: '400 block of Main Street',
          amountCents: 7500,
          status: 'Outstanding',
        },
      ],
    },
  },
});

afterEach(() => {
  document.getElementById('sf-server-render')?.remove();
  resetAreaDataForTests();
  resetServerActionForTests();
  setCurrentLocale(undefined);
});

describe('without a processor', () => {
  it('shows what is owed, no payment action, and how else to pay', async () => {
    pageData(found(NONE));
    await renderPage(routes, LOOKUP);
    expect(screen.getByRole('heading', { name: 'Citations Found' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: /TRF-2024-001234/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Pay Now|Pay All/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pay Now|Pay All/ })).not.toBeInTheDocument();
    const notice = screen.getByRole('region', { name: 'Online payment is not available right now' });
    expect(notice).toHaveTextContent(
      'You can still look up what you owe here, but no payment can be made on this site at the moment. Nothing will be charged.',
    );
    expect(notice).toHaveTextContent(
      'In person: Springfield City Hall, 100 Main Street, Springfield, IL 62701 (Monday - Friday: 8:00 AM - 5:00 PM).',
    );
    expect(within(notice).getByRole('link', { name: '(555) 123-4567' })).toHaveAttribute(
      'href',
      'tel:5551234567',
    );
    expect(notice).toHaveTextContent(
      'By mail: send a check payable to the City of Springfield to Springfield City Hall, 100 Main Street, Springfield, IL 62701, with your citation, bill or license number.',
    );
  });

  it("shows the notice instead of a payment's form, and no confirmation without a receipt", async () => {
    pageData({ processor: NONE });
    const { unmount } = await renderPage(routes, '/pay-fines/pay/traffic');
    expect(screen.queryByRole('button', { name: 'Pay Now' })).not.toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Online payment is not available right now' }),
    ).toBeInTheDocument();
    unmount();
    await renderPage(routes, '/pay-fines/paid/traffic');
    expect(screen.queryByText('Payment Successful')).not.toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Online payment is not available right now' }),
    ).toBeInTheDocument();
  });

  it.each([
    ['es', 'El pago en línea no está disponible en este momento', 'Por correo: envíe un cheque'],
    ['zh-Hant', '目前無法線上付款', '郵寄付款：'],
  ] as const)('says so in %s', async (locale, title, byMail) => {
    setCurrentLocale(locale);
    await loadMessages(locale);
    pageData({ processor: NONE });
    await renderPage(routes, '/pay-fines');
    const notice = screen.getByRole('region', { name: title });
    expect(notice).toHaveTextContent(byMail);
    expect(within(notice).getByRole('link', { name: '(555) 123-4567' })).toBeInTheDocument();
  });
});

describe('with the test processor', () => {
  it('marks the page TEST, and its form asks for a card number', async () => {
    pageData(found(TEST));
    const { unmount } = await renderPage(routes, LOOKUP);
    expect(
      screen.getByText('Test mode: no money is moved. Use card 4242 4242 4242 4242.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay Now for citation TRF-2024-001234' })).toBeInTheDocument();
    unmount();
    pageData({ processor: TEST });
    await renderPage(routes, '/pay-fines/pay/traffic');
    const form = screen.getByRole('button', { name: 'Pay Now' }).closest('form') as HTMLFormElement;
    expect(
      within(form).getByText('Test mode: no money is moved. Use card 4242 4242 4242 4242.'),
    ).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /Card Number/ })).toHaveAttribute('name', 'card');
  });

  it('marks a test receipt TEST', async () => {
    pageData({
      processor: TEST,
      receipt: {
        number: 'PAY-2026-7K3QJ9X2M4VNC',
        lines: [{ kind: 'quick', id: 'traffic', label: 'Traffic Citation', amountCents: 12500 }],
        amountCents: 12500,
        feeCents: 363,
        totalCents: 12863,
        method: 'credit',
        paidAt: '2026-11-26T15:05:00Z',
        test: true,
      },
    });
    await renderPage(routes, '/pay-fines/paid/traffic?receipt=PAY-2026-7K3QJ9X2M4VNC');
    expect(screen.getByText('TEST receipt: no money was moved.')).toBeInTheDocument();
    expect(screen.getByText('Receipt number: PAY-2026-7K3QJ9X2M4VNC', { exact: false })).toBeInTheDocument();
  });
});
