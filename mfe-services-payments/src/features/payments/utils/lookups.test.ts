import type { PayableItem, PaymentsData } from '../data/payment-records';
import { lookupView } from '../hooks/use-payments-data';
import { lookupMessage, quoted } from './lookup-messages';
import {
  codeKey,
  isLookupIn,
  lookupKey,
  lookupOfAll,
  lookupQuery,
  lookupsIn,
  nameKey,
  propertyQuery,
  withoutLookup,
} from './lookups';
import { ownPaymentView, paymentOverPage } from './payment-views';

const query = (text: string) => new URLSearchParams(text);

const citation = (id: string, status: 'Outstanding' | 'Paid' = 'Outstanding'): PayableItem => ({
  kind: 'citation',
  id,
  violation: 'Parking Violation - Expired Meter',
  issuedOn: '2024-11-15',
  location: '400 block of Main Street',
  amountCents: 7500,
  status,
  ...(status === 'Paid' ? { paid: { on: '2026-11-26' } } : {}),
});

describe('what a resident types, as the records are matched', () => {
  it('compares numbers by their capitals and digits only', () => {
    for (const typed of ['TRF-2024-001234', 'trf 2024 001234', ' trf2024-001234 ']) {
      expect(codeKey(typed)).toBe('TRF2024001234');
    }
    expect(codeKey('abc-1234')).toBe('ABC1234');
    expect(codeKey(' - ')).toBe('');
  });

  it('compares names without case, spaces, punctuation or accents', () => {
    for (const typed of ["O'Brien", '  o’brien ', 'OBRIEN', 'Ó Brien']) expect(nameKey(typed)).toBe('obrien');
  });

  it('reads no more than a record could hold', () => {
    expect(codeKey('A'.repeat(10_000))).toHaveLength(100);
    expect(nameKey('x'.repeat(10_000))).toHaveLength(100);
  });
});

describe('a lookup in an address', () => {
  it('is made when any of its fields is there, even empty', () => {
    expect(isLookupIn('citations', query('citation='))).toBe(true);
    expect(isLookupIn('citations', query('tab=property'))).toBe(false);
    expect(lookupsIn(query('tab=property&property=1&plate=X'))).toEqual(['citations', 'property']);
  });

  it('reads a select as its form shows it: one of its options, else its first', () => {
    expect(propertyQuery(query('property=1&year=2023&owner=A')).year).toBe('2023');
    expect(propertyQuery(query('property=1&year=1999&owner=A')).year).toBe('2024');
  });

  it('has a key of its own fields, and an address part that opens its tab', () => {
    const search = query('tab=property&property=123&year=2023&owner=Ned&plate=X');
    expect(lookupKey('property', search)).toBe(JSON.stringify(['property', '123', '2023', 'Ned']));
    expect(lookupQuery('property', search)).toBe('tab=property&property=123&year=2023&owner=Ned');
    expect(lookupQuery('citations', search)).toBe('citation=&plate=X&last-name=');
    expect(lookupOfAll(query('tab=business&license=1'))).toBe('business');
    expect(lookupOfAll(query('citation=1'))).toBe('citations');
  });

  it('leaves the address without one lookup, its tab kept', () => {
    expect(withoutLookup('/pay-bills?tab=property&property=1&year=2024&owner=A', 'property')).toBe(
      '/pay-bills?tab=property',
    );
    expect(withoutLookup('/traffic-fines?citation=&plate=A&last-name=B', 'citations')).toBe('/traffic-fines');
  });
});

describe('what a lookup that found nothing says', () => {
  it('quotes what was typed, cut short, and says what to check', () => {
    expect(lookupMessage('citations', query('citation=TRF-1'), false)).toBe(
      'No citation has the number “TRF-1”. Check the number printed on your citation (it looks like TRF-2024-001234), or search by license plate and last name.',
    );
    expect(lookupMessage('citations', query('plate=ABC&last-name=Lee'), false)).toMatch(
      /^No citations were found for license plate “ABC” and last name “Lee”\./,
    );
    expect(quoted(`  ${'x'.repeat(100)} `)).toBe(`“${'x'.repeat(40)}…”`);
    expect(lookupMessage('property', query('property=1&year=2023&owner=A'), false)).toMatch(
      /^No 2023 property tax bill was found for property ID “1” and owner “A”\./,
    );
    expect(lookupMessage('business', query('license=B&business=C&fee=Inspection+Fee'), false)).toMatch(
      /^No Inspection Fee fees were found for business license “B” and business name “C”\./,
    );
  });

  it('asks for what it needs', () => {
    expect(lookupMessage('citations', query('citation='), true)).toBe(
      'Enter a citation number and its license plate, or a license plate and a last name, to look up citations.',
    );
    expect(lookupMessage('citations', query('plate=ABC'), true)).toBe(
      'Enter both the license plate and the last name, or a citation number, to look up citations.',
    );
  });
});

describe("the page's view of the store's answers", () => {
  const search = query('citation=&plate=ABC1234&last-name=Simpson');
  const data: PaymentsData = {
    citations: {
      key: lookupKey('citations', search),
      answer: { status: 'found', items: [citation('TRF-2024-001234'), citation('TRF-2024-005678', 'Paid')] },
    },
  };

  it('shows the answer for its own lookup only, and what was paid in this visit as Paid', () => {
    expect(lookupView('citations', query('citation='), data, {})).toEqual({ state: 'unavailable' });
    expect(lookupView('property', search, data, {})).toEqual({ state: 'none' });
    const view = lookupView('citations', search, data, { 'TRF-2024-001234': '2026-11-27' });
    expect(view.state === 'answered' && view.answer).toEqual({
      status: 'found',
      items: [
        { ...citation('TRF-2024-001234'), status: 'Paid', paid: { on: '2026-11-27' } },
        citation('TRF-2024-005678', 'Paid'),
      ],
    });
  });

  it('finds the payment a Pay button of the page opened, only if it is outstanding there', () => {
    const from = `/pay-fines?${search}`;
    expect(paymentOverPage('TRF-2024-001234', query(''), from, data)).toMatchObject({
      item: 'TRF-2024-001234',
      kind: 'item',
      lookup: 'citations',
      amountCents: 7500,
    });
    expect(paymentOverPage('TRF-2024-005678', query(''), from, data)).toBeUndefined();
    expect(paymentOverPage('all', search, from, data)).toMatchObject({
      item: 'all',
      label: 'All Citations (1)',
      query: 'citation=&plate=ABC1234&last-name=Simpson',
      items: ['TRF-2024-001234'],
    });
    expect(paymentOverPage('traffic', query(''), '/pay-fines', undefined)).toMatchObject({
      kind: 'quick',
      amountCents: 12500,
    });
  });

  it("gives a payment's own page its form, that it is paid, not found, or not available", () => {
    const own = (item: string, found: PaymentsData['payment'], paid: Record<string, string> = {}) =>
      ownPaymentView(item, query(''), { payment: found }, paid).state;
    const one = { item: 'TRF-2024-001234', key: '', items: [citation('TRF-2024-001234')] };
    expect(own('TRF-2024-001234', one)).toBe('payable');
    expect(own('TRF-2024-001234', one, { 'TRF-2024-001234': '2026-11-27' })).toBe('paid');
    expect(own('TRF-2024-001234', { item: 'TRF-2024-001234', key: '', notFound: true })).toBe('not-found');
    expect(own('TRF-2024-005678', one)).toBe('unavailable');
    expect(ownPaymentView('business', query(''), undefined, {}).state).toBe('payable');
  });
});
