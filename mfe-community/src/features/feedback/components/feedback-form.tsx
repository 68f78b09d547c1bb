import {
  Button,
  Card,
  Checkbox,
  ErrorSummary,
  Select,
  SubmissionKey,
  TextArea,
  TextField,
} from '@springfield/shared';
import type { FormEvent } from 'react';
import '../../../components/form/form-layout.css';
import { bindFields, ContactFields, RequiredFieldsNote } from '../../../components/form/form-fields';
import { feedbackCategories } from '../data/feedback-content';
import { feedbackControlId as controlId, useFeedbackForm } from '../hooks/use-feedback-form';
import { FEEDBACK_PATH } from '../utils/feedback-addresses';
import type { FeedbackField } from '../utils/feedback-form';

/** The feedback form; Home links to its anchor, /feedback#feedback-form. */
export function FeedbackFormCard() {
  const form = useFeedbackForm();
  const { values, check, fetcher } = form;
  const field = bindFields(form, controlId);

  // Checked here first (the spec's toasts); a valid form goes on to the route's action. Without script the
  // browser posts it to the same action on the server.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!check()) event.preventDefault();
  };

  return (
    <Card>
      <fetcher.Form
        method="post"
        action={FEEDBACK_PATH}
        id="feedback-form"
        className="cm-feedback-form"
        noValidate
        aria-labelledby="feedback-form-title"
        onSubmit={onSubmit}
      >
        {form.problems ? (
          <ErrorSummary problems={form.problems} controlId={(name) => controlId(name as FeedbackField)} />
        ) : null}
        <SubmissionKey round={form.round} />
        <h2 id="feedback-form-title">Share Your Feedback</h2>
        <RequiredFieldsNote className="cm-feedback-form__note" />
        <Checkbox
          {...field.check('anonymous')}
          label="Submit anonymously"
          hint="We will not ask for your name or contact details, and we cannot reply to you."
        />
        {values.anonymous ? null : (
          <fieldset className="cm-feedback-form__group">
            <legend>Your Contact Information</legend>
            <div className="cm-form-row">
              <ContactFields bind={field.text} />
            </div>
          </fieldset>
        )}
        <div className="cm-form-row">
          <Select
            {...field.text('category')}
            label="Category"
            placeholder="Select a category"
            options={feedbackCategories}
          />
          <TextField {...field.text('subject')} label="Subject" />
        </div>
        <TextArea
          {...field.text('message')}
          label="Your Message"
          required
          rows={6}
          hint="Please provide at least 10 characters."
        />
        {values.anonymous ? null : (
          <div className="cm-feedback-form__followup">
            <Checkbox
              {...field.check('followUp')}
              label="I would like a follow-up response"
              className="cm-feedback-form__followup-field"
            />
            {values.followUp ? (
              <p className="cm-feedback-form__followup-note">
                We will respond to your email within 3-5 business days.
              </p>
            ) : null}
          </div>
        )}
        <Button type="submit" variant="primary" disabled={form.busy}>
          Submit Feedback
        </Button>
      </fetcher.Form>
    </Card>
  );
}
