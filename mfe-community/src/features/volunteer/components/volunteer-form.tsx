import { Checkbox, Select, TextArea, TextField } from '@springfield/shared';
import type { Availability } from '../../../types/content';
import { useEffect, useRef, type FormEvent } from 'react';
import '../../../components/form/form-layout.css';
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
  const { values, errors, update } = state;

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
      <p className="cm-volunteer-form__note">
        Fields marked <span aria-hidden="true">*</span>
        <span className="sf-visually-hidden">with an asterisk</span> are required.
      </p>
      <form noValidate onSubmit={onSubmit} aria-labelledby="volunteer-form-title">
        <div className="cm-form-row">
          <TextField
            id={controlId('name')}
            label="Full Name"
            required
            autoComplete="name"
            value={values.name}
            error={errors.name}
            onChange={(value) => update('name', value)}
          />
          <TextField
            id={controlId('email')}
            label="Email Address"
            type="email"
            required
            autoComplete="email"
            value={values.email}
            error={errors.email}
            onChange={(value) => update('email', value)}
          />
          <TextField
            id={controlId('phone')}
            label="Phone Number"
            type="tel"
            autoComplete="tel"
            value={values.phone}
            onChange={(value) => update('phone', value)}
          />
          <Select
            id={controlId('availability')}
            label="Availability"
            placeholder="Select your availability"
            options={availabilityOptions}
            value={values.availability}
            onChange={(value) => update('availability', value as Availability | '')}
          />
        </div>
        <TextArea
          id={controlId('experience')}
          label="Relevant Experience"
          rows={3}
          value={values.experience}
          onChange={(value) => update('experience', value)}
        />
        <TextArea
          id={controlId('motivation')}
          label="Why do you want to volunteer?"
          rows={3}
          value={values.motivation}
          onChange={(value) => update('motivation', value)}
        />
        <TextField
          id={controlId('emergencyContact')}
          label="Emergency Contact"
          hint="Name and phone number"
          value={values.emergencyContact}
          onChange={(value) => update('emergencyContact', value)}
        />
        <Checkbox
          id={controlId('hasTransportation')}
          label="I have reliable transportation"
          checked={values.hasTransportation}
          onChange={(checked) => update('hasTransportation', checked)}
        />
        <Checkbox
          id={controlId('agreeToBackground')}
          label="I agree to a background check if required for this role"
          required
          checked={values.agreeToBackground}
          error={errors.agreeToBackground}
          onChange={(checked) => update('agreeToBackground', checked)}
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
