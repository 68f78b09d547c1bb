import { Button, Card, Select, TextField } from '@springfield/shared';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Form } from 'react-router-dom';
import type { LookupFormSpec } from '../data/payments';
import { markLookUp } from '../hooks/use-focus-after-lookup';
import { storeText } from '../utils/item-text';
import { fieldValue } from '../utils/lookups';

export interface LookupFormProps extends LookupFormSpec {
  /** The page's path the lookup's address is on. */
  action: string;
  /** The page's query: a lookup's address fills the fields with what was looked up. */
  search: URLSearchParams;
}

/**
 * A lookup tab of Pay Fines & Taxes (Property Taxes, Business Fees): its fields and button. A GET form:
 * /pay-fines?tab=property&property=…&year=…&owner=… is the lookup's address, which the site's server renders
 * with what the store finds for it (with script too: the browser loads the address), on that tab.
 */
export function LookupForm({ tab, kind, title, fields, submitLabel, action, search }: LookupFormProps) {
  const intl = useIntl();
  const id = useId();
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((field) => [field.key, fieldValue(field, search)])),
  );

  return (
    <Card as="section" className="sp-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="sp-card__title">
        {title}
      </h2>
      <Form
        method="get"
        action={action}
        reloadDocument
        onSubmit={(event) => markLookUp(kind, event.currentTarget)}
        className="sp-form-grid"
      >
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
            // The value sent stays the store's (English); the resident reads its label.
            <Select
              key={key}
              {...common}
              options={options.map((option) => ({ value: option, label: storeText(option, intl) }))}
            />
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
    </Card>
  );
}
