import { useEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useIntl } from 'react-intl';
import { useFetcher } from 'react-router-dom';
import {
  Button,
  ErrorSummary,
  SubmissionKey,
  TextField,
  notify,
  useFormOutcome,
  type FormOutcome,
} from '@springfield/shared';
import { newsMessages } from '../messages';
import {
  emptyNewsletterForm,
  NEWSLETTER_PATH,
  validateNewsletter,
  type NewsletterForm,
} from '../utils/newsletter-form';

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
  const fetcher = useFetcher<FormOutcome<NewsletterForm>>({ key: 'newsletter' });
  const outcome = useFormOutcome<NewsletterForm>(fetcher.data);
  const sentInvalid = outcome?.status === 'invalid' ? outcome : undefined;
  const [email, setEmail] = useState(() => (sentInvalid?.values ?? emptyNewsletterForm).email);
  const [error, setError] = useState(() => sentInvalid?.problems[0]?.message);
  const busy = fetcher.state !== 'idle';
  // The sign-up's submission key is drawn anew after each accepted sign-up (SubmissionKey's round).
  const [round, setRound] = useState(0);

  // The answer to a sign-up made here (not one this box reported before it was shown again).
  const answer = fetcher.data;
  const reported = useRef(answer);
  useEffect(() => {
    if (!answer || answer === reported.current) return;
    reported.current = answer;
    if (answer.status === 'done') {
      notify({
        title: intl.formatMessage(newsMessages.successTitle),
        description: intl.formatMessage(newsMessages.successMessage),
        variant: 'success',
      });
      setEmail('');
      setError(undefined);
      setRound((current) => current + 1);
    } else if (answer.status === 'invalid') {
      setError(answer.problems[0]?.message);
    } else {
      notify({
        title: intl.formatMessage(newsMessages.failedTitle),
        description: intl.formatMessage(newsMessages.failedMessage),
        variant: 'destructive',
      });
    }
  }, [answer, intl]);

  // Checked here first (inline error, focus on the field); a valid address goes on to the route's action.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const [problem] = validateNewsletter({ email }, intl);
    flushSync(() => setError(problem?.message));
    if (!problem && !busy) return;
    event.preventDefault();
    document.getElementById(NEWSLETTER_EMAIL_ID)?.focus();
  };

  return (
    <section className="ne-newsletter" aria-labelledby="newsletter-title">
      <h2 id="newsletter-title">{intl.formatMessage(newsMessages.newsletterTitle)}</h2>
      <p>{intl.formatMessage(newsMessages.newsletterText)}</p>
      {sentInvalid ? <ErrorSummary problems={sentInvalid.problems} controlId={controlId} /> : null}
      <fetcher.Form
        method="post"
        action={NEWSLETTER_PATH}
        className="ne-newsletter__form"
        noValidate
        onSubmit={onSubmit}
      >
        <SubmissionKey round={round} />
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
          value={email}
          error={error}
          onChange={(value) => {
            setEmail(value);
            setError(undefined);
          }}
        />
        <Button className="ne-newsletter__submit" variant="primary" size="large" type="submit" loading={busy}>
          {intl.formatMessage(newsMessages.subscribe)}
        </Button>
      </fetcher.Form>
    </section>
  );
}
