import { useId, useState, type FormEvent } from 'react';
import { placeholders } from '../data/payments';
import { NoScriptAlternative } from '@springfield/shared';

export interface CitationLookupFormProps {
  onLookUp: () => void;
}

/** Citation Number, License Plate, Last Name. The spec checks none of them: any lookup finds the samples. */
export function CitationLookupForm({ onLookUp }: CitationLookupFormProps) {
  const id = useId();
  const [citation, setCitation] = useState('');
  const [plate, setPlate] = useState('');
  const [lastName, setLastName] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onLookUp();
  };

  return (
    <section className="sp-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="sp-card__title">
        Look Up Citations
      </h2>
      <p className="sp-muted sp-form__intro">Search by citation number, or by license plate and last name.</p>
      <form onSubmit={submit} className="sp-form-grid">
        <NoScriptAlternative />
        <div className="sp-field">
          <label htmlFor={`${id}-citation`}>Citation Number</label>
          <input
            id={`${id}-citation`}
            value={citation}
            placeholder={placeholders.citation}
            onChange={(e) => setCitation(e.target.value)}
          />
        </div>
        <div className="sp-field">
          <label htmlFor={`${id}-plate`}>License Plate</label>
          <input
            id={`${id}-plate`}
            value={plate}
            placeholder={placeholders.licensePlate}
            onChange={(e) => setPlate(e.target.value)}
          />
        </div>
        <div className="sp-field">
          <label htmlFor={`${id}-last-name`}>Last Name</label>
          <input
            id={`${id}-last-name`}
            value={lastName}
            autoComplete="family-name"
            placeholder={placeholders.lastName}
            onChange={(e) => setLastName(e.target.value)}
          />
        </div>
        <div className="sp-form-grid__actions">
          <button type="submit" className="sf-button sf-button--primary">
            Look Up Citations
          </button>
        </div>
      </form>
    </section>
  );
}
