import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { resetServerActionForTests } from '@springfield/shared';
import { pageAnsweredByServer, answerForms, findToast, type SentForm } from '@springfield/shared/testing';
import { routes } from '../../../routes';
import { settle } from '../../../testing/fake-clock';
import { renderPage } from '../../../testing/render-page';

const newsletter = () => screen.getByRole('region', { name: 'Stay Informed' });
const emailBox = () => within(newsletter()).getByRole('textbox', { name: 'Email address' });
const subscribe = () => fireEvent.click(within(newsletter()).getByRole('button', { name: 'Subscribe' }));

describe('NewsletterSignup', () => {
  let server: { sent: SentForm[]; restore: () => void };
  beforeEach(() => {
    server = answerForms(() => ({ status: 'done', location: '/news/subscribed' }));
  });
  afterEach(() => {
    server.restore();
    document.getElementById('sf-server-render')?.remove();
    resetServerActionForTests();
  });

  it("posts the one field, email, to the newsroom's action", async () => {
    await renderPage(routes, '/news');
    const form = newsletter().querySelector('form') as HTMLFormElement;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/news');
    expect(emailBox()).toHaveAttribute('name', 'email');
    expect(emailBox()).toHaveAttribute('id', 'newsletter-email');
    expect(newsletter().querySelector('noscript')).toBeNull();
  });

  it('subscribes: the success toast and the box cleared, also from /newsroom', async () => {
    for (const path of ['/news', '/newsroom']) {
      const { unmount } = await renderPage(routes, path);
      fireEvent.change(emailBox(), { target: { value: 'ana@example.com' } });
      subscribe();
      const toast = await findToast('Subscription Successful!');
      expect(toast).toHaveTextContent(
        "Thank you for subscribing. Please confirm it with the link we have e-mailed you; then you'll receive the latest city news, notices and event updates in your inbox.",
      );
      await waitFor(() => expect(emailBox()).toHaveValue(''));
      unmount();
    }
    expect(server.sent.map((sent) => [new URL(sent.url).pathname, sent.body.get('email')])).toEqual([
      ['/news', 'ana@example.com'],
      ['/news', 'ana@example.com'],
    ]);
  });

  it('sends a one-time key: the same for a retry after a failure, a new one after a sign-up was accepted', async () => {
    server.restore();
    let online = false;
    server = answerForms(() => {
      if (!online) throw new Error('offline');
      return { status: 'done', location: '/news/subscribed' };
    });
    await renderPage(routes, '/news');
    fireEvent.change(emailBox(), { target: { value: 'ana@example.com' } });
    subscribe();
    await findToast('Subscription Failed');
    online = true;
    subscribe();
    await findToast('Subscription Successful!');
    await waitFor(() => expect(emailBox()).toHaveValue(''));
    fireEvent.change(emailBox(), { target: { value: 'sam@example.com' } });
    subscribe();
    await waitFor(() => expect(server.sent).toHaveLength(3));
    const keys = server.sent.map((sent) => sent.body.get('submission-key'));
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('says a missing or wrong address inline, focuses the box and sends nothing', async () => {
    await renderPage(routes, '/news');
    subscribe();
    expect(emailBox()).toHaveAttribute('aria-invalid', 'true');
    expect(emailBox()).toHaveAccessibleDescription('Please enter your email address.');
    expect(emailBox()).toHaveFocus();
    fireEvent.change(emailBox(), { target: { value: 'ana.example.com' } });
    expect(emailBox()).not.toHaveAttribute('aria-invalid');
    subscribe();
    expect(emailBox()).toHaveAccessibleDescription(
      'Please enter a valid email address, like name@example.com.',
    );
    await settle();
    expect(server.sent).toHaveLength(0);
  });

  it('keeps the address and says so when the sign-up cannot be sent', async () => {
    server.restore();
    server = answerForms(() => {
      throw new Error('offline');
    });
    await renderPage(routes, '/news');
    fireEvent.change(emailBox(), { target: { value: 'ana@example.com' } });
    subscribe();
    expect(await findToast('Subscription Failed')).toHaveTextContent(
      'Unable to complete your subscription. Please try again.',
    );
    expect(emailBox()).toHaveValue('ana@example.com');
  });

  it('starts from what the server answered to an invalid sign-up: the address, the error summary', async () => {
    pageAnsweredByServer('news-events:news', {
      status: 'invalid',
      values: { email: 'ana@' },
      problems: [{ field: 'email', message: 'Please enter a valid email address, like name@example.com.' }],
    });
    resetServerActionForTests();
    await renderPage(routes, '/news');
    expect(screen.getByRole('heading', { name: 'There is a problem' }).parentElement).toHaveFocus();
    expect(
      screen.getByRole('link', { name: 'Please enter a valid email address, like name@example.com.' }),
    ).toHaveAttribute('href', '#newsletter-email');
    expect(emailBox()).toHaveValue('ana@');
    expect(emailBox()).toHaveAttribute('aria-invalid', 'true');
  });

  it('confirms a sign-up sent without script at /news/subscribed, with the words of the toast', async () => {
    await renderPage(routes, '/news/subscribed');
    expect(screen.getByRole('heading', { level: 1, name: 'Subscription Successful!' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      "Thank you for subscribing. Please confirm it with the link we have e-mailed you; then you'll receive the latest city news, notices and event updates in your inbox.",
    );
    expect(screen.getByRole('link', { name: 'Back to Newsroom' })).toHaveAttribute('href', '/news');
  });
});
