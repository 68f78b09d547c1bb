/** @jest-environment node */
import type { ActionFunctionArgs } from 'react-router-dom';
import { loadMessages } from '../routes';
import { feedbackAction } from '../features/feedback';
import { volunteerApplyAction } from '../features/volunteer/application';

// An action answers in the language of the page the form was sent from: its address says which.

function post(path: string, fields: Record<string, string>, params = {}): ActionFunctionArgs {
  const url = new URL(path, 'http://localhost');
  return {
    request: new Request(url, { method: 'POST', body: new URLSearchParams(fields) }),
    url,
    pattern: path,
    params,
    context: {},
  } as ActionFunctionArgs;
}

/** The problems an invalid submission is answered with (the server's data() or the browser's outcome). */
function problemsOf(result: unknown): { field: string; message: string }[] {
  const value = result as { data?: { problems?: unknown }; problems?: unknown };
  return (value.data?.problems ?? value.problems) as { field: string; message: string }[];
}

beforeAll(async () => {
  await loadMessages('es');
  await loadMessages('zh-Hant');
});

it('answers the feedback form in Spanish on /es/feedback', async () => {
  const result = await feedbackAction(post('/es/feedback', { message: ' ' }));
  expect(problemsOf(result)).toEqual([
    { field: 'message', message: 'Escriba sus comentarios.' },
    { field: 'email', message: 'Indique su correo electrónico para que podamos darle seguimiento.' },
  ]);
});

it('answers the volunteer form in Chinese on /zh-hant/volunteer/…/apply', async () => {
  const result = await volunteerApplyAction(
    post('/zh-hant/volunteer/park-cleanup/apply', { availability: 'someday' }, { id: 'park-cleanup' }),
  );
  expect(problemsOf(result)).toEqual([
    { field: 'name', message: '請輸入您的全名。' },
    { field: 'email', message: '請輸入您的電子郵件地址。' },
    { field: 'agreeToBackground', message: '請同意接受背景調查以繼續。' },
    { field: 'availability', message: '請從清單中選擇您的可服務時間。' },
  ]);
});

it('answers in English on the English address', async () => {
  const result = await feedbackAction(post('/feedback', { message: '', anonymous: 'on' }));
  expect(problemsOf(result)).toEqual([
    { field: 'message', message: 'Please provide your feedback message.' },
  ]);
});
