import { TextField, Select } from '@springfield/shared';
import { useId, useState, type FormEvent } from 'react';
import { businessFeeTypes, placeholders } from '../data/payments';
import { UnavailableLookupNote } from './unavailable-lookup-note';
import { Button, Card } from '@springfield/shared';
import { NoScriptAlternative } from '@springfield/shared';

/** Business License Number, Business Name, Fee Type. */
export function BusinessFeesForm() {
  const id = useId();
  const [license, setLicense] = useState('');
  const [name, setName] = useState('');
  const [feeType, setFeeType] = useState<string>(businessFeeTypes[0]);
  const [looked, setLooked] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setLooked(true);
  };

  return (
    <Card as="section" className="sp-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="sp-card__title">
        Business Fee Payment
      </h2>
      <form onSubmit={submit} className="sp-form-grid">
        <NoScriptAlternative />
        <TextField
          id={`${id}-license`}
          label="Business License Number"
          value={license}
          placeholder={placeholders.businessLicense}
          onChange={setLicense}
        />
        <TextField
          id={`${id}-name`}
          label="Business Name"
          value={name}
          placeholder={placeholders.businessName}
          onChange={setName}
        />
        <Select
          id={`${id}-type`}
          label="Fee Type"
          options={businessFeeTypes}
          value={feeType}
          onChange={setFeeType}
        />
        <div className="sp-form-grid__actions">
          <Button type="submit" variant="primary">
            Look Up Business Fees
          </Button>
        </div>
      </form>
      <UnavailableLookupNote what="business fee" shown={looked} />
    </Card>
  );
}
