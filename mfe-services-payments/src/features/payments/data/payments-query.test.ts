import { businessFeesLookup, citationLookupNames, propertyTaxLookup } from './payments';
import { PAY_FINES_PATH, PAYMENTS_LOOKUP_QUERY, PAYMENTS_QUERY } from './payments-query';

describe("the payments page's query, as its routes declare it", () => {
  it('names every field of the three lookups, and the tab', () => {
    expect(PAYMENTS_LOOKUP_QUERY).toEqual([
      ...Object.values(citationLookupNames),
      ...propertyTaxLookup.fields.map((field) => field.key),
      ...businessFeesLookup.fields.map((field) => field.key),
    ]);
    expect(PAYMENTS_QUERY).toEqual(['tab', ...PAYMENTS_LOOKUP_QUERY]);
  });

  it('is read at /pay-fines', () => {
    expect(PAY_FINES_PATH).toBe('/pay-fines');
  });
});
