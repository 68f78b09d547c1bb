import { Button, Card, TextField } from '@springfield/shared';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Form } from 'react-router-dom';
import { citationLookupNames as names, examples } from '../data/payments';
import { paymentsMessages as m } from '../messages';
import { markLookUp } from '../hooks/use-focus-after-lookup';

export interface CitationLookupFormProps {
  /** The page's path the lookup's address is on (/pay-fines, /pay-bills, /traffic-fines). */
  action: string;
  /** The page's query: a lookup's address fills the fields with what was looked up. */
  search: URLSearchParams;
}

/**
 * Citation Number, License Plate, Last Name. A GET form: the lookup is an address,
 * /pay-fines?citation=…&plate=…&last-name=…, which the site's server renders with what the store finds for it.
 * With script too the browser loads that address (the store is read on the server), and focus then moves to
 * the results.
 */
export function CitationLookupForm({ action, search }: CitationLookupFormProps) {
  const intl = useIntl();
  const example = (text: string) => intl.formatMessage(m.example, { example: text });
  const [citation, setCitation] = useState(() => search.get(names.citation) ?? '');
  const [plate, setPlate] = useState(() => search.get(names.plate) ?? '');
  const [lastName, setLastName] = useState(() => search.get(names.lastName) ?? '');

  return (
    <Card as="section" className="sp-card" aria-labelledby="citation-lookup-title">
      <h2 id="citation-lookup-title" className="sp-card__title">
        {intl.formatMessage(m.citationTitle)}
      </h2>
      <p className="sp-muted sp-form__intro">{intl.formatMessage(m.citationIntro)}</p>
      <Form
        method="get"
        action={action}
        reloadDocument
        onSubmit={(event) => markLookUp('citations', event.currentTarget)}
        className="sp-form-grid"
      >
        <TextField
          id="citation-lookup-citation"
          name={names.citation}
          label={intl.formatMessage(m.citationNumber)}
          value={citation}
          placeholder={example(examples.citation)}
          onChange={setCitation}
        />
        <TextField
          id="citation-lookup-plate"
          name={names.plate}
          label={intl.formatMessage(m.licensePlate)}
          value={plate}
          placeholder={example(examples.licensePlate)}
          onChange={setPlate}
        />
        <TextField
          id="citation-lookup-last-name"
          name={names.lastName}
          label={intl.formatMessage(m.lastName)}
          value={lastName}
          autoComplete="family-name"
          placeholder={intl.formatMessage(m.lastNamePlaceholder)}
          onChange={setLastName}
        />
        <div className="sp-form-grid__actions">
          <Button type="submit" variant="primary">
            {intl.formatMessage(m.citationTitle)}
          </Button>
        </div>
      </Form>
    </Card>
  );
}
