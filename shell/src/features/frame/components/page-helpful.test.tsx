import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/render-app';

jest.mock('../../remotes/federation', () => ({
  loadFederatedModule: jest.fn(() => Promise.reject(new Error('remotes are not part of this test'))),
  resetRemote: jest.fn(() => true),
  reloadPage: jest.fn(),
}));

async function open(path: string) {
  renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
}

const question = () => screen.getByRole('region', { name: 'Was this page helpful?' });

function answering(responses: { status: number; body: unknown }[]) {
  const sent: URLSearchParams[] = [];
  const fetchMock = jest.fn(async (_url: string, init: RequestInit) => {
    sent.push(new URLSearchParams(String(init.body)));
    const { status, body } = responses.shift() ?? { status: 500, body: {} };
    return { status, ok: status < 400, json: async () => body } as Response;
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return { sent, fetchMock };
}

describe('PageHelpful', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('asks on every page with a form the server takes without JavaScript, naming the page and its language', async () => {
    await open('/contact?from=footer');
    const form = within(question()).getByRole('button', { name: 'Yes' }).closest('form') as HTMLFormElement;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/page-feedback');
    expect(Object.fromEntries(new FormData(form))).toEqual({
      page: '/contact',
      language: 'en',
      search: 'from=footer',
    });
    expect(within(question()).getByRole('button', { name: 'No' })).toHaveAttribute('value', 'no');
  });

  it('Yes: thanks in place, focus on the thanks', async () => {
    const { sent } = answering([{ status: 201, body: {} }]);
    await open('/contact');
    const region = question();
    await userEvent.click(within(region).getByRole('button', { name: 'Yes' }));
    const thanks = await within(region).findByRole('status');
    // The region is named by where it stands now.
    expect(region).toHaveAccessibleName('Thank you for your feedback.');
    expect(thanks).toHaveTextContent('Thank you for your feedback.');
    expect(thanks).toHaveFocus();
    expect(Object.fromEntries(sent[0])).toEqual({
      page: '/contact',
      language: 'en',
      search: '',
      answer: 'yes',
    });
  });

  it('No: an optional box that asks for no personal data, sent with the answer’s reference; typing is kept when sending fails', async () => {
    const { sent } = answering([
      { status: 201, body: { ref: 'r1' } },
      { status: 503, body: {} },
    ]);
    await open('/contact');
    await userEvent.click(within(question()).getByRole('button', { name: 'No' }));
    const box = await screen.findByRole('textbox', { name: 'What was wrong with this page? (optional)' });
    expect(box).toHaveFocus();
    expect(box).toHaveAccessibleDescription(/Do not include personal information/);
    expect(box).toHaveAttribute('maxlength', '500');
    await userEvent.type(box, 'The opening hours are wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(Object.fromEntries(sent[1])).toMatchObject({ ref: 'r1', wrong: 'The opening hours are wrong' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your answer could not be sent. Please try again.',
    );
  });

  it('shows the step the server sent a browser without JavaScript back to', async () => {
    await open('/contact?helpful=no&ref=abc');
    const form = screen.getByRole('button', { name: 'Send' }).closest('form') as HTMLFormElement;
    expect(new FormData(form).get('ref')).toBe('abc');
    expect(new FormData(form).get('search')).toBe('');
  });

  it('says when the connection sent too many answers', async () => {
    answering([{ status: 429, body: {} }]);
    await open('/contact');
    await userEvent.click(within(question()).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please try again later.');
  });
});
