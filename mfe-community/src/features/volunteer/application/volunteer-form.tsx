import {
  Button,
  ButtonLink,
  Checkbox,
  ErrorSummary,
  Select,
  SubmissionKey,
  TextArea,
  TextField,
} from '@springfield/shared';
import { useEffect, useRef, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import '../../../components/form/form-layout.css';
import { bindFields, ContactFields, RequiredFieldsNote } from '../../../components/form/form-fields';
import type { VolunteerOpportunity } from '../../../types/content';
import { availabilityOptionsIn } from '../data/volunteer-content';
import { volunteerMessages as m } from '../messages';
import { volunteerControlId as controlId, type VolunteerApplicationState } from './use-volunteer-application';
import { VOLUNTEER_PATH, volunteerApplyPath } from './addresses';
import type { VolunteerField } from './schema';

export interface VolunteerFormProps {
  /** The opportunity in the page's language (its title names the form). */
  opportunity: VolunteerOpportunity;
  state: VolunteerApplicationState;
  /**
   * Opened by the page's own address (the first page the visitor loaded) rather than by a Sign Up on it: the
   * browser puts focus on the form's heading as the page loads (it is far down the page), not the script
   * later, when the visitor may already be typing in it.
   */
  openedByAddress: boolean;
}

/**
 * The inline application form under the chosen opportunity card. It posts to the card's address
 * (/volunteer/{id}/apply), whose action checks it again on the server; closing it goes back to /volunteer.
 */
export function VolunteerForm({ opportunity, state, openedByAddress }: VolunteerFormProps) {
  const intl = useIntl();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const field = bindFields(state, controlId);
  const { fetcher, problems } = state;

  // The form appears far from where the visitor pressed Sign Up on a phone: move focus to its heading.
  useEffect(() => {
    if (!openedByAddress) headingRef.current?.focus();
  }, [opportunity.id, openedByAddress]);

  // Checked here first (the spec's toasts); a valid form goes on to the route's action. Without script the
  // browser posts it to the same action on the server.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!state.check()) event.preventDefault();
  };

  return (
    <section className="cm-volunteer-form" aria-labelledby="volunteer-application">
      <div className="cm-volunteer-form__head">
        <h4
          id="volunteer-application"
          ref={headingRef}
          tabIndex={-1}
          // Without script, and before it runs, the browser moves focus (and the view) to the form as the page
          // loads; an error summary takes it instead when there is one.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus={openedByAddress && !problems}
        >
          {intl.formatMessage(m.formHeading, { title: opportunity.title })}
        </h4>
        <Link
          to={VOLUNTEER_PATH}
          preventScrollReset
          className="cm-volunteer-form__close"
          aria-label={intl.formatMessage(m.closeForm)}
        >
          <span aria-hidden="true">✕</span>
        </Link>
      </div>
      <RequiredFieldsNote className="cm-volunteer-form__note" />
      <fetcher.Form
        method="post"
        action={volunteerApplyPath(opportunity.id)}
        noValidate
        onSubmit={onSubmit}
        aria-labelledby="volunteer-application"
      >
        {problems ? (
          <ErrorSummary problems={problems} controlId={(name) => controlId(name as VolunteerField)} />
        ) : null}
        <SubmissionKey round={state.round} />
        <div className="cm-form-row">
          <ContactFields bind={field.text} nameRequired />
          <Select
            {...field.text('availability')}
            label={intl.formatMessage(m.availability)}
            placeholder={intl.formatMessage(m.availabilityPlaceholder)}
            options={availabilityOptionsIn(intl)}
          />
        </div>
        <TextArea {...field.text('experience')} label={intl.formatMessage(m.experience)} rows={3} />
        <TextArea {...field.text('motivation')} label={intl.formatMessage(m.motivation)} rows={3} />
        <TextField
          {...field.text('emergencyContact')}
          label={intl.formatMessage(m.emergencyContact)}
          hint={intl.formatMessage(m.emergencyContactHint)}
        />
        <Checkbox {...field.check('hasTransportation')} label={intl.formatMessage(m.transportation)} />
        <Checkbox {...field.check('agreeToBackground')} label={intl.formatMessage(m.background)} required />
        <div className="cm-form-actions">
          <Button type="submit" variant="primary" disabled={state.busy}>
            {intl.formatMessage(m.submit)}
          </Button>
          <ButtonLink to={VOLUNTEER_PATH} preventScrollReset>
            {intl.formatMessage(m.cancel)}
          </ButtonLink>
        </div>
      </fetcher.Form>
    </section>
  );
}
