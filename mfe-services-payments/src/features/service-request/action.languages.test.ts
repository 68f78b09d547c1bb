/** @jest-environment node */
import type { ActionFunctionArgs } from 'react-router-dom';
import { serviceRequestAction } from './action';
import { paymentAction } from '../payments/payment-form';

/** A form posted from a page in a language: its address carries the language's segment. */
function args(url: string, params: Record<string, string>, fields: Record<string, string>) {
  const request = new Request(url, { method: 'POST', body: new URLSearchParams(fields) });
  return { request, url: new URL(request.url), params, context: {} } as unknown as ActionFunctionArgs;
}

interface DataResult {
  data: { status: string; problems?: { field: string; message: string }[] };
  init: { status: number } | null;
}

describe('the actions answer in the language of the page the form was sent from', () => {
  it('a service request from the Spanish page: its problems in Spanish, with the fields’ Spanish labels', async () => {
    const result = (await serviceRequestAction(
      args(
        'http://localhost/es/services/pothole-report',
        { slug: 'pothole-report' },
        { location: 'Main Street', description: '', severity: 'Huge', contact: '' },
      ),
    )) as unknown as DataResult;
    expect(result.init?.status).toBe(422);
    expect(result.data.problems).toEqual([
      { field: 'description', message: 'El campo «Descripción» es obligatorio.' },
      { field: 'severity', message: 'En el campo «Gravedad», elija una de las opciones de la lista.' },
    ]);
  });

  it('a service request from the Chinese page: its problems in Chinese', async () => {
    const result = (await serviceRequestAction(
      args('http://localhost/zh-hant/services/pothole-report', { slug: 'pothole-report' }, {}),
    )) as unknown as DataResult;
    expect(result.data.problems?.[0]).toEqual({ field: 'location', message: '「地點」為必填欄位。' });
  });

  it('a payment from the Spanish page without a method: asks for one in Spanish', async () => {
    const result = (await paymentAction(
      args('http://localhost/es/pay-fines/pay/traffic', { item: 'traffic' }, { method: '' }),
    )) as unknown as DataResult;
    expect(result.data.problems).toEqual([{ field: 'method', message: 'Elija un método de pago.' }]);
  });
});
