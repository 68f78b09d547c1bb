import { notify, useActionForm, type Locale } from '@springfield/shared';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import type { VolunteerApplication } from '../../../types/content';
import { fieldProblems, reportFirstProblem } from '../../../components/form/form-problems';
import { getVolunteerOpportunity, getVolunteerOpportunityIn } from '../data/volunteer-opportunities';
import { volunteerMessages as m } from '../messages';
import { volunteerApplicationOf, type SentVolunteerApplication } from './action';
import { VOLUNTEER_PATH } from './addresses';
import {
  emptyVolunteerApplication,
  validateVolunteerApplication,
  volunteerSuccessMessage,
  type VolunteerField,
} from './schema';

export const volunteerControlId = (field: VolunteerField) => `volunteer-${field}`;

/**
 * The page's one application form (useActionForm with the application's own options): which opportunity it is
 * open under (the address says: /volunteer/{id}/apply), what is typed, the inline errors, and its submission
 * through the route's action. Moving the form to another card keeps what is typed; only a sent application
 * clears it, and closes it. A page the server rendered for an invalid submission starts from what was sent.
 */
export function useVolunteerApplication() {
  const intl = useIntl();
  const { id } = useParams();
  const openId = id !== undefined && getVolunteerOpportunity(id) ? id : null;
  const navigate = useNavigate();
  /** The opportunity of the application on its way, named by the success toast. */
  const sentFor = useRef<string | null>(null);
  const form = useActionForm<
    VolunteerApplication,
    SentVolunteerApplication,
    ReturnType<typeof validateVolunteerApplication>[number]
  >({
    key: 'volunteer',
    empty: () => emptyVolunteerApplication,
    fromSent: volunteerApplicationOf,
    validate: (values) => validateVolunteerApplication(values, intl),
    fieldsOf: fieldProblems,
    controlId: (field) => volunteerControlId(field as VolunteerField),
    // The first failed check's toast (the spec's words) and focus on its field.
    onCheckFailed: (problems) => reportFirstProblem(problems, volunteerControlId),
    // The spec's toast naming the opportunity; the sent application closes its form.
    onDone: () => {
      const title =
        getVolunteerOpportunityIn(sentFor.current ?? '', intl.locale as Locale)?.title ??
        intl.formatMessage(m.thisOpportunity);
      notify({
        title: intl.formatMessage(m.successTitle),
        description: volunteerSuccessMessage(title, intl),
        variant: 'success',
      });
      void navigate(VOLUNTEER_PATH, { replace: true, preventScrollReset: true });
    },
    onFailed: () =>
      notify({
        title: intl.formatMessage(m.failedTitle),
        description: intl.formatMessage(m.failedMessage),
        variant: 'destructive',
      }),
  });

  // Closed (close icon, Cancel, Back, or sent): the inline errors go, what is typed stays.
  const [shownFor, setShownFor] = useState(openId);
  if (shownFor !== openId) {
    setShownFor(openId);
    if (openId === null) form.clearErrors();
  }

  return {
    ...form,
    openId,
    /** The browser's own check before sending; a valid application remembers which opportunity it is for. */
    check: (): boolean => {
      if (!form.check()) return false;
      sentFor.current = openId;
      return true;
    },
  };
}

export type VolunteerApplicationState = ReturnType<typeof useVolunteerApplication>;
