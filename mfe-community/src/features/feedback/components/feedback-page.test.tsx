import { findToast, renderWithRouter } from '@springfield/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { feedbackCategories } from '../data/feedback-content';
import { FEEDBACK_SUCCESS_MESSAGE } from '../utils/feedback-form';
import { FeedbackPage } from './feedback-page';

describe('FeedbackPage', () => {
  it('shows the form with its anchor, every category and the sidebar', () => {
    renderWithRouter(<FeedbackPage />);
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
    renderWithRouter(<FeedbackPage />);
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
    renderWithRouter(<FeedbackPage />);
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
    renderWithRouter(<FeedbackPage />);
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
    renderWithRouter(<FeedbackPage />);
    await user.click(screen.getByRole('checkbox', { name: 'Submit anonymously' }));
    await user.selectOptions(screen.getByLabelText('Category'), 'suggestion');
    await user.type(screen.getByLabelText(/Your Message/), 'More benches, please.');
    await user.click(screen.getByRole('button', { name: 'Submit Feedback' }));

    const toast = await findToast('Feedback Submitted Successfully!');
    expect(toast).toHaveTextContent(FEEDBACK_SUCCESS_MESSAGE);
    expect(screen.getByRole('checkbox', { name: 'Submit anonymously' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'I would like a follow-up response' })).toBeChecked();
    expect(screen.getByLabelText(/Your Message/)).toHaveValue('');
    expect(screen.getByLabelText('Category')).toHaveValue('');
  });

  it('accepts signed feedback with an e-mail', async () => {
    const user = userEvent.setup();
    renderWithRouter(<FeedbackPage />);
    await user.type(screen.getByLabelText(/Email Address/), 'ana@example.com');
    await user.type(screen.getByLabelText(/Your Message/), 'Thanks for the new crosswalk.');
    await user.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    await findToast('Feedback Submitted Successfully!');
    expect(screen.getByLabelText(/Email Address/)).toHaveValue('');
  });
});
