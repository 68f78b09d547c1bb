import {
  Button,
  Card,
  Checkbox,
  ErrorSummary,
  Select,
  SubmissionKey,
  TextArea,
  TextField,
  notify,
  useActionForm,
} from '@springfield/shared';
import type { FeedbackForm } from '../../types/content';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import '../../components/form/form-layout.css';
import { bindFields, ContactFields, RequiredFieldsNote } from '../../components/form/form-fields';
import { fieldProblems, reportFirstProblem } from '../../components/form/form-problems';
import { feedbackCategoriesIn } from './content';
import { feedbackMessages as m } from './messages';
import { FEEDBACK_PATH } from './addresses';
import { defaultFeedbackForm, validateFeedback, type FeedbackField } from './schema';

export const feedbackControlId = (field: FeedbackField) => `feedback-${field}`;
const controlId = feedbackControlId;

/** The feedback form; Home links to its anchor, /feedback#feedback-form. */
export function FeedbackFormCard() {
  const intl = useIntl();
  const form = useActionForm<FeedbackForm, FeedbackForm, ReturnType<typeof validateFeedback>[number]>({
    key: 'feedback',
    empty: () => defaultFeedbackForm,
    validate: (values) => validateFeedback(values, intl),
    fieldsOf: fieldProblems,
    controlId: (name) => controlId(name as FeedbackField),
    // The first failed check's toast (the spec's words) and focus on its field.
    onCheckFailed: (problems) => reportFirstProblem(problems, controlId),
    // Anonymous feedback asks for no e-mail: ticking it clears the e-mail's error.
    clears: (name) => (name === 'anonymous' ? ['email'] : [name]),
    onDone: () =>
      notify({
        title: intl.formatMessage(m.successTitle),
        description: intl.formatMessage(m.successMessage),
        variant: 'success',
      }),
    onFailed: () =>
      notify({
        title: intl.formatMessage(m.failedTitle),
        description: intl.formatMessage(m.failedMessage),
        variant: 'destructive',
      }),
  });
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
        <h2 id="feedback-form-title">{intl.formatMessage(m.formTitle)}</h2>
        <RequiredFieldsNote className="cm-feedback-form__note" />
        <Checkbox
          {...field.check('anonymous')}
          label={intl.formatMessage(m.anonymous)}
          hint={intl.formatMessage(m.anonymousHint)}
        />
        {values.anonymous ? null : (
          <fieldset className="cm-feedback-form__group">
            <legend>{intl.formatMessage(m.contactLegend)}</legend>
            <div className="cm-form-row">
              <ContactFields bind={field.text} />
            </div>
          </fieldset>
        )}
        <div className="cm-form-row">
          <Select
            {...field.text('category')}
            label={intl.formatMessage(m.category)}
            placeholder={intl.formatMessage(m.categoryPlaceholder)}
            options={feedbackCategoriesIn(intl)}
          />
          <TextField {...field.text('subject')} label={intl.formatMessage(m.subject)} />
        </div>
        <TextArea
          {...field.text('message')}
          label={intl.formatMessage(m.message)}
          required
          rows={6}
          hint={intl.formatMessage(m.messageHint)}
        />
        {values.anonymous ? null : (
          <div className="cm-feedback-form__followup">
            <Checkbox
              {...field.check('followUp')}
              label={intl.formatMessage(m.followUp)}
              className="cm-feedback-form__followup-field"
            />
            {values.followUp ? (
              <p className="cm-feedback-form__followup-note">{intl.formatMessage(m.followUpNote)}</p>
            ) : null}
          </div>
        )}
        <Button type="submit" variant="primary" disabled={form.busy}>
          {intl.formatMessage(m.submit)}
        </Button>
      </fetcher.Form>
    </Card>
  );
}
