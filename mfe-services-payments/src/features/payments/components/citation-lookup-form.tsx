import { Button, Card, TextField } from '@springfield/shared';
import { useState } from 'react';
import { Form } from 'react-router-dom';
import { citationLookupNames as names, placeholders } from '../data/payments';

export interface CitationLookupFormProps {
  /** The page's path the lookup's address is on (/pay-fines, /pay-bills, /traffic-fines). */
  action: string;
  /** The page's query: a lookup's address fills the fields with what was looked up. */
  search: URLSearchParams;
  /** A lookup is about to be made (the page moves focus to the results once they are in). */
  onLookUp: () => void;
}

/**
 * Citation Number, License Plate, Last Name. A GET form: the lookup is an address,
 * /pay-fines?citation=…&plate=…&last-name=…, that the server renders with its results too. The spec checks
 * none of the fields: any lookup finds the samples.
 */
export function CitationLookupForm({ action, search, onLookUp }: CitationLookupFormProps) {
  const [citation, setCitation] = useState(() => search.get(names.citation) ?? '');
  const [plate, setPlate] = useState(() => search.get(names.plate) ?? '');
  const [lastName, setLastName] = useState(() => search.get(names.lastName) ?? '');

  return (
    <Card as="section" className="sp-card" aria-labelledby="citation-lookup-title">
      <h2 id="citation-lookup-title" className="sp-card__title">
        Look Up Citations
      </h2>
      <p className="sp-muted sp-form__intro">Search by citation number, or by license plate and last name.</p>
      <Form method="get" action={action} preventScrollReset onSubmit={onLookUp} className="sp-form-grid">
        <TextField
          id="citation-lookup-citation"
          name={names.citation}
          label="Citation Number"
          value={citation}
          placeholder={placeholders.citation}
          onChange={setCitation}
        />
        <TextField
          id="citation-lookup-plate"
          name={names.plate}
          label="License Plate"
          value={plate}
          placeholder={placeholders.licensePlate}
          onChange={setPlate}
        />
        <TextField
          id="citation-lookup-last-name"
          name={names.lastName}
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
      </Form>
    </Card>
  );
}
