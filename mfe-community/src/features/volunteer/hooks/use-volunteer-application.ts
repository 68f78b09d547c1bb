import { notify, useFormOutcome, type FormOutcome, errorsOf, type Locale } from '@springfield/shared';
import type { VolunteerApplication } from '../../../types/content';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { flushSync } from 'react-dom';
import { useFetcher, useNavigate, useParams } from 'react-router-dom';
import { fieldErrors, reportFirstProblem } from '../../../components/form/form-problems';
import { getVolunteerOpportunity, getVolunteerOpportunityIn } from '../data/volunteer-opportunities';
import { volunteerMessages as m } from '../messages';
import { VOLUNTEER_PATH } from '../utils/volunteer-addresses';
import { volunteerApplicationOf, type SentVolunteerApplication } from '../utils/volunteer-action';
import {
  emptyVolunteerApplication,
  validateVolunteerApplication,
  volunteerSuccessMessage,
  type VolunteerField,
} from '../utils/volunteer-application';

export const volunteerControlId = (field: VolunteerField) => `volunteer-${field}`;

/**
 * The page's one application form: which opportunity it is open under (the address says:
 * /volunteer/{id}/apply), what is typed, the inline errors, and its submission through the route's action (a
 * fetcher). Moving the form to another card keeps what is typed; only a sent application clears it. A page
 * the server rendered for an invalid submission starts from what was sent and its problems.
 */
export function useVolunteerApplication() {
  const intl = useIntl();
  const { id } = useParams();
  const openId = id !== undefined && getVolunteerOpportunity(id) ? id : null;
  const navigate = useNavigate();
  const fetcher = useFetcher<FormOutcome<SentVolunteerApplication>>({ key: 'volunteer' });
  const outcome = useFormOutcome<SentVolunteerApplication>(fetcher.data);
  const sentInvalid = outcome?.status === 'invalid' ? outcome : undefined;
  const [values, setValues] = useState<VolunteerApplication>(() =>
    sentInvalid ? volunteerApplicationOf(sentInvalid.values) : emptyVolunteerApplication,
  );
  const [errors, setErrors] = useState<Partial<Record<VolunteerField, string>>>(() =>
    errorsOf<VolunteerField>(sentInvalid?.problems),
  );
  /** The submission under way: a new one (and a new submission key) once the city accepted one. */
  const [round, setRound] = useState(0);
  /** The opportunity of the application on its way, named by the success toast. */
  const sentFor = useRef<string | null>(null);

  // Closed (close icon, Cancel, Back, or sent): the inline errors go, what is typed stays.
  const [shownFor, setShownFor] = useState(openId);
  if (shownFor !== openId) {
    setShownFor(openId);
    if (openId === null) setErrors({});
  }

  // The answer to a submission made here: the spec's toast; a sent application clears and closes the form.
  // Once per answer: `navigate` changes with the route (/volunteer, /volunteer/{id}/apply), the answer stays.
  const answer = fetcher.data;
  const answered = useRef<typeof answer>(undefined);
  useEffect(() => {
    if (!answer || answered.current === answer) return;
    answered.current = answer;
    if (answer.status === 'done') {
      const title =
        getVolunteerOpportunityIn(sentFor.current ?? '', intl.locale as Locale)?.title ??
        intl.formatMessage(m.thisOpportunity);
      notify({
        title: intl.formatMessage(m.successTitle),
        description: volunteerSuccessMessage(title, intl),
        variant: 'success',
      });
      setValues(emptyVolunteerApplication);
      setErrors({});
      setRound((current) => current + 1);
      void navigate(VOLUNTEER_PATH, { replace: true, preventScrollReset: true });
    } else if (answer.status === 'invalid') {
      // The server found what the browser did not: its error summary (focused) and the inline errors.
      setErrors(errorsOf<VolunteerField>(answer.problems));
    } else {
      notify({
        title: intl.formatMessage(m.failedTitle),
        description: intl.formatMessage(m.failedMessage),
        variant: 'destructive',
      });
    }
  }, [answer, navigate, intl]);

  const update = <K extends VolunteerField>(field: K, value: VolunteerApplication[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  /** The browser's own check before sending: false (toast, inline errors, focus) when something is missing. */
  const check = (): boolean => {
    const problems = validateVolunteerApplication(values, intl);
    // The inline errors must be in the page before focus moves, so the field is read with its error.
    flushSync(() => setErrors(fieldErrors(problems)));
    if (reportFirstProblem(problems, volunteerControlId)) return false;
    sentFor.current = openId;
    return true;
  };

  return {
    openId,
    fetcher,
    round,
    values,
    errors,
    update,
    check,
    busy: fetcher.state !== 'idle',
    problems: sentInvalid?.problems,
  };
}

export type VolunteerApplicationState = ReturnType<typeof useVolunteerApplication>;
