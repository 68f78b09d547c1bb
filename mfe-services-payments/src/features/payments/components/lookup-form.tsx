import { Button, Card, Select, TextField } from '@springfield/shared';
import { useId, useState, type FormEvent } from 'react';
import { Form } from 'react-router-dom';
import type { LookupField, LookupFormSpec } from '../data/payments';
import { UnavailableLookupNote } from './unavailable-lookup-note';

export interface LookupFormProps extends LookupFormSpec {
  /** The page's path the lookup's address is on. */
  action: string;
  /** The page's query: a lookup's address fills the fields with what was looked up, and shows the note. */
  search: URLSearchParams;
  /** A lookup is about to be made with this button (focus stays on it). */
  onLookUp?: (button: HTMLElement | null) => void;
}

/** A field's value in the address, or its start (a select's first option); a select keeps only its options. */
function initialValue(field: LookupField, search: URLSearchParams): string {
  const sent = search.get(field.key);
  if (!field.options) return sent ?? '';
  return sent !== null && field.options.includes(sent) ? sent : field.options[0];
}

/**
 * A lookup tab of Pay Fines & Taxes (Property Taxes, Business Fees): its fields, and the note the lookup
 * shows (the lookup itself is not online yet). A GET form: /pay-fines?tab=property&property=…&year=…&owner=…
 * is the lookup's address, and the page shows the note there, on the server too.
 */
export function LookupForm({
  tab,
  title,
  fields,
  submitLabel,
  what,
  action,
  search,
  onLookUp,
}: LookupFormProps) {
  const id = useId();
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((field) => [field.key, initialValue(field, search)])),
  );
  const looked = fields.some((field) => search.has(field.key));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    onLookUp?.(submitter instanceof HTMLElement ? submitter : null);
  };

  return (
    <Card as="section" className="sp-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="sp-card__title">
        {title}
      </h2>
      <Form method="get" action={action} preventScrollReset onSubmit={submit} className="sp-form-grid">
        {/* The lookup's address opens this tab. */}
        <input type="hidden" name="tab" value={tab} />
        {fields.map(({ key, label, placeholder, options }) => {
          const common = {
            id: `${id}-${key}`,
            name: key,
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
      </Form>
      <UnavailableLookupNote what={what} shown={looked} />
    </Card>
  );
}
