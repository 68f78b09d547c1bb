import { answerForms, findToast, type SentForm } from '@springfield/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { feedbackCategories } from './content';
import { FEEDBACK_SUCCESS_MESSAGE } from './schema';
import { routes } from '../../routes';
import { renderPage } from '../../testing/render-page';

const renderFeedback = () => renderPage(routes, '/feedback');

describe('FeedbackPage', () => {
  let server: { sent: SentForm[]; restore: () => void };
  beforeEach(() => {
    server = answerForms();
  });
  afterEach(() => server.restore());

  it('shows the form with its anchor, every category and the sidebar', async () => {
    await renderFeedback();
    const form = screen.getByRole('form', { name: 'Share Your Feedback' });
    expect(form).toHaveAttribute('id', 'feedback-form');
    const options = within(screen.getByLabelText('Category')).getAllByRole('option');
    expect(options.slice(1).map((o) => [o.getAttribute('value'), o.textContent])).toEqual(
      feedbackCategories.map((c) => [c.value, c.label]),
    );
    for (const title of ['Be Specific', 'Be Constructive', 'Be Respectful']) {
      expect(screen.getByText(title)).toBeInTheDocument();
    }
    expect(screen.getByRole('region', { name: 'Other Ways to Contact Us' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '911' })).toHaveAttribute('href', 'tel:911');
  });

  it('starts with follow-up on and its note, and hides the contact fields when anonymous', async () => {
    const user = userEvent.setup();
    await renderFeedback();
    const followUp = screen.getByRole('checkbox', { name: 'I would like a follow-up response' });
    expect(followUp).toBeChecked();
    expect(screen.getByText(/within 3-5 business days/)).toBeInTheDocument();
    await user.click(followUp);
    expect(screen.queryByText(/within 3-5 business days/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Submit anonymously' }));
    for (const label of [/Full Name/, /Email Address/, /Phone Number/]) {
      expect(screen.queryByLabelText(label)).not.toBeInTheDocument();
    }
    expect(
      screen.queryByRole('checkbox', { name: 'I would like a follow-up response' }),
    ).not.toBeInTheDocument();
  });

  it('asks for the message first, keeping everything typed', async () => {
    const user = userEvent.setup();
    await renderFeedback();
    const long = 'x'.repeat(10000);
    await user.type(screen.getByLabelText('Subject'), '<b>hi</b> 🎉');
    await user.click(screen.getByLabelText(/Full Name/));
    await user.paste(long);
    await user.click(screen.getByRole('button', { name: 'Submit Feedback' }));

    const toast = await findToast('Message Required');
    expect(toast).toHaveTextContent('Please provide your feedback message.');
    const message = screen.getByLabelText(/Your Message/);
    expect(message).toHaveFocus();
    expect(message).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Subject')).toHaveValue('<b>hi</b> 🎉');
    expect(screen.getByLabelText(/Full Name/)).toHaveValue(long);
  });

  it('then asks for the e-mail when not anonymous', async () => {
    const user = userEvent.setup();
    await renderFeedback();
    await user.type(screen.getByLabelText(/Your Message/), 'The park lights are out.');
    await user.click(screen.getByRole('button', { name: 'Submit Feedback' }));

    const toast = await findToast('Email Required');
    expect(toast).toHaveTextContent('Please provide your email address for follow-up.');
    const email = screen.getByLabelText(/Email Address/);
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription('Please provide your email address for follow-up.');
    expect(screen.getByLabelText(/Your Message/)).toHaveValue('The park lights are out.');
  });

  it('accepts anonymous feedback and resets to the defaults', async () => {
    const user = userEvent.setup();
    await renderFeedback();
    await user.click(screen.getByRole('checkbox', { name: 'Submit anonymously' }));
    await user.selectOptions(screen.getByLabelText('Category'), 'suggestion');
    await user.type(screen.getByLabelText(/Your Message/), 'More benches, please.');
    await user.click(screen.getByRole('button', { name: 'Submit Feedback' }));

    const toast = await findToast('Feedback Submitted Successfully!');
    expect(toast).toHaveTextContent(FEEDBACK_SUCCESS_MESSAGE);
    // Sent to the page server by the route's action, with the fields' own names and no contact details.
    expect(server.sent).toHaveLength(1);
    expect(server.sent[0].url).toMatch(/\/feedback$/);
    expect(Object.fromEntries(server.sent[0].body)).toEqual({
      'submission-key': expect.stringMatching(/^[0-9a-f]{32}$/),
      anonymous: 'on',
      category: 'suggestion',
      subject: '',
      message: 'More benches, please.',
    });
    expect(screen.getByRole('checkbox', { name: 'Submit anonymously' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'I would like a follow-up response' })).toBeChecked();
    expect(screen.getByLabelText(/Your Message/)).toHaveValue('');
    expect(screen.getByLabelText('Category')).toHaveValue('');
  });

  it('accepts signed feedback with an e-mail', async () => {
    const user = userEvent.setup();
    await renderFeedback();
    await user.type(screen.getByLabelText(/Email Address/), 'ana@example.com');
    await user.type(screen.getByLabelText(/Your Message/), 'Thanks for the new crosswalk.');
    await user.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    await findToast('Feedback Submitted Successfully!');
    expect(screen.getByLabelText(/Email Address/)).toHaveValue('');
  });

  it('sends its one-time key: the same again after a failure, a new one after an accepted feedback', async () => {
    server.restore();
    let online = false;
    server = answerForms(() => {
      if (!online) throw new Error('offline');
      return { status: 'done', location: '/feedback/thank-you' };
    });
    const user = userEvent.setup();
    await renderFeedback();
    const keyOf = (index: number) => server.sent[index]?.body.get('submission-key');
    await user.type(screen.getByLabelText(/Email Address/), 'ana@example.com');
    await user.type(screen.getByLabelText(/Your Message/), 'The park lights are out.');
    await user.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    await findToast('Feedback Not Sent');
    // The retry of the same feedback: the same key, so the city stores it once if the first did arrive.
    online = true;
    await user.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    await findToast('Feedback Submitted Successfully!');
    expect(keyOf(1)).toBe(keyOf(0));
    // The next feedback is another submission: another key.
    await user.type(screen.getByLabelText(/Email Address/), 'ana@example.com');
    await user.type(screen.getByLabelText(/Your Message/), 'The park lights are out.');
    await user.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    await waitFor(() => expect(server.sent).toHaveLength(3));
    expect(keyOf(2)).toMatch(/^[0-9a-f]{32}$/);
    expect(keyOf(2)).not.toBe(keyOf(0));
  });

  it('sends nothing while the browser finds a problem', async () => {
    const user = userEvent.setup();
    await renderFeedback();
    await user.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    await findToast('Message Required');
    expect(server.sent).toHaveLength(0);
  });

  it('keeps what was typed and says so when the feedback could not be sent', async () => {
    server.restore();
    server = answerForms(() => {
      throw new Error('offline');
    });
    const user = userEvent.setup();
    await renderFeedback();
    await user.type(screen.getByLabelText(/Email Address/), 'ana@example.com');
    await user.type(screen.getByLabelText(/Your Message/), 'The park lights are out.');
    await user.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    const toast = await findToast('Feedback Not Sent');
    expect(toast).toHaveTextContent('We could not send your feedback.');
    expect(screen.getByLabelText(/Your Message/)).toHaveValue('The park lights are out.');
  });

  it("shows the server's problems in an error summary that links to each field", async () => {
    server.restore();
    server = answerForms((body) => ({
      status: 'invalid',
      values: Object.fromEntries(body),
      problems: [{ field: 'email', message: 'Please provide your email address for follow-up.' }],
    }));
    const user = userEvent.setup();
    await renderFeedback();
    await user.type(screen.getByLabelText(/Email Address/), 'ana@example.com');
    await user.type(screen.getByLabelText(/Your Message/), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    const summary = await screen.findByRole('heading', { name: 'There is a problem' });
    expect(summary.parentElement).toHaveFocus();
    expect(
      screen.getByRole('link', { name: 'Please provide your email address for follow-up.' }),
    ).toHaveAttribute('href', '#feedback-email');
    await waitFor(() =>
      expect(screen.getByLabelText(/Email Address/)).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(document.title).toMatch(/^Error: /);
  });
});
