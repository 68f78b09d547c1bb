import { Checkbox, Select, TextArea, TextField } from '@springfield/shared';
import { useEffect, useRef, type FormEvent } from 'react';
import '../../../components/form/form-layout.css';
import { bindFields, ContactFields, RequiredFieldsNote } from '../../../components/form/form-fields';
import { availabilityOptions } from '../data/volunteer-content';
import {
  volunteerControlId as controlId,
  type VolunteerApplicationState,
} from '../hooks/use-volunteer-application';
import { Button } from '@springfield/shared';

export interface VolunteerFormProps {
  opportunityTitle: string;
  state: VolunteerApplicationState;
  /** Called after the form closed (Cancel, close icon or success), to return focus to the card. */
  onClosed: () => void;
}

/** The inline application form under the chosen opportunity card. */
export function VolunteerForm({ opportunityTitle, state, onClosed }: VolunteerFormProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const field = bindFields(state, controlId);

  // The form appears far from where the visitor pressed Sign Up on a phone: move focus to its heading.
  useEffect(() => {
    headingRef.current?.focus();
  }, [opportunityTitle]);

  const close = () => {
    state.close();
    onClosed();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.submit()) onClosed();
  };

  return (
    <section className="cm-volunteer-form" aria-labelledby="volunteer-form-title">
      <div className="cm-volunteer-form__head">
        <h4 id="volunteer-form-title" ref={headingRef} tabIndex={-1}>
          Volunteer Application: {opportunityTitle}
        </h4>
        <button
          type="button"
          className="cm-volunteer-form__close"
          aria-label="Close application form"
          onClick={close}
        >
          <span aria-hidden="true">✕</span>
        </button>
      </div>
      <RequiredFieldsNote className="cm-volunteer-form__note" />
      <form noValidate onSubmit={onSubmit} aria-labelledby="volunteer-form-title">
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
          <Button type="submit" variant="primary">
            Submit Application
          </Button>
          <Button onClick={close}>Cancel</Button>
        </div>
      </form>
    </section>
  );
}
