import {
  Button,
  Card,
  Checkbox,
  NoScriptAlternative,
  Select,
  TextArea,
  TextField,
} from '@springfield/shared';
import type { FeedbackCategory } from '../../../types/content';
import type { FormEvent } from 'react';
import '../../../components/form/form-layout.css';
import { feedbackCategories } from '../data/feedback-content';
import { feedbackControlId as controlId, useFeedbackForm } from '../hooks/use-feedback-form';

/** The feedback form; Home links to its anchor, /feedback#feedback-form. */
export function FeedbackFormCard() {
  const { values, errors, update, submit } = useFeedbackForm();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit();
  };

  return (
    <Card>
      <form
        id="feedback-form"
        className="cm-feedback-form"
        noValidate
        aria-labelledby="feedback-form-title"
        onSubmit={onSubmit}
      >
        <NoScriptAlternative />
        <h2 id="feedback-form-title">Share Your Feedback</h2>
        <p className="cm-feedback-form__note">
          Fields marked <span aria-hidden="true">*</span>
          <span className="sf-visually-hidden">with an asterisk</span> are required.
        </p>
        <Checkbox
          id={controlId('anonymous')}
          label="Submit anonymously"
          hint="We will not ask for your name or contact details, and we cannot reply to you."
          checked={values.anonymous}
          onChange={(checked) => update('anonymous', checked)}
        />
        {values.anonymous ? null : (
          <fieldset className="cm-feedback-form__group">
            <legend>Your Contact Information</legend>
            <div className="cm-form-row">
              <TextField
                id={controlId('name')}
                label="Full Name"
                autoComplete="name"
                value={values.name}
                onChange={(value) => update('name', value)}
              />
              <TextField
                id={controlId('email')}
                label="Email Address"
                type="email"
                required
                autoComplete="email"
                value={values.email}
                error={errors.email}
                onChange={(value) => update('email', value)}
              />
              <TextField
                id={controlId('phone')}
                label="Phone Number"
                type="tel"
                autoComplete="tel"
                value={values.phone}
                onChange={(value) => update('phone', value)}
              />
            </div>
          </fieldset>
        )}
        <div className="cm-form-row">
          <Select
            id={controlId('category')}
            label="Category"
            placeholder="Select a category"
            options={feedbackCategories}
            value={values.category}
            onChange={(value) => update('category', value as FeedbackCategory | '')}
          />
          <TextField
            id={controlId('subject')}
            label="Subject"
            value={values.subject}
            onChange={(value) => update('subject', value)}
          />
        </div>
        <TextArea
          id={controlId('message')}
          label="Your Message"
          required
          rows={6}
          hint="Please provide at least 10 characters."
          value={values.message}
          error={errors.message}
          onChange={(value) => update('message', value)}
        />
        {values.anonymous ? null : (
          <div className="cm-feedback-form__followup">
            <Checkbox
              id={controlId('followUp')}
              label="I would like a follow-up response"
              className="cm-feedback-form__followup-field"
              checked={values.followUp}
              onChange={(checked) => update('followUp', checked)}
            />
            {values.followUp ? (
              <p className="cm-feedback-form__followup-note">
                We will respond to your email within 3-5 business days.
              </p>
            ) : null}
          </div>
        )}
        <Button type="submit" variant="primary">
          Submit Feedback
        </Button>
      </form>
    </Card>
  );
}
