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
import { Link } from 'react-router-dom';
import '../../../components/form/form-layout.css';
import { bindFields, ContactFields, RequiredFieldsNote } from '../../../components/form/form-fields';
import type { VolunteerOpportunity } from '../../../types/content';
import { availabilityOptions } from '../data/volunteer-content';
import {
  volunteerControlId as controlId,
  type VolunteerApplicationState,
} from '../hooks/use-volunteer-application';
import { VOLUNTEER_PATH, volunteerApplyPath } from '../utils/volunteer-addresses';
import type { VolunteerField } from '../utils/volunteer-application';

export interface VolunteerFormProps {
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
          Volunteer Application: {opportunity.title}
        </h4>
        <Link
          to={VOLUNTEER_PATH}
          preventScrollReset
          className="cm-volunteer-form__close"
          aria-label="Close application form"
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
            label="Availability"
            placeholder="Select your availability"
            options={availabilityOptions}
          />
        </div>
        <TextArea {...field.text('experience')} label="Relevant Experience" rows={3} />
        <TextArea {...field.text('motivation')} label="Why do you want to volunteer?" rows={3} />
        <TextField
          {...field.text('emergencyContact')}
          label="Emergency Contact"
          hint="Name and phone number"
        />
        <Checkbox {...field.check('hasTransportation')} label="I have reliable transportation" />
        <Checkbox
          {...field.check('agreeToBackground')}
          label="I agree to a background check if required for this role"
          required
        />
        <div className="cm-form-actions">
          <Button type="submit" variant="primary" disabled={state.busy}>
            Submit Application
          </Button>
          <ButtonLink to={VOLUNTEER_PATH} preventScrollReset>
            Cancel
          </ButtonLink>
        </div>
      </fetcher.Form>
    </section>
  );
}
