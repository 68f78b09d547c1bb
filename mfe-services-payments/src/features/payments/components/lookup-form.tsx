import { Button, Card, NoScriptAlternative, Select, TextField } from '@springfield/shared';
import { useId, useState, type FormEvent } from 'react';
import type { LookupFormSpec } from '../data/payments';
import { UnavailableLookupNote } from './unavailable-lookup-note';

/**
 * A lookup tab of Pay Fines & Taxes (Property Taxes, Business Fees): its fields, and the note the lookup
 * button shows (the lookup itself is not online yet).
 */
export function LookupForm({ title, fields, submitLabel, what }: LookupFormSpec) {
  const id = useId();
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((field) => [field.key, field.options?.[0] ?? ''])),
  );
  const [looked, setLooked] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setLooked(true);
  };

  return (
    <Card as="section" className="sp-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="sp-card__title">
        {title}
      </h2>
      <form onSubmit={submit} className="sp-form-grid">
        <NoScriptAlternative />
        {fields.map(({ key, label, placeholder, options }) => {
          const common = {
            id: `${id}-${key}`,
            label,
            value: values[key] ?? '',
            onChange: (value: string) => setValues((current) => ({ ...current, [key]: value })),
          };
          return options ? (
            <Select key={key} {...common} options={options} />
          ) : (
            <TextField key={key} {...common} placeholder={placeholder} />
          );
        })}
        <div className="sp-form-grid__actions">
          <Button type="submit" variant="primary">
            {submitLabel}
          </Button>
        </div>
      </form>
      <UnavailableLookupNote what={what} shown={looked} />
    </Card>
  );
}
