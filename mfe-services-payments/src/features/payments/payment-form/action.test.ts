/** @jest-environment node */
import type { ActionFunctionArgs } from 'react-router-dom';
import { paymentAction, validatePayment } from './action';
import type { CitationItem } from '../data/payment-records';
import { paymentStore, type PaymentRequest, type PayOutcome } from './store';

/** A citation the store found already paid (no day recorded). */
const paidCitation: CitationItem = {
  kind: 'citation',
  id: 'TRF-2024-001234',
  amountCents: 7500,
  status: 'Paid',
  violation: 'Parking Violation - Expired Meter',
  issuedOn: '2024-11-15',
  location: 'Main St & 5th Ave',
};

/** The route action as the page server runs it for a form posted to /pay-fines/pay/{item}[?query]. */
function post(item: string, fields: Record<string, string>, query = '') {
  const request = new Request(`http://localhost/pay-fines/pay/${item}${query}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
  });
  const args = {
    request,
    url: new URL(request.url),
    pattern: '/pay-fines/pay/:item',
    params: { item },
    context: {},
  };
  return paymentAction(args as ActionFunctionArgs);
}

interface DataResult {
  data: {
    status: string;
    values: { method: string; items: string; card: string };
    problems?: { field: string; message: string }[];
  };
  init: { status: number } | null;
}

/** The payments store as the action reaches it: what it was asked, and what it answers. */
let asked: { request: PaymentRequest; key: string | undefined }[];
let answer: PayOutcome;

beforeEach(() => {
  asked = [];
  answer = { status: 'paid', receipt: 'PAY-2026-000123' };
  paymentStore.set({
    processor: { mode: 'live', card: false },
    pay: async (request, key) => {
      asked.push({ request, key });
      return answer;
    },
  });
});

describe('paymentAction on the server', () => {
  it.each<Record<string, string>>([{}, { method: '' }, { method: 'bitcoin' }])(
    'answers 422 without an accepted method (%p), at once, asking the store nothing',
    async (fields) => {
      const started = Date.now();
      const result = (await post('TRF-2024-001234', fields)) as unknown as DataResult;
      expect(result.init?.status).toBe(422);
      expect(result.data).toEqual({
        status: 'invalid',
        values: { method: fields.method ?? '', items: '', card: '' },
        problems: [{ field: 'method', message: 'Choose a payment method.' }],
      });
      // The spec's 2 s of processing are the browser's: the server answers at once.
      expect(Date.now() - started).toBeLessThan(1000);
      expect(asked).toEqual([]);
    },
  );

  it.each([
    ['TRF-2024-005678', 'ach'],
    ['PT-2024-123456789-1', 'credit'],
    ['traffic', 'debit'],
    ['property', 'paypal'],
    ['business', 'credit'],
  ])(
    'records a payment of %s by %s and sends it to its confirmation with its receipt (303)',
    async (item, method) => {
      const result = await post(item, { method, 'submission-key': 'key-1' });
      expect(result).toBeInstanceOf(Response);
      const response = result as Response;
      expect(response.status).toBe(303);
      expect(response.headers.get('Location')).toBe(`/pay-fines/paid/${item}?receipt=PAY-2026-000123`);
      expect(asked).toEqual([{ request: { item, search: '', listed: null, method }, key: 'key-1' }]);
    },
  );

  it('gives the store a Pay All with its lookup and the items the dialog showed', async () => {
    const query = '?citation=&plate=ABC1234&last-name=Simpson';
    const result = await post('all', { method: 'credit', items: 'TRF-2024-001234, TRF-2024-005678' }, query);
    expect((result as Response).headers.get('Location')).toBe('/pay-fines/paid/all?receipt=PAY-2026-000123');
    expect(asked[0].request).toEqual({
      item: 'all',
      search: query,
      listed: ['TRF-2024-001234', 'TRF-2024-005678'],
      method: 'credit',
    });
  });

  it('answers 409 with the reason, the method kept, when the store refuses (already paid)', async () => {
    answer = {
      status: 'refused',
      field: 'payment',
      rule: 'already-paid',
      paid: [paidCitation],
    };
    const result = (await post('TRF-2024-001234', { method: 'debit' })) as unknown as DataResult;
    expect(result.init?.status).toBe(409);
    expect(result.data).toEqual({
      status: 'invalid',
      values: { method: 'debit', items: '', card: '' },
      problems: [
        { field: 'payment', message: 'Citation TRF-2024-001234 was already paid: nothing was charged.' },
      ],
    });
  });

  it('answers 503 without a processor, asking the store nothing and never a receipt', async () => {
    paymentStore.set({ processor: { mode: 'none', card: false }, pay: async () => answer });
    const result = (await post('TRF-2024-001234', { method: 'credit' })) as unknown as DataResult;
    expect(result.init?.status).toBe(503);
    expect(result.data).toEqual({
      status: 'invalid',
      values: { method: '', items: '', card: '' },
      problems: [
        {
          field: 'payment',
          message:
            'Online payment is not available right now: nothing was charged. Pay in person at City Hall, by phone or by mail.',
        },
      ],
    });
  });

  it('passes the card to the store, and answers a decline with 409, the method kept and the card not', async () => {
    const store = {
      processor: { mode: 'test' as const, card: true },
      pay: async (request: PaymentRequest, key: string | undefined): Promise<PayOutcome> => {
        asked.push({ request, key });
        return { status: 'declined', reason: 'declined' };
      },
    };
    paymentStore.set(store);
    const missing = (await post('traffic', { method: 'credit' })) as unknown as DataResult;
    expect(missing.init?.status).toBe(422);
    expect(missing.data.problems).toEqual([{ field: 'card', message: 'Card Number is required.' }]);
    const result = (await post('traffic', {
      method: 'credit',
      card: '4000 0000 0000 0002',
    })) as unknown as DataResult;
    expect(asked.map((entry) => entry.request.card)).toEqual(['4000000000000002']);
    expect(result.init?.status).toBe(409);
    expect(result.data).toEqual({
      status: 'invalid',
      values: { method: 'credit', items: '', card: '' },
      problems: [
        {
          field: 'payment',
          message:
            'The card was declined: nothing was charged and nothing was paid. Try another card, or pay in person, by phone or by mail.',
        },
      ],
    });
    answer = { status: 'declined', reason: 'not-test-card' };
    store.pay = async () => answer;
    const real = (await post('traffic', {
      method: 'credit',
      card: '5555555555554444',
    })) as unknown as DataResult;
    expect(real.data.problems?.[0].message).toBe(
      'This is not a test card: nothing was charged. In test mode, use 4242 4242 4242 4242 (accepted) or 4000 0000 0000 0002 (declined).',
    );
  });

  it('answers 404 for a payment the store does not hold', async () => {
    answer = { status: 'not-found' };
    await expect(post('TRF-2024-999999', { method: 'credit' })).rejects.toMatchObject({ status: 404 });
  });

  it.each(['TRF-0000', 'parking', '%3Cscript%3E'])(
    'answers 404 for %s, which is no payment, without asking the store',
    async (item) => {
      const result = (await post(item, { method: 'credit' })) as unknown as DataResult;
      expect(result.init?.status).toBe(404);
      expect(result.data.status).toBe('failed');
      expect(asked).toEqual([]);
    },
  );
});

describe('validatePayment', () => {
  it('takes each of the four methods', () => {
    for (const method of ['credit', 'debit', 'ach', 'paypal'])
      expect(validatePayment({ method })).toEqual([]);
  });
});
