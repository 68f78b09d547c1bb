import { Button, currentLocale, TextArea } from '@springfield/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { helpfulMessages } from '../messages';

/** The server's address for the answers (server/src/page-feedback.ts). */
export const PAGE_FEEDBACK_PATH = '/page-feedback';
/** What may follow "No" (the server refuses more). */
export const WRONG_MAX = 500;
export const PAGE_HELPFUL_ID = 'page-helpful';
/** The query parameters of the step the server sent a browser without JavaScript back to. */
export const PAGE_HELPFUL_QUERY = ['helpful', 'ref'] as const;

type Step = 'ask' | 'why' | 'thanks';
type Problem = 'later' | 'failed' | undefined;

/** The step the page's address names, after the server sent a browser without JavaScript back to it. */
function stepOf(search: string): { step: Step; reference: string } {
  const params = new URLSearchParams(search);
  const helpful = params.get('helpful');
  if (helpful === 'yes' || helpful === 'sent') return { step: 'thanks', reference: '' };
  if (helpful === 'no') return { step: 'why', reference: params.get('ref') ?? '' };
  return { step: 'ask', reference: '' };
}

/** The page's query without the question's own parameters, for the server to send the visitor back to. */
function pageSearch(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('helpful');
  params.delete('ref');
  return params.toString();
}

/**
 * "Was this page helpful?" at the end of every page (issue 44), as GOV.UK asks it: Yes or No, then, after No,
 * an optional box for what was wrong, which asks for no personal data. Plain forms to the site's server: without
 * JavaScript the server sends the visitor back to the page with the next step in its address; with it, the
 * answer is sent in the background and the next step shown in place. Each answer is counted for the page and the
 * area that owns it, and shown on that area's staff pages.
 */
export function PageHelpful() {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  const language = currentLocale();
  const initial = stepOf(search);
  const [step, setStep] = useState<Step>(initial.step);
  const [reference, setReference] = useState(initial.reference);
  const [wrong, setWrong] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem>();
  // After an answer sent in the background, focus goes to what replaced the button pressed (the box, or thanks).
  const answered = useRef(false);
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!answered.current) return;
    answered.current = false;
    const target = section.current?.querySelector<HTMLElement>('textarea, [role="status"]');
    if (target?.getAttribute('role') === 'status') target.tabIndex = -1;
    target?.focus();
  }, [step, problem]);
  // A new page asks again; the address's step (a visitor without JavaScript sent back) is the page's own. Not
  // on the first render, whose state came from the address (and whose box may hold words typed before the
  // script ran).
  const shownFor = useRef(`${pathname}?${search}`);
  useEffect(() => {
    if (shownFor.current === `${pathname}?${search}`) return;
    shownFor.current = `${pathname}?${search}`;
    const next = stepOf(search);
    setStep(next.step);
    setReference(next.reference);
    setWrong('');
    setProblem(undefined);
  }, [pathname, search]);

  const hidden = (
    <>
      <input type="hidden" name="page" value={pathname} />
      <input type="hidden" name="language" value={language} />
      <input type="hidden" name="search" value={pageSearch(search)} />
    </>
  );

  /** Sends the form in the background; the browser posts it itself if fetch is not there. */
  const send = async (
    event: FormEvent<HTMLFormElement>,
    fields: Record<string, string>,
    after: (body: { ref?: string }) => void,
  ) => {
    if (typeof fetch !== 'function') return;
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const response = await fetch(PAGE_FEEDBACK_PATH, {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          page: pathname,
          language,
          search: pageSearch(search),
          ...fields,
        }).toString(),
      });
      answered.current = true;
      if (response.status === 429) setProblem('later');
      else if (!response.ok) setProblem('failed');
      else {
        setProblem(undefined);
        after((await response.json()) as { ref?: string });
      }
    } catch {
      answered.current = true;
      setProblem('failed');
    } finally {
      setBusy(false);
    }
  };

  const answer = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const chosen = submitter?.value;
    // Without the button pressed (an old browser), the browser posts the form itself.
    if (chosen !== 'yes' && chosen !== 'no') return;
    void send(event, { answer: chosen }, (body) => {
      if (chosen === 'no') {
        setReference(body.ref ?? '');
        setStep('why');
      } else setStep('thanks');
    });
  };

  const problemText = problem ? (
    <p role="alert" className="sh-helpful__problem">
      {intl.formatMessage(problem === 'later' ? helpfulMessages.later : helpfulMessages.failed)}
    </p>
  ) : null;

  return (
    <section
      ref={section}
      id={PAGE_HELPFUL_ID}
      className="sh-helpful"
      aria-labelledby={`${PAGE_HELPFUL_ID}-title`}
    >
      <div className="sf-container sh-helpful__inner">
        {step === 'ask' ? (
          <form method="post" action={PAGE_FEEDBACK_PATH} className="sh-helpful__ask" onSubmit={answer}>
            {hidden}
            <h2 id={`${PAGE_HELPFUL_ID}-title`} className="sh-helpful__title">
              {intl.formatMessage(helpfulMessages.question)}
            </h2>
            <div className="sh-helpful__buttons">
              <Button type="submit" name="answer" value="yes" disabled={busy}>
                {intl.formatMessage(helpfulMessages.yes)}
              </Button>
              <Button type="submit" name="answer" value="no" disabled={busy}>
                {intl.formatMessage(helpfulMessages.no)}
              </Button>
            </div>
            {problemText}
          </form>
        ) : null}
        {step === 'why' ? (
          <form
            method="post"
            action={PAGE_FEEDBACK_PATH}
            className="sh-helpful__why"
            onSubmit={(event) => void send(event, { ref: reference, wrong }, () => setStep('thanks'))}
          >
            {hidden}
            <input type="hidden" name="ref" value={reference} />
            <h2 id={`${PAGE_HELPFUL_ID}-title`} className="sh-helpful__title">
              {intl.formatMessage(helpfulMessages.sorry)}
            </h2>
            <TextArea
              id={`${PAGE_HELPFUL_ID}-wrong`}
              name="wrong"
              label={intl.formatMessage(helpfulMessages.whatWrong)}
              hint={intl.formatMessage(helpfulMessages.noPersonalData, { max: WRONG_MAX })}
              value={wrong}
              onChange={setWrong}
              maxLength={WRONG_MAX}
              rows={3}
              className="sh-helpful__box"
            />
            {problemText}
            <Button type="submit" variant="primary" disabled={busy}>
              {intl.formatMessage(helpfulMessages.send)}
            </Button>
          </form>
        ) : null}
        {step === 'thanks' ? (
          <p id={`${PAGE_HELPFUL_ID}-title`} role="status" className="sh-helpful__thanks">
            {intl.formatMessage(helpfulMessages.thanks)}
          </p>
        ) : null}
      </div>
    </section>
  );
}
