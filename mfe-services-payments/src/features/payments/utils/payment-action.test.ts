/** @jest-environment node */
import type { ActionFunctionArgs } from 'react-router-dom';
import { paymentAction, validatePayment } from './payment-action';

/** The route action as the page server runs it for a form posted to /pay-fines/pay/{item}. */
function post(item: string, fields: Record<string, string>) {
  const request = new Request(`http://localhost/pay-fines/pay/${item}`, {
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
  data: { status: string; values: { method: string }; problems?: { field: string; message: string }[] };
  init: { status: number } | null;
}

describe('paymentAction on the server', () => {
  it.each<Record<string, string>>([{}, { method: '' }, { method: 'bitcoin' }])(
    'answers 422 without an accepted method (%p), at once',
    async (fields) => {
      const started = Date.now();
      const result = (await post('TRF-2024-001234', fields)) as unknown as DataResult;
      expect(result.init?.status).toBe(422);
      expect(result.data).toEqual({
        status: 'invalid',
        values: { method: fields.method ?? '' },
        problems: [{ field: 'method', message: 'Choose a payment method.' }],
      });
      // The spec's 2 s of processing are the browser's: the server answers at once.
      expect(Date.now() - started).toBeLessThan(1000);
    },
  );

  it.each([
    ['TRF-2024-005678', 'ach'],
    ['all', 'credit'],
    ['traffic', 'debit'],
    ['property', 'paypal'],
    ['business', 'credit'],
  ])('sends a payment of %s by %s to its confirmation with a 303', async (item, method) => {
    const result = await post(item, { method });
    expect(result).toBeInstanceOf(Response);
    const response = result as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe(`/pay-fines/paid/${item}`);
  });

  it.each(['TRF-0000', 'parking', '%3Cscript%3E'])(
    'answers 404 for %s, which is no payment',
    async (item) => {
      const result = (await post(item, { method: 'credit' })) as unknown as DataResult;
      expect(result.init?.status).toBe(404);
      expect(result.data.status).toBe('failed');
    },
  );
});

describe('validatePayment', () => {
  it('takes each of the four methods', () => {
    for (const method of ['credit', 'debit', 'ach', 'paypal'])
      expect(validatePayment({ method })).toEqual([]);
  });
});
