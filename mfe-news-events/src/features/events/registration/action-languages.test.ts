/** @jest-environment node */
import type { ActionFunctionArgs } from 'react-router-dom';
import { eventRegisterAction } from './action';

/** The action as the page server runs it for a form posted to /{language}/events/:id/register. */
function post(prefix: string, id: string, fields: Record<string, string>) {
  const url = new URL(`http://localhost${prefix}/events/${id}/register`);
  const request = new Request(url, { method: 'POST', body: new URLSearchParams(fields) });
  const args: ActionFunctionArgs = {
    request,
    url,
    pattern: '/events/:id/register',
    params: { id },
    context: {},
  };
  return eventRegisterAction(args);
}

interface DataResult {
  data: { status: string; problems?: { field: string; message: string }[] };
  init: { status: number } | null;
}

const messagesOf = async (prefix: string, fields: Record<string, string>) =>
  ((await post(prefix, '2', fields)) as unknown as DataResult).data.problems?.map((p) => p.message);

describe('eventRegisterAction answers in the language of the request', () => {
  it('in Spanish', async () => {
    expect(await messagesOf('/es', { name: ' ', email: 'ana' })).toEqual([
      'Escriba su nombre completo.',
      'Escriba un correo electrónico válido, por ejemplo nombre@example.com.',
    ]);
  });

  it('in Chinese', async () => {
    expect(await messagesOf('/zh-hant', { name: '', email: '' })).toEqual([
      '請輸入您的全名。',
      '請輸入您的電子郵件地址。',
    ]);
  });

  it('in English, as before', async () => {
    expect(await messagesOf('', { name: '', email: '' })).toEqual([
      'Please enter your full name.',
      'Please enter your email address.',
    ]);
  });
});
