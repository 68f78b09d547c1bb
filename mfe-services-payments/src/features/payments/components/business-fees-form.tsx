import { useId, useState, type FormEvent } from 'react';
import { businessFeeTypes, placeholders } from '../data/payments';
import { UnavailableLookupNote } from './unavailable-lookup-note';
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
    <section className="sp-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="sp-card__title">
        Business Fee Payment
      </h2>
      <form onSubmit={submit} className="sp-form-grid">
        <NoScriptAlternative />
        <div className="sp-field">
          <label htmlFor={`${id}-license`}>Business License Number</label>
          <input
            id={`${id}-license`}
            value={license}
            placeholder={placeholders.businessLicense}
            onChange={(e) => setLicense(e.target.value)}
          />
        </div>
        <div className="sp-field">
          <label htmlFor={`${id}-name`}>Business Name</label>
          <input
            id={`${id}-name`}
            value={name}
            placeholder={placeholders.businessName}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <div className="sp-field">
          <label htmlFor={`${id}-type`}>Fee Type</label>
          <select id={`${id}-type`} value={feeType} onChange={(e) => setFeeType(e.target.value)}>
            {businessFeeTypes.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
        <div className="sp-form-grid__actions">
          <button type="submit" className="sf-button sf-button--primary">
            Look Up Business Fees
          </button>
        </div>
      </form>
      <UnavailableLookupNote what="business fee" shown={looked} />
    </section>
  );
}
