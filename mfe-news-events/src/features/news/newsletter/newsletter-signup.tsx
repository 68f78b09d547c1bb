import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button, ErrorSummary, SubmissionKey, TextField, notify, useActionForm } from '@springfield/shared';
import { newsMessages } from '../messages';
import { emptyNewsletterForm, NEWSLETTER_PATH, validateNewsletter, type NewsletterForm } from './schema';

/** The e-mail field's id: the newsroom's Subscribe moves focus to it. */
export const NEWSLETTER_EMAIL_ID = 'newsletter-email';

const controlId = () => NEWSLETTER_EMAIL_ID;

/**
 * The newsletter box: its form goes to the route action of /news (with or without script). With script, a
 * success toast and the field cleared; without, the server's confirmation page. An e-mail address that is
 * missing or does not look like one is said inline (and in the error summary when the server found it).
 */
export function NewsletterSignup() {
  const intl = useIntl();
  const form = useActionForm<NewsletterForm>({
    key: 'newsletter',
    empty: () => emptyNewsletterForm,
    validate: (values) => validateNewsletter(values, intl),
    controlId,
    onDone: () =>
      notify({
        title: intl.formatMessage(newsMessages.successTitle),
        description: intl.formatMessage(newsMessages.successMessage),
        variant: 'success',
      }),
    onFailed: () =>
      notify({
        title: intl.formatMessage(newsMessages.failedTitle),
        description: intl.formatMessage(newsMessages.failedMessage),
        variant: 'destructive',
      }),
  });
  const { fetcher, busy } = form;

  // Checked here first (inline error, focus on the field); a valid address goes on to the route's action.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (form.check() && !busy) return;
    event.preventDefault();
    document.getElementById(NEWSLETTER_EMAIL_ID)?.focus();
  };

  return (
    <section className="ne-newsletter" aria-labelledby="newsletter-title">
      <h2 id="newsletter-title">{intl.formatMessage(newsMessages.newsletterTitle)}</h2>
      <p>{intl.formatMessage(newsMessages.newsletterText)}</p>
      {form.problems ? <ErrorSummary problems={form.problems} controlId={controlId} /> : null}
      <fetcher.Form
        method="post"
        action={NEWSLETTER_PATH}
        className="ne-newsletter__form"
        noValidate
        onSubmit={onSubmit}
      >
        <SubmissionKey round={form.round} />
        <TextField
          id={NEWSLETTER_EMAIL_ID}
          name="email"
          label={intl.formatMessage(newsMessages.emailLabel)}
          hideLabel
          className="ne-newsletter__field"
          inputClassName="ne-newsletter__email"
          type="email"
          autoComplete="email"
          placeholder={intl.formatMessage(newsMessages.emailPlaceholder)}
          value={form.values.email}
          error={form.errors.email}
          onChange={(value) => form.update('email', value)}
        />
        <Button className="ne-newsletter__submit" variant="primary" size="large" type="submit" loading={busy}>
          {intl.formatMessage(newsMessages.subscribe)}
        </Button>
      </fetcher.Form>
    </section>
  );
}
