import { notify } from '@springfield/shared';
import type { VolunteerApplication } from '../../../types/content';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { fieldErrors, reportFirstProblem } from '../../../components/form/form-problems';
import { getVolunteerOpportunity } from '../data/volunteer-opportunities';
import {
  emptyVolunteerApplication,
  validateVolunteerApplication,
  volunteerSuccessMessage,
  type VolunteerField,
} from '../utils/volunteer-application';

export const volunteerControlId = (field: VolunteerField) => `volunteer-${field}`;

/**
 * The page's one application form: which opportunity it is open under, what is typed, and the inline
 * errors. Moving the form to another card keeps what is typed; only a successful submit clears it.
 */
export function useVolunteerApplication() {
  const [openId, setOpenId] = useState<string | null>(null);
  const [values, setValues] = useState<VolunteerApplication>(emptyVolunteerApplication);
  const [errors, setErrors] = useState<Partial<Record<VolunteerField, string>>>({});

  const update = <K extends VolunteerField>(field: K, value: VolunteerApplication[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const open = (id: string) => {
    setOpenId(id);
  };

  const close = () => {
    setOpenId(null);
    setErrors({});
  };

  /** Returns true when the application was accepted. */
  const submit = (): boolean => {
    const problems = validateVolunteerApplication(values);
    // The inline errors must be in the page before focus moves, so the field is read with its error.
    flushSync(() => setErrors(fieldErrors(problems)));
    if (reportFirstProblem(problems, volunteerControlId)) return false;
    const title = getVolunteerOpportunity(openId ?? '')?.title ?? 'this opportunity';
    notify({
      title: 'Volunteer Application Submitted!',
      description: volunteerSuccessMessage(title),
      variant: 'success',
    });
    setValues(emptyVolunteerApplication);
    setErrors({});
    setOpenId(null);
    return true;
  };

  return { openId, values, errors, update, open, close, submit };
}

export type VolunteerApplicationState = ReturnType<typeof useVolunteerApplication>;
