import { useId, useState, type FormEvent } from 'react';
import { placeholders, taxYears } from '../data/payments';
import { UnavailableLookupNote } from './unavailable-lookup-note';
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
    <section className="sp-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="sp-card__title">
        Property Tax Payment
      </h2>
      <form onSubmit={submit} className="sp-form-grid">
        <NoScriptAlternative />
        <div className="sp-field">
          <label htmlFor={`${id}-property`}>Property ID Number</label>
          <input
            id={`${id}-property`}
            value={propertyId}
            placeholder={placeholders.propertyId}
            onChange={(e) => setPropertyId(e.target.value)}
          />
        </div>
        <div className="sp-field">
          <label htmlFor={`${id}-year`}>Tax Year</label>
          <select id={`${id}-year`} value={year} onChange={(e) => setYear(e.target.value)}>
            {taxYears.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
        <div className="sp-field">
          <label htmlFor={`${id}-owner`}>Property Owner Name</label>
          <input
            id={`${id}-owner`}
            value={owner}
            placeholder={placeholders.ownerName}
            onChange={(e) => setOwner(e.target.value)}
          />
        </div>
        <div className="sp-form-grid__actions">
          <button type="submit" className="sf-button sf-button--primary">
            Look Up Property Tax Bill
          </button>
        </div>
      </form>
      <UnavailableLookupNote what="property tax" shown={looked} />
    </section>
  );
}
