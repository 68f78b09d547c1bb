import {
  pageAnsweredByServer,
  answerForms,
  findToast,
  type RenderRoutesResult,
  type SentForm,
} from '@springfield/shared/testing';
import { resetAreaDataForTests, resetServerActionForTests } from '@springfield/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '../../../routes';
import { paymentMethods } from '../data/payments';
import type {
  LookupAnswer,
  PayableItem,
  PaymentsData,
  ProcessorInfo,
  Receipt,
} from '../data/payment-records';
import { resetPaidInVisitForTests } from '../hooks/paid-in-visit';
import { lookupKey } from '../utils/lookups';
import { renderPage } from '../../../testing/render-page';

let server: { sent: SentForm[]; restore: () => void };
let rendered: RenderRoutesResult;

/** The page as the site's server wrote it: the payments store's answers for its address. */
/** A live processor taking no card, unless a test names another: the pages offer payment. */
const LIVE: ProcessorInfo = { mode: 'live', card: false };

function pageData(given: PaymentsData) {
  const payments = { processor: LIVE, ...given };
  document.getElementById('sf-server-render')?.remove();
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'sf-server-render';
  element.textContent = JSON.stringify({ data: { services_payments: { payments } } });
  document.body.append(element);
  resetAreaDataForTests();
  resetServerActionForTests();
}

/** The store's answer to the lookup in `address`. */
function answered(address: string, kind: 'citations' | 'property' | 'business', answer: LookupAnswer) {
  const search = new URL(address, 'http://localhost').searchParams;
  pageData({ [kind]: { key: lookupKey(kind, search), answer } });
}

const citation = (id: string, amountCents: number, overrides: Partial<PayableItem> = {}): PayableItem =>
  ({
    kind: 'citation',
    id,
    violation: id.endsWith('1234') ? 'Parking Violation - Expired Meter' : 'Speeding - 15 mph over limit',
    issuedOn: id.endsWith('1234') ? '2024-11-15' : '2024-12-02',
    location: id.endsWith('1234') ? '400 block of Main Street' : 'Oak Avenue & 5th Street',
    amountCents,
    status: 'Outstanding',
    ...overrides,
  }) as PayableItem;

const samples = (): PayableItem[] => [citation('TRF-2024-001234', 7500), citation('TRF-2024-005678', 15000)];

const bill = (
  installment: string,
  id: string,
  status: 'Outstanding' | 'Paid' = 'Outstanding',
): PayableItem => ({
  kind: 'property-tax',
  id,
  propertyId: '123-456-789',
  taxYear: 2024,
  installment,
  address: '742 Evergreen Terrace',
  amountCents: 245000,
  dueOn: installment === 'First Half' ? '2025-03-31' : '2025-09-30',
  status,
  ...(status === 'Paid' ? { paid: { on: '2026-11-02' } } : {}),
});

const PLATE_LOOKUP = '/pay-fines?citation=&plate=ABC1234&last-name=Simpson';

/** The store's answer to a payment, as the page server gives it to the browser's action. */
const recorded = (_body: URLSearchParams, url: string) => ({
  status: 'done',
  location: `${url.replace('/pay/', '/paid/').replace(/\?.*$/, '')}?receipt=PAY-2026-000042`,
});

async function setup(path = '/pay-fines') {
  jest.useFakeTimers();
  server = answerForms(recorded);
  // The server renders every payments page with its processor.
  if (!document.getElementById('sf-server-render')) pageData({});
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  rendered = await renderPage(routes, path);
  return { user };
}

/** Where the router is now: path and query. */
const address = () => {
  const { pathname, search } = rendered.router.state.location;
  return `${pathname}${search}`;
};

beforeEach(() => resetPaidInVisitForTests());

afterEach(() => {
  server.restore();
  jest.useRealTimers();
  document.getElementById('sf-server-render')?.remove();
  resetAreaDataForTests();
  resetServerActionForTests();
  sessionStorage.clear();
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

const results = (name = 'Citations Found') => screen.getByRole('region', { name });

describe('PaymentsPage', () => {
  it('shows the hero, the security and fee alert, the three tabs and no results yet', async () => {
    await setup();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Pay Fines & Taxes');
    expect(screen.getByRole('note')).toHaveTextContent('2.9%');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Lookup & Pay',
      'Property Taxes',
      'Business Fees',
    ]);
    expect(screen.queryByRole('heading', { name: 'Citations Found' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Citation Number')).toHaveAttribute('placeholder', 'e.g., TRF-2024-001234');
    expect(screen.queryByText(/JavaScript|not available/)).not.toBeInTheDocument();
  });

  it('lists every payment method and its fee', async () => {
    await setup();
    const info = screen.getByRole('region', { name: 'Payment Information' });
    for (const method of paymentMethods) {
      expect(within(info).getByText(method.label)).toBeInTheDocument();
      expect(within(info).getByText(method.fee)).toBeInTheDocument();
    }
  });

  it('makes the citation lookup a GET form the browser sends itself, with short names of its own', async () => {
    await setup('/traffic-fines');
    const form = screen.getByRole('button', { name: 'Look Up Citations' }).closest('form')!;
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/traffic-fines');
    expect(screen.getByLabelText('Citation Number')).toHaveAttribute('name', 'citation');
    expect(screen.getByLabelText('License Plate')).toHaveAttribute('name', 'plate');
    expect(screen.getByLabelText('Last Name')).toHaveAttribute('name', 'last-name');
    // Not taken over by the router: the browser loads the lookup's address, which the server renders.
    const submitted = fireEvent.submit(form);
    expect(submitted).toBe(true);
    expect(address()).toBe('/traffic-fines');
    expect(JSON.parse(sessionStorage.getItem('springfield:payments:looked-up') ?? '{}').key).toBe(
      JSON.stringify(['citations', '', '', '']),
    );
  });

  it("shows the store's citations for the lookup's address, without moving focus there", async () => {
    answered(PLATE_LOOKUP, 'citations', { status: 'found', items: samples() });
    await setup(PLATE_LOOKUP);
    const found = results();
    expect(screen.getByLabelText('License Plate')).toHaveValue('ABC1234');
    expect(screen.getByLabelText('Last Name')).toHaveValue('Simpson');
    expect(within(found).getByRole('heading', { name: 'TRF-2024-001234' })).toBeInTheDocument();
    expect(within(found).getByText('Parking Violation - Expired Meter')).toBeInTheDocument();
    expect(within(found).getByText('November 15, 2024 · 400 block of Main Street')).toBeInTheDocument();
    expect(within(found).getByText('$75.00')).toBeInTheDocument();
    expect(within(found).getByText('$150.00')).toBeInTheDocument();
    expect(within(found).getByText('$225.00')).toBeInTheDocument();
    expect(within(found).getAllByText('Outstanding')).toHaveLength(2);
    expect(within(found).getAllByRole('link', { name: /^Pay Now/ })).toHaveLength(2);
    await act(async () => {
      jest.advanceTimersByTime(10);
    });
    expect(within(found).getByRole('heading', { name: 'Citations Found' })).not.toHaveFocus();
  });

  it('moves focus to the results on the page a lookup loaded', async () => {
    answered(PLATE_LOOKUP, 'citations', { status: 'not-found' });
    sessionStorage.setItem(
      'springfield:payments:looked-up',
      JSON.stringify({ key: JSON.stringify(['citations', '', 'ABC1234', 'Simpson']), at: Date.now() }),
    );
    await setup(PLATE_LOOKUP);
    await act(async () => {
      jest.advanceTimersByTime(10);
    });
    expect(screen.getByRole('heading', { name: 'No Citations Found' })).toHaveFocus();
    expect(sessionStorage.getItem('springfield:payments:looked-up')).toBeNull();
  });

  it('shows a paid citation as Paid, with no Pay Now, and counts only what is due', async () => {
    answered(PLATE_LOOKUP, 'citations', {
      status: 'found',
      items: [
        citation('TRF-2024-001234', 7500, { status: 'Paid', paid: { on: '2026-11-26' } }),
        samples()[1],
      ],
    });
    await setup(PLATE_LOOKUP);
    const found = results();
    expect(within(found).getByText('Paid', { selector: '.sf-badge' })).toBeInTheDocument();
    expect(within(found).getByText('Paid on November 26, 2026')).toBeInTheDocument();
    expect(within(found).queryByRole('link', { name: 'Pay Now for citation TRF-2024-001234' })).toBeNull();
    expect(
      within(found).getByRole('link', { name: 'Pay Now for citation TRF-2024-005678' }),
    ).toBeInTheDocument();
    expect(within(found).getByText('Total Amount Due:').querySelector('strong')).toHaveTextContent('$150.00');
  });

  it('says nothing is due, with no Pay All, when every citation found is paid', async () => {
    const paid = { status: 'Paid', paid: { on: '2026-11-26' } } as const;
    answered(PLATE_LOOKUP, 'citations', {
      status: 'found',
      items: [citation('TRF-2024-001234', 7500, paid), citation('TRF-2024-005678', 15000, paid)],
    });
    await setup(PLATE_LOOKUP);
    expect(within(results()).getByText('Nothing is due: every citation found is paid.')).toBeInTheDocument();
    expect(within(results()).queryByRole('link')).toBeNull();
    expect(within(results()).getByText('$0.00')).toBeInTheDocument();
  });

  it('says clearly when nothing matched, quoting what was typed, which stays in the form', async () => {
    const lookup = '/pay-fines?citation=TRF-2024-999999&plate=&last-name=';
    answered(lookup, 'citations', { status: 'not-found' });
    await setup(lookup);
    const region = screen.getByRole('region', { name: 'No Citations Found' });
    expect(region).toHaveTextContent(
      'No citation has the number “TRF-2024-999999”. Check the number printed on your citation (it looks like TRF-2024-001234), or search by license plate and last name.',
    );
    expect(within(region).getByRole('link', { name: '(555) 123-4567' })).toHaveAttribute(
      'href',
      'tel:5551234567',
    );
    expect(screen.getByLabelText('Citation Number')).toHaveValue('TRF-2024-999999');
  });

  it('asks for what a lookup needs', async () => {
    const lookup = '/pay-fines?citation=&plate=ABC1234&last-name=';
    answered(lookup, 'citations', { status: 'incomplete' });
    await setup(lookup);
    expect(screen.getByRole('region', { name: 'No Citations Found' })).toHaveTextContent(
      'Enter both the license plate and the last name, or a citation number, to look up citations.',
    );
  });

  it('says when a lookup could not be made now, with a way to try again', async () => {
    await setup(PLATE_LOOKUP);
    const region = screen.getByRole('region', { name: 'Lookup Not Available' });
    expect(within(region).getByRole('link', { name: 'Try the lookup again' })).toHaveAttribute(
      'href',
      PLATE_LOOKUP,
    );
    expect(screen.queryByRole('region', { name: 'Citations Found' })).toBeNull();
  });

  it("makes each Pay button a link to its payment's address, Pay All with its lookup", async () => {
    answered(PLATE_LOOKUP, 'citations', { status: 'found', items: samples() });
    await setup(PLATE_LOOKUP);
    expect(
      within(results()).getByRole('link', { name: 'Pay Now for citation TRF-2024-001234' }),
    ).toHaveAttribute('href', '/pay-fines/pay/TRF-2024-001234?citation=&plate=ABC1234&last-name=Simpson');
    expect(within(results()).getByRole('link', { name: 'Pay All Citations' })).toHaveAttribute(
      'href',
      '/pay-fines/pay/all?citation=&plate=ABC1234&last-name=Simpson',
    );
    const quick = screen.getByRole('region', { name: 'Quick Pay Options' });
    expect(
      within(quick)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/pay-fines/pay/traffic', '/pay-fines/pay/property', '/pay-fines/pay/business']);
  });

  it('pays one citation in the dialog at its address: the toast has its receipt, and it shows as Paid', async () => {
    answered(PLATE_LOOKUP, 'citations', { status: 'found', items: samples() });
    const { user } = await setup(PLATE_LOOKUP);
    await user.click(screen.getByRole('link', { name: 'Pay Now for citation TRF-2024-001234' }));
    const dialog = await findDialog();
    expect(address()).toBe('/pay-fines/pay/TRF-2024-001234?citation=&plate=ABC1234&last-name=Simpson');
    // The page under the dialog is the one it was opened from, results included.
    expect(screen.getByRole('heading', { name: 'Citations Found', hidden: true })).toBeInTheDocument();
    expect(
      within(dialog).getByText('Citation TRF-2024-001234: Parking Violation - Expired Meter'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('$75.00')).toBeInTheDocument();
    expect(within(dialog).getByText('$2.18')).toBeInTheDocument();
    expect(within(dialog).getByText('$77.18')).toBeInTheDocument();
    await payWith(user);
    const toast = await findToast('Payment Successful');
    expect(toast).toHaveTextContent(
      'Your payment of $77.18 has been processed successfully. Receipt number: PAY-2026-000042.',
    );
    expect(server.sent.map((form) => [form.url, form.body.get('method')])).toEqual([
      ['http://localhost/pay-fines/pay/TRF-2024-001234?citation=&plate=ABC1234&last-name=Simpson', 'debit'],
    ]);
    await waitFor(() => expect(address()).toBe(PLATE_LOOKUP));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      within(results()).queryByRole('link', { name: 'Pay Now for citation TRF-2024-001234' }),
    ).toBeNull();
    expect(within(results()).getByText('Paid', { selector: '.sf-badge' })).toBeInTheDocument();
    expect(within(results()).getByText('Total Amount Due:').querySelector('strong')).toHaveTextContent(
      '$150.00',
    );
    await act(async () => {
      jest.advanceTimersByTime(500);
    });
    // Its Pay Now is gone: focus goes to the results, not the page top.
    expect(screen.getByRole('heading', { name: 'Citations Found' })).toHaveFocus();
  });

  it('pays all citations and then clears the results and the lookup from the address', async () => {
    const lookup = '/pay-bills?citation=&plate=ABC1234&last-name=Simpson';
    answered(lookup, 'citations', { status: 'found', items: samples() });
    const { user } = await setup(lookup);
    await user.click(screen.getByRole('link', { name: 'Pay All Citations' }));
    const dialog = await findDialog();
    expect(within(dialog).getByText('All Citations (2)')).toBeInTheDocument();
    expect(within(dialog).getByText('$231.53')).toBeInTheDocument();
    expect(address()).toBe('/pay-fines/pay/all?citation=&plate=ABC1234&last-name=Simpson');
    await payWith(user, 'Electronic Check (ACH)');
    const toast = await findToast('Payment Successful');
    expect(toast).toHaveTextContent('Your payment of $231.53 has been processed successfully.');
    expect(server.sent[0].body.get('items')).toBe('TRF-2024-001234,TRF-2024-005678');
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Citations Found' })).not.toBeInTheDocument(),
    );
    expect(address()).toBe('/pay-bills');
  });

  it('opens the dialog for a quick pay option, whose payment marks nothing paid', async () => {
    answered(PLATE_LOOKUP, 'citations', { status: 'found', items: samples() });
    const { user } = await setup(PLATE_LOOKUP);
    const quick = screen.getByRole('region', { name: 'Quick Pay Options' });
    expect(within(quick).getByText('$2,450')).toBeInTheDocument();
    expect(within(quick).getByText('$125')).toBeInTheDocument();
    expect(within(quick).getByText('$175')).toBeInTheDocument();
    await user.click(within(quick).getByRole('link', { name: 'Pay Now for Traffic Citation' }));
    const dialog = await findDialog();
    expect(address()).toBe('/pay-fines/pay/traffic');
    expect(within(dialog).getByText('$128.63')).toBeInTheDocument();
    await payWith(user);
    expect(await findToast('Payment Successful')).toHaveTextContent('Receipt number: PAY-2026-000042.');
    await waitFor(() => expect(address()).toBe(PLATE_LOOKUP));
    expect(within(results()).getAllByText('Outstanding')).toHaveLength(2);
  });

  it('renders no dialog until a Pay button is pressed, and Cancel goes back without paying', async () => {
    const { user } = await setup();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const quick = screen.getByRole('region', { name: 'Quick Pay Options' });
    await user.click(within(quick).getByRole('link', { name: 'Pay Now for Property Tax' }));
    const dialog = await findDialog();
    expect(within(dialog).getByText('$2,521.05')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(address()).toBe('/pay-fines');
    expect(screen.queryByText('Payment Successful')).not.toBeInTheDocument();
    expect(server.sent).toHaveLength(0);
  });

  it('Property Taxes: fields, tax years, and the bills found at the lookup address, with Pay All Bills', async () => {
    const lookup = '/pay-fines?tab=property&property=123-456-789&year=2024&owner=Simpson';
    answered(lookup, 'property', {
      status: 'found',
      items: [bill('First Half', 'PT-2024-123456789-1', 'Paid'), bill('Second Half', 'PT-2024-123456789-2')],
    });
    await setup(lookup);
    expect(screen.getByRole('tab', { name: 'Property Taxes' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Property ID Number')).toHaveValue('123-456-789');
    const year = screen.getByRole('combobox', { name: 'Tax Year' });
    expect(
      within(year)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['2024', '2023', '2022']);
    const found = results('Property Tax Bills Found');
    expect(within(found).getByRole('heading', { name: '2024 Property Tax, First Half' })).toBeInTheDocument();
    expect(within(found).getAllByText('Property 123-456-789 · 742 Evergreen Terrace')).toHaveLength(2);
    expect(within(found).getByText('Paid on November 2, 2026')).toBeInTheDocument();
    expect(
      within(found).getByRole('link', {
        name: 'Pay Now for the 2024 second half property tax of property 123-456-789',
      }),
    ).toHaveAttribute(
      'href',
      '/pay-fines/pay/PT-2024-123456789-2?tab=property&property=123-456-789&year=2024&owner=Simpson',
    );
    expect(within(found).getByRole('link', { name: 'Pay All Bills' })).toHaveAttribute(
      'href',
      '/pay-fines/pay/all?tab=property&property=123-456-789&year=2024&owner=Simpson',
    );
  });

  it('Property Taxes: what was typed stays, and the not-found message quotes it safely', async () => {
    const lookup =
      '/pay-fines?tab=property&property=&year=2023&owner=%3Cimg+src%3Dx+onerror%3Dalert%281%29%3E';
    answered(lookup, 'property', { status: 'incomplete' });
    await setup(lookup);
    expect(screen.getByLabelText('Property Owner Name')).toHaveValue('<img src=x onerror=alert(1)>');
    expect(screen.getByLabelText('Tax Year')).toHaveValue('2023');
    expect(screen.getByRole('region', { name: 'No Property Tax Bill Found' })).toHaveTextContent(
      "Enter the property ID number and the property owner's name to look up a tax bill.",
    );
    expect(document.querySelector('img')).toBeNull();
  });

  it('keeps what was typed in a tab when the visitor switches tabs and back', async () => {
    const { user } = await setup();
    await user.type(screen.getByLabelText('Citation Number'), 'TRF-2024-001234');
    await user.click(screen.getByRole('tab', { name: 'Property Taxes' }));
    await user.type(screen.getByLabelText('Property ID Number'), '123-456-789');
    await user.click(screen.getByRole('tab', { name: 'Lookup & Pay' }));
    expect(screen.getByLabelText('Citation Number')).toHaveValue('TRF-2024-001234');
    await user.click(screen.getByRole('tab', { name: 'Property Taxes' }));
    expect(screen.getByLabelText('Property ID Number')).toHaveValue('123-456-789');
  });

  it('Business Fees: fields, fee types, and what the lookup of a license finds', async () => {
    const lookup = '/pay-fines?tab=business&license=BLN-2024-0001&business=Corner+Bakery&fee=Inspection+Fee';
    answered(lookup, 'business', {
      status: 'found',
      items: [
        {
          kind: 'business-fee',
          id: 'BF-2024-0102',
          licenseNumber: 'BLN-2024-0001',
          businessName: 'Corner Bakery',
          feeType: 'Inspection Fee',
          description: 'Food safety inspection, December 2024',
          amountCents: 8500,
          dueOn: '2025-01-15',
          status: 'Outstanding',
        },
      ],
    });
    const { user } = await setup(lookup);
    const type = screen.getByRole('combobox', { name: 'Fee Type' });
    expect(type).toHaveAttribute('name', 'fee');
    expect(type).toHaveValue('Inspection Fee');
    const found = results('Business Fees Found');
    expect(within(found).getByText('Food safety inspection, December 2024')).toBeInTheDocument();
    expect(
      within(found).getByText('License BLN-2024-0001 · Corner Bakery · Due January 15, 2025'),
    ).toBeInTheDocument();
    await user.click(
      within(found).getByRole('link', { name: 'Pay Now for the Inspection fee BF-2024-0102' }),
    );
    const dialog = await findDialog();
    expect(
      within(dialog).getByText(
        'Inspection Fee, License BLN-2024-0001: Food safety inspection, December 2024',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('$87.47')).toBeInTheDocument();
  });

  it('opens a lookup tab at its address with what was looked up, a select on one of its options', async () => {
    await setup('/pay-fines?tab=business&license=BLN-1&business=Corner+Bakery&fee=Nope');
    expect(screen.getByRole('tab', { name: 'Business Fees' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Business License Number')).toHaveValue('BLN-1');
    expect(screen.getByLabelText('Business Name')).toHaveValue('Corner Bakery');
    expect(screen.getByLabelText('Fee Type')).toHaveValue('Business License');
    expect(screen.queryByText(/Online .* lookup is not available yet/)).not.toBeInTheDocument();
  });
});

describe("a payment's own page", () => {
  const oneCitation = (status: 'Outstanding' | 'Paid' = 'Outstanding') =>
    pageData({
      payment: {
        item: 'TRF-2024-005678',
        key: '',
        items: [
          citation('TRF-2024-005678', 15000, status === 'Paid' ? { status, paid: { on: '2026-11-26' } } : {}),
        ],
      },
    });

  it("is the Complete Payment form for the store's record, a POST to its address, with a link back", async () => {
    oneCitation();
    await setup('/pay-fines/pay/TRF-2024-005678');
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

  it('says what is already paid, with no form', async () => {
    oneCitation('Paid');
    await setup('/pay-fines/pay/TRF-2024-005678');
    const card = screen.getByRole('region', { name: 'Already Paid' });
    expect(card).toHaveTextContent('Citation TRF-2024-005678 was paid on November 26, 2026: nothing is due.');
    expect(screen.queryByRole('button', { name: 'Pay Now' })).toBeNull();
  });

  it("shows the server's refusal (409) with the method kept, when it was paid meanwhile", async () => {
    oneCitation('Paid');
    const message = 'Citation TRF-2024-005678 was already paid on November 26, 2026: nothing was charged.';
    pageAnsweredByServer('services-payments:payment', {
      status: 'invalid',
      values: { method: 'ach', items: '' },
      problems: [{ field: 'payment', message }],
    });
    // The page's data element is one: put the store's data back beside the outcome.
    const element = document.getElementById('sf-server-render')!;
    element.textContent = JSON.stringify({
      ...JSON.parse(element.textContent ?? '{}'),
      data: {
        services_payments: {
          payments: {
            payment: {
              item: 'TRF-2024-005678',
              key: '',
              items: [citation('TRF-2024-005678', 15000, { status: 'Paid', paid: { on: '2026-11-26' } })],
            },
          },
        },
      },
    });
    resetAreaDataForTests();
    await setup('/pay-fines/pay/TRF-2024-005678');
    const summary = screen.getByRole('alert');
    expect(summary).toHaveFocus();
    expect(within(summary).getByRole('link', { name: message })).toHaveAttribute('href', '#payment-item');
    expect(screen.getByRole('radio', { name: 'Electronic Check (ACH)' })).toBeChecked();
  });

  it('says when the payment cannot be looked up now', async () => {
    await setup('/pay-fines/pay/TRF-2024-005678');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Complete Payment');
    expect(screen.getByRole('region', { name: 'Payment Not Available' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      '/pay-fines/pay/TRF-2024-005678',
    );
    expect(screen.queryByRole('button', { name: 'Pay Now' })).toBeNull();
  });

  it('pays with the toast and its receipt, and goes back to the payment page', async () => {
    const { user } = await setup('/pay-fines/pay/business');
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'PayPal' }));
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    await act(async () => {
      jest.advanceTimersByTime(2000);
    });
    const toast = await findToast('Payment Successful');
    expect(toast).toHaveTextContent(
      'Your payment of $180.08 has been processed successfully. Receipt number: PAY-2026-000042.',
    );
    await waitFor(() => expect(address()).toBe('/pay-fines'));
  });

  it("starts from the server's outcome on a page it answered 422", async () => {
    pageAnsweredByServer('services-payments:payment', {
      status: 'invalid',
      values: { method: '', items: '' },
      problems: [{ field: 'method', message: 'Choose a payment method.' }],
    });
    await setup('/pay-fines/pay/traffic');
    const summary = screen.getByRole('alert');
    expect(summary).toHaveFocus();
    expect(within(summary).getByRole('link', { name: 'Choose a payment method.' })).toHaveAttribute(
      'href',
      '#payment-method',
    );
    expect(screen.getByRole('group', { name: 'Payment Method' })).toHaveAttribute('aria-invalid', 'true');
    expect(document.title).toBe('Error: Complete Payment | City of Springfield');
  });

  it.each([
    ['an address that names no payment', '/pay-fines/pay/TRF-0000', undefined],
    ['a record the store does not hold', '/pay-fines/pay/TRF-2024-999999', 'TRF-2024-999999'],
  ])('says Payment Not Found for %s', async (_what, path, item) => {
    if (item) pageData({ payment: { item, key: '', notFound: true } });
    await setup(path);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Payment Not Found');
    expect(screen.getByRole('link', { name: /Back to Pay Fines & Taxes/ })).toHaveAttribute(
      'href',
      '/pay-fines',
    );
  });
});

describe("a payment's confirmation", () => {
  const receipt: Receipt = {
    number: 'PAY-2026-000042',
    lines: [
      {
        kind: 'citation',
        id: 'TRF-2024-001234',
        label: 'Citation TRF-2024-001234: Parking Violation - Expired Meter',
        amountCents: 7500,
      },
    ],
    amountCents: 7500,
    feeCents: 218,
    totalCents: 7718,
    method: 'debit',
    paidAt: '2026-11-26T15:05:00Z',
  };

  it("says the spec's words with the total charged, and the receipt the store recorded", async () => {
    pageData({ receipt });
    await setup('/pay-fines/paid/TRF-2024-001234?receipt=PAY-2026-000042');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Payment Successful');
    const panel = screen.getByRole('status');
    expect(panel).toHaveTextContent('Your payment of $77.18 has been processed successfully.');
    expect(panel).toHaveTextContent('Receipt number: PAY-2026-000042');
    expect(panel).toHaveTextContent('Citation TRF-2024-001234: Parking Violation - Expired Meter');
    expect(panel).toHaveTextContent('Debit Card');
    expect(panel).toHaveTextContent('November 26, 2026, 9:05 AM');
    expect(screen.getByRole('link', { name: 'Back to Pay Fines & Taxes' })).toHaveAttribute(
      'href',
      '/pay-fines',
    );
  });

  it('is not found for a receipt the store does not hold, and not available when it could not be read', async () => {
    pageData({ receipt: { number: 'PAY-2026-999999', notFound: true } });
    await setup('/pay-fines/paid/TRF-2024-001234?receipt=PAY-2026-999999');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Payment Not Found');
    rendered.unmount();
    server.restore();
    document.getElementById('sf-server-render')?.remove();
    resetAreaDataForTests();
    await setup('/pay-fines/paid/TRF-2024-001234?receipt=PAY-2026-000042');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Receipt Not Available');
  });

  it("keeps a Quick Pay option's confirmation without a receipt; any other needs one", async () => {
    await setup('/pay-fines/paid/business');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your payment of $180.08 has been processed successfully.',
    );
    rendered.unmount();
    server.restore();
    await setup('/pay-fines/paid/TRF-2024-001234');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Payment Not Found');
  });
});
