import { TextField } from '@springfield/shared';
import { useId, useState, type FormEvent } from 'react';
import { placeholders } from '../data/payments';
import { Button, Card } from '@springfield/shared';
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
    <Card as="section" className="sp-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="sp-card__title">
        Look Up Citations
      </h2>
      <p className="sp-muted sp-form__intro">Search by citation number, or by license plate and last name.</p>
      <form onSubmit={submit} className="sp-form-grid">
        <NoScriptAlternative />
        <TextField
          id={`${id}-citation`}
          label="Citation Number"
          value={citation}
          placeholder={placeholders.citation}
          onChange={setCitation}
        />
        <TextField
          id={`${id}-plate`}
          label="License Plate"
          value={plate}
          placeholder={placeholders.licensePlate}
          onChange={setPlate}
        />
        <TextField
          id={`${id}-last-name`}
          label="Last Name"
          value={lastName}
          autoComplete="family-name"
          placeholder={placeholders.lastName}
          onChange={setLastName}
        />
        <div className="sp-form-grid__actions">
          <Button type="submit" variant="primary">
            Look Up Citations
          </Button>
        </div>
      </form>
    </Card>
  );
}
