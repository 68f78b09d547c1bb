import { notify, useFormOutcome, type FormOutcome, errorsOf } from '@springfield/shared';
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { useIntl } from 'react-intl';
import { useFetcher } from 'react-router-dom';
import { withoutError, type FieldErrors } from '../../../components/form/field-errors';
import type { Service } from '../../../types/content';
import { formMessages } from '../messages';
import { requestNumberOf } from '../utils/service-request-action';
import { emptyValues, validateRequest, type RequestValues } from '../utils/validate-request';

/** A request field's control (one request form per page); its `name` is the field's own name. */
export const requestControlId = (name: string) => `request-${name}`;

/**
 * A service's request form: what is typed, the inline errors, and its submission through the route's action
 * (a fetcher). A page the server rendered for an invalid submission starts from what was sent and its problems.
 */
export function useServiceRequestForm(service: Service) {
  const intl = useIntl();
  const { fields } = service.form;
  const fetcher = useFetcher<FormOutcome<RequestValues>>();
  const outcome = useFormOutcome<RequestValues>(fetcher.data);
  const sentInvalid = outcome?.status === 'invalid' ? outcome : undefined;
  const [values, setValues] = useState<RequestValues>(() => ({
    ...emptyValues(fields),
    ...sentInvalid?.values,
  }));
  const [errors, setErrors] = useState<FieldErrors>(() => errorsOf(sentInvalid?.problems));
  /** The number of the last request accepted here (shown above the form with a link to its status). */
  const [received, setReceived] = useState<string | undefined>();
  /** Requests accepted here: each one starts a new submission key. */
  const [round, setRound] = useState(0);

  // The answer to a submission made here: the spec's words (a success toast now, not an alert) with the new
  // request's number, and the form cleared.
  const answer = fetcher.data;
  useEffect(() => {
    if (!answer) return;
    if (answer.status === 'done') {
      const id = requestNumberOf(answer.location);
      notify({
        title: intl.formatMessage(formMessages.successTitle),
        description: id
          ? intl.formatMessage(formMessages.successWithNumber, { id })
          : intl.formatMessage(formMessages.successMessage),
        variant: 'success',
      });
      setReceived(id);
      setRound((count) => count + 1);
      setValues(emptyValues(fields));
      setErrors({});
    } else if (answer.status === 'invalid') {
      // The server found what the browser did not: its error summary (focused) and the inline errors.
      setErrors(errorsOf(answer.problems));
    } else {
      notify({
        title: intl.formatMessage(formMessages.failedTitle),
        description: intl.formatMessage(formMessages.failedMessage),
        variant: 'destructive',
      });
    }
  }, [answer, fields, intl]);

  const update = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (value.trim() !== '') setErrors((current) => withoutError(current, name));
  };

  /**
   * The browser's own check before sending: false (an inline message under each field to correct, focus on
   * the first, everything typed kept) when something is missing.
   */
  const check = (): boolean => {
    const problems = validateRequest(fields, values, intl);
    // The inline errors must be in the page before focus moves, so the field is read with its error.
    flushSync(() => setErrors(errorsOf(problems)));
    if (problems.length === 0) return true;
    document.getElementById(requestControlId(problems[0].field))?.focus();
    return false;
  };

  return {
    fetcher,
    values,
    errors,
    update,
    check,
    busy: fetcher.state !== 'idle',
    received,
    round,
    problems: sentInvalid?.problems,
  };
}
