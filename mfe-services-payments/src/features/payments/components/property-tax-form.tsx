import { TextField, Select } from '@springfield/shared';
import { useId, useState, type FormEvent } from 'react';
import { placeholders, taxYears } from '../data/payments';
import { UnavailableLookupNote } from './unavailable-lookup-note';
import { Button, Card } from '@springfield/shared';
import { NoScriptAlternative } from '@springfield/shared';

/** Property ID Number, Tax Year, Property Owner Name. */
export function PropertyTaxForm() {
  const id = useId();
  const [propertyId, setPropertyId] = useState('');
  const [year, setYear] = useState<string>(taxYears[0]);
  const [owner, setOwner] = useState('');
  const [looked, setLooked] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setLooked(true);
  };

  return (
    <Card as="section" className="sp-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="sp-card__title">
        Property Tax Payment
      </h2>
      <form onSubmit={submit} className="sp-form-grid">
        <NoScriptAlternative />
        <TextField
          id={`${id}-property`}
          label="Property ID Number"
          value={propertyId}
          placeholder={placeholders.propertyId}
          onChange={setPropertyId}
        />
        <Select id={`${id}-year`} label="Tax Year" options={taxYears} value={year} onChange={setYear} />
        <TextField
          id={`${id}-owner`}
          label="Property Owner Name"
          value={owner}
          placeholder={placeholders.ownerName}
          onChange={setOwner}
        />
        <div className="sp-form-grid__actions">
          <Button type="submit" variant="primary">
            Look Up Property Tax Bill
          </Button>
        </div>
      </form>
      <UnavailableLookupNote what="property tax" shown={looked} />
    </Card>
  );
}
