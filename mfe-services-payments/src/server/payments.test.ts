/** @jest-environment node */
// The payments store on both databases: the seeded records, the lookups (found, not found, what they need, how
// typed text is compared), the payment (recorded with its receipt, what it paid marked Paid in the same
// transaction, once per key, refused when already paid or when Pay All's items changed) and the pages' data.
import { databases, startBackend, type StartedBackend } from '@springfield/tooling/platform/testing';
import declaration from '../../area.json';
import {
  isReceiptNumber,
  type LookupAnswer,
  type LookupKind,
  type PayableItem,
  type PaymentsAreaData,
} from '../features/payments/data/payment-records';
import { createBackend } from './backend';
import {
  paymentStore,
  refusalMessage,
  type PaymentRequest,
  type PayOutcome,
} from '../features/payments/payment-form';
import { areaIntl } from '../i18n/area-intl';
import { seedInsert, sqlLiteral } from './migrations';
import { createPayments, receiptRandom, type Payments } from './payments';
import { createTestProcessor, TEST_CARD_ACCEPTED, TEST_CARD_DECLINED } from './processors';
import seed from './payments-seed.json';

const area = declaration.name;

/** Today in Springfield, as the store dates a payment. */
const cityToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date()).slice(0, 10);

const citationsBy = (fields: Record<string, string>) =>
  new URLSearchParams({ citation: '', plate: '', 'last-name': '', ...fields });

const propertyBy = (fields: Record<string, string>) =>
  new URLSearchParams({ tab: 'property', property: '', year: '2024', owner: '', ...fields });

const businessBy = (fields: Record<string, string>) =>
  new URLSearchParams({ tab: 'business', license: '', business: '', fee: 'Business License', ...fields });

const ids = (answer: LookupAnswer) => (answer.status === 'found' ? answer.items.map((item) => item.id) : []);

const statuses = (answer: LookupAnswer) =>
  answer.status === 'found' ? answer.items.map((item) => [item.id, item.status]) : [];

/** The proof each seeded item is paid with (issue 43): the lookup that finds it. */
const proofOf: Record<string, string> = {
  'TRF-2024-001234': citationsBy({ citation: 'TRF-2024-001234', plate: 'ABC1234' }).toString(),
  'TRF-2024-009012': citationsBy({ plate: 'XYZ9876', 'last-name': 'Flanders' }).toString(),
  'TRF-2024-999999': citationsBy({ citation: 'TRF-2024-999999', plate: 'ABC1234' }).toString(),
  'BF-2024-0101': businessBy({ license: 'BLN-2024-0001', business: 'corner bakery' }).toString(),
  'BF-2024-0201': businessBy({
    license: 'BLN-2024-0002',
    business: 'Evergreen Hardware',
    fee: 'Building Permit',
  }).toString(),
};

const payment = (overrides: Partial<PaymentRequest>): PaymentRequest => ({
  item: 'TRF-2024-001234',
  search: proofOf[overrides.item ?? 'TRF-2024-001234'] ?? '',
  card: TEST_CARD_ACCEPTED,
  listed: null,
  method: 'credit',
  ...overrides,
});

describe('the seed as SQL', () => {
  it('quotes text, writes whole numbers, and takes nothing else', () => {
    expect(sqlLiteral("O'Brien's")).toBe("'O''Brien''s'");
    expect(sqlLiteral(7500)).toBe('7500');
    expect(() => sqlLiteral(1.5)).toThrow('not a seed value');
    expect(() => sqlLiteral(null)).toThrow('not a seed value');
  });

  it('inserts rows of the same columns, and refuses a row with others', () => {
    expect(
      seedInsert('t', [
        { a: 'x', b: 1 },
        { a: 'y', b: 2 },
      ]),
    ).toBe("INSERT INTO t (a, b) VALUES\n  ('x', 1),\n  ('y', 2);");
    expect(() => seedInsert('t', [{ a: 'x' }, { b: 'y' }])).toThrow('other columns');
  });
});

describe('receipt numbers', () => {
  it('are 13 characters of base32 from 65 random bits', () => {
    expect(receiptRandom(Buffer.alloc(9, 0))).toBe('0000000000000');
    expect(receiptRandom(Buffer.alloc(9, 0xff))).toBe('ZZZZZZZZZZZZZ');
    const drawn = new Set(Array.from({ length: 1000 }, () => receiptRandom()));
    expect(drawn.size).toBe(1000);
    for (const text of drawn) expect(text).toMatch(/^[0-9A-HJKMNP-TV-Z]{13}$/);
  });
});

describe.each(databases())('the payments store on $name', (choice) => {
  let db: { url: string | undefined; stop(): Promise<void> };
  let started: StartedBackend;
  let payments: Payments;

  beforeAll(async () => {
    db = await choice.start();
    started = await startBackend({ area, createBackend, url: db.url, env: { PAYMENT_PROCESSOR: 'test' } });
    payments = createPayments(started.platform, createTestProcessor());
    paymentStore.set({ pay: payments.pay, processor: payments.processor });
  });
  afterAll(async () => {
    await started.close();
    await db.stop();
  });

  const count = async (table: string, where = 'true') =>
    (await started.platform.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`))
      .rows[0].n;

  const lookUp = (kind: LookupKind, search: URLSearchParams) => payments.lookUp(kind, search);

  const pay = (request: Partial<PaymentRequest>, key?: string) =>
    paymentStore.get().pay(payment(request), key);

  /** The ids a refusal names as already paid. */
  const paidIds = (outcome: PayOutcome) =>
    outcome.status === 'refused' && outcome.rule === 'already-paid'
      ? outcome.paid.map((item) => item.id)
      : [];

  /** A refusal as the page words it in English. */
  const refusalIn = (outcome: PayOutcome) =>
    outcome.status === 'refused' ? refusalMessage(outcome, areaIntl.intl('en')) : undefined;

  it("seeds the spec's samples from the seed file, every item outstanding", async () => {
    expect(await count('citations')).toBe(seed.citations.length);
    expect(await count('property_tax_bills')).toBe(seed.property_tax_bills.length);
    expect(await count('business_fees')).toBe(seed.business_fees.length);
    expect(await count('payments')).toBe(0);
    for (const table of ['citations', 'property_tax_bills', 'business_fees']) {
      expect(await count(table, 'paid_receipt IS NOT NULL')).toBe(0);
    }
    const answer = await lookUp('citations', citationsBy({ plate: 'ABC1234', 'last-name': 'Simpson' }));
    expect(answer).toEqual({
      status: 'found',
      items: [
        {
          kind: 'citation',
          id: 'TRF-2024-001234',
          violation: 'Parking Violation - Expired Meter',
          issuedOn: '2024-11-15',
          location: '400 block of Main Street',
          amountCents: 7500,
          status: 'Outstanding',
        },
        {
          kind: 'citation',
          id: 'TRF-2024-005678',
          violation: 'Speeding - 15 mph over limit',
          issuedOn: '2024-12-02',
          location: 'Oak Avenue & 5th Street',
          amountCents: 15000,
          status: 'Outstanding',
        },
      ],
    });
  });

  describe('citation lookup', () => {
    it.each(['TRF-2024-005678', 'trf-2024-005678', ' TRF 2024 005678 ', 'trf2024005678'])(
      'finds a citation by its number typed as %p, with its plate',
      async (typed) => {
        const search = citationsBy({ citation: typed, plate: 'abc-1234' });
        expect(ids(await lookUp('citations', search))).toEqual(['TRF-2024-005678']);
      },
    );

    it('shows no citation by its number alone, and none with another plate (as an unknown number)', async () => {
      expect(await lookUp('citations', citationsBy({ citation: 'TRF-2024-009012' }))).toEqual({
        status: 'incomplete',
      });
      const wrong = await lookUp('citations', citationsBy({ citation: 'TRF-2024-009012', plate: 'ABC1234' }));
      const unknown = await lookUp(
        'citations',
        citationsBy({ citation: 'TRF-2024-999999', plate: 'ABC1234' }),
      );
      expect(wrong).toEqual({ status: 'not-found' });
      expect(wrong).toEqual(unknown);
    });

    it.each([
      ['ABC1234', 'Simpson'],
      ['abc 1234', '  SIMPSON '],
      ['ABC-1234', 'simpson'],
    ])('finds every citation of plate %p and last name %p', async (plate, lastName) => {
      expect(ids(await lookUp('citations', citationsBy({ plate, 'last-name': lastName })))).toEqual([
        'TRF-2024-001234',
        'TRF-2024-005678',
      ]);
    });

    it('goes by the number and its plate when a number is typed, the last name checked if typed', async () => {
      const search = citationsBy({ citation: 'TRF-2024-009012', plate: 'XYZ9876', 'last-name': 'flanders' });
      expect(ids(await lookUp('citations', search))).toEqual(['TRF-2024-009012']);
      const otherName = citationsBy({
        citation: 'TRF-2024-009012',
        plate: 'XYZ9876',
        'last-name': 'Simpson',
      });
      expect(await lookUp('citations', otherName)).toEqual({ status: 'not-found' });
    });

    it.each([
      [{ citation: 'TRF-2024-000000', plate: 'ABC1234' }],
      [{ citation: 'TRF-2024-0012', plate: 'ABC1234' }],
      [{ plate: 'ABC1234', 'last-name': 'Flanders' }],
      [{ plate: 'XYZ9876', 'last-name': 'Simpson' }],
      [{ plate: 'ABC1234', 'last-name': 'Simpsons' }],
    ])('finds nothing for %p', async (fields) => {
      expect(await lookUp('citations', citationsBy(fields))).toEqual({ status: 'not-found' });
    });

    it.each([
      [{}],
      [{ plate: 'ABC1234' }],
      [{ 'last-name': 'Simpson' }],
      [{ citation: ' - ' }],
      [{ citation: 'TRF-2024-001234', 'last-name': 'Simpson' }],
    ])('asks for what it needs with %p', async (fields) => {
      expect(await lookUp('citations', citationsBy(fields))).toEqual({ status: 'incomplete' });
    });
  });

  describe('property tax lookup', () => {
    it.each(['Homer Simpson', 'homer  simpson', 'SIMPSON'])(
      'finds both installments of 123-456-789 for 2024 with the owner %p',
      async (owner) => {
        const answer = await lookUp('property', propertyBy({ property: '123 456 789', owner }));
        expect(ids(answer)).toEqual(['PT-2024-123456789-1', 'PT-2024-123456789-2']);
        if (answer.status !== 'found') throw new Error('not found');
        expect(answer.items[0]).toEqual({
          kind: 'property-tax',
          id: 'PT-2024-123456789-1',
          propertyId: '123-456-789',
          taxYear: 2024,
          installment: 'First Half',
          address: '742 Evergreen Terrace',
          amountCents: 245000,
          dueOn: '2025-03-31',
          status: 'Outstanding',
        });
      },
    );

    it.each([
      [{ property: '123-456-789', owner: 'Ned Flanders' }],
      [{ property: '123-456-789', owner: 'Homer' }],
      [{ property: '123-456-789', owner: 'Homer Simpson', year: '2023' }],
      [{ property: '999-999-999', owner: 'Homer Simpson' }],
    ])('finds no bill for %p', async (fields) => {
      expect(await lookUp('property', propertyBy(fields))).toEqual({ status: 'not-found' });
    });

    it('needs the property ID and the owner', async () => {
      expect(await lookUp('property', propertyBy({ property: '123-456-789' }))).toEqual({
        status: 'incomplete',
      });
      expect(await lookUp('property', propertyBy({ owner: 'Homer Simpson' }))).toEqual({
        status: 'incomplete',
      });
    });
  });

  describe('business fee lookup', () => {
    it('finds the fees of a license of the type chosen, the business name checked', async () => {
      const search = businessBy({
        license: 'bln 2024 0001',
        business: 'corner  bakery',
        fee: 'Inspection Fee',
      });
      expect(ids(await lookUp('business', search))).toEqual(['BF-2024-0102']);
      expect(
        ids(await lookUp('business', businessBy({ license: 'BLN-2024-0001', business: 'Corner Bakery' }))),
      ).toEqual(['BF-2024-0101']);
    });

    it('finds nothing for another name or fee type, and needs the license and the name', async () => {
      const wrongName = businessBy({ license: 'BLN-2024-0001', business: 'Evergreen Hardware' });
      expect(await lookUp('business', wrongName)).toEqual({ status: 'not-found' });
      const wrongType = businessBy({
        license: 'BLN-2024-0001',
        business: 'Corner Bakery',
        fee: 'Building Permit',
      });
      expect(await lookUp('business', wrongType)).toEqual({ status: 'not-found' });
      expect(await lookUp('business', businessBy({ license: 'BLN-2024-0001' }))).toEqual({
        status: 'incomplete',
      });
    });
  });

  describe('paying', () => {
    it('records one payment with its receipt, and the citation is Paid in the same transaction', async () => {
      const outcome = await pay({ item: 'TRF-2024-001234', method: 'debit' }, 'pay-key-1');
      expect(outcome).toEqual({
        status: 'paid',
        receipt: expect.stringMatching(/^PAY-\d{4}-[0-9A-HJKMNP-TV-Z]{13}$/),
      });
      if (outcome.status !== 'paid') throw new Error('not paid');
      expect(outcome.receipt.slice(4, 8)).toBe(cityToday().slice(0, 4));
      const { rows } = await started.platform.db.query<Record<string, unknown>>(
        'SELECT receipt_number, lines, amount_cents, fee_cents, total_cents, method, processor, test FROM payments',
      );
      expect(rows).toEqual([
        {
          receipt_number: outcome.receipt,
          lines: [
            {
              kind: 'citation',
              id: 'TRF-2024-001234',
              label: 'Citation TRF-2024-001234: Parking Violation - Expired Meter',
              amountCents: 7500,
            },
          ],
          amount_cents: 7500,
          fee_cents: 218,
          total_cents: 7718,
          method: 'debit',
          processor: 'test',
          test: true,
        },
      ]);
      const paid = await started.platform.db.query<{ paid_receipt: string; same: boolean }>(
        `SELECT paid_receipt, paid_at = (SELECT paid_at FROM payments) AS same
         FROM citations WHERE citation_number = 'TRF-2024-001234'`,
      );
      expect(paid.rows).toEqual([{ paid_receipt: outcome.receipt, same: true }]);
      // The lookup now shows it Paid, on today's date, and its companion still outstanding.
      const answer = await lookUp('citations', citationsBy({ plate: 'ABC1234', 'last-name': 'Simpson' }));
      expect(statuses(answer)).toEqual([
        ['TRF-2024-001234', 'Paid'],
        ['TRF-2024-005678', 'Outstanding'],
      ]);
      if (answer.status !== 'found') throw new Error('not found');
      expect(answer.items[0].paid).toEqual({ on: cityToday() });
    });

    it('answers the same submission twice with its first receipt, and records it once', async () => {
      const first = await pay({ item: 'BF-2024-0201', method: 'ach' }, 'pay-key-2');
      const again = await Promise.all([
        pay({ item: 'BF-2024-0201', method: 'ach' }, 'pay-key-2'),
        pay({ item: 'BF-2024-0201', method: 'ach' }, 'pay-key-2'),
      ]);
      expect(again).toEqual([first, first]);
      expect(await count('payments', `lines @> '[{"id": "BF-2024-0201"}]'`)).toBe(1);
    });

    it('refuses to pay what is already paid, charging nothing', async () => {
      const before = await count('payments');
      const outcome = await pay({ item: 'TRF-2024-001234', method: 'credit' }, 'pay-key-3');
      const day = new Intl.DateTimeFormat('en-US', {
        timeZone: 'America/Chicago',
        month: 'long',
        day: 'numeric',
        year: 'numeric',
      }).format(new Date());
      expect(outcome).toMatchObject({ status: 'refused', field: 'payment', rule: 'already-paid' });
      expect(paidIds(outcome)).toEqual(['TRF-2024-001234']);
      expect(refusalIn(outcome)).toBe(
        `Citation TRF-2024-001234 was already paid on ${day}: nothing was charged.`,
      );
      expect(await count('payments')).toBe(before);
    });

    it('pays one of two concurrent payments of the same item, and refuses the other', async () => {
      const outcomes = await Promise.all([
        pay({ item: 'BF-2024-0101', method: 'credit' }, 'race-1'),
        pay({ item: 'BF-2024-0101', method: 'paypal' }, 'race-2'),
      ]);
      expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['paid', 'refused']);
      expect(await count('payments', `lines @> '[{"id": "BF-2024-0101"}]'`)).toBe(1);
    });

    it('Pay All pays what its lookup finds outstanding, if it is what the dialog showed', async () => {
      const search = propertyBy({ property: '123-456-789', owner: 'Simpson' }).toString();
      const changed = await pay({ item: 'all', search, listed: ['PT-2024-123456789-1'] }, 'all-1');
      expect(changed).toEqual({ status: 'refused', field: 'payment', rule: 'changed' });
      expect(refusalIn(changed)).toBe(
        'What is due has changed since this page was shown: nothing was charged. Look up again to see what is due now.',
      );
      const outcome = await pay(
        { item: 'all', search, listed: ['PT-2024-123456789-1', 'PT-2024-123456789-2'], method: 'paypal' },
        'all-2',
      );
      if (outcome.status !== 'paid') throw new Error(`not paid: ${JSON.stringify(outcome)}`);
      const { rows } = await started.platform.db.query<{ amount_cents: number; total_cents: number }>(
        'SELECT amount_cents, total_cents FROM payments WHERE receipt_number = $1',
        [outcome.receipt],
      );
      expect(rows).toEqual([{ amount_cents: 490000, total_cents: 504210 }]);
      expect(await count('property_tax_bills', `paid_receipt = '${outcome.receipt}'`)).toBe(2);
      // Shown again from a page of before: refused, nothing charged.
      const twice = await pay(
        { item: 'all', search, listed: ['PT-2024-123456789-1', 'PT-2024-123456789-2'], method: 'paypal' },
        'all-3',
      );
      expect(twice).toMatchObject({ status: 'refused', field: 'payment', rule: 'already-paid' });
      expect(paidIds(twice)).toEqual(['PT-2024-123456789-1', 'PT-2024-123456789-2']);
      expect(refusalIn(twice)).toBe(
        'The 2024 first half property tax of property 123-456-789 and the 2024 second half property tax of property 123-456-789 were already paid: nothing was charged. Look up again to see what is due.',
      );
    });

    it('records a Quick Pay amount with a receipt, and marks nothing Paid', async () => {
      const paidBefore = await count('citations', 'paid_receipt IS NOT NULL');
      const outcome = await pay({ item: 'traffic', method: 'debit' }, 'quick-1');
      if (outcome.status !== 'paid') throw new Error('not paid');
      const { rows } = await started.platform.db.query(
        'SELECT lines, total_cents FROM payments WHERE receipt_number = $1',
        [outcome.receipt],
      );
      expect(rows).toEqual([
        {
          lines: [
            {
              kind: 'quick',
              id: 'traffic',
              label: 'Traffic Citation: Standard traffic violation fine',
              amountCents: 12500,
            },
          ],
          total_cents: 12863,
        },
      ]);
      expect(await count('citations', 'paid_receipt IS NOT NULL')).toBe(paidBefore);
    });

    it('answers not-found for a payment the store does not hold, and records nothing', async () => {
      const before = await count('payments');
      expect(await pay({ item: 'TRF-2024-999999' })).toEqual({ status: 'not-found' });
      expect(
        await pay({ item: 'all', search: citationsBy({ citation: 'TRF-2024-999999' }).toString() }),
      ).toEqual({
        status: 'not-found',
      });
      expect(await count('payments')).toBe(before);
    });

    it('numbers receipts with 65 random bits, none following another', async () => {
      const { rows } = await started.platform.db.query<{ receipt_number: string }>(
        'SELECT receipt_number FROM payments ORDER BY paid_at',
      );
      expect(rows.length).toBeGreaterThan(2);
      for (const { receipt_number: number } of rows) expect(isReceiptNumber(number)).toBe(true);
      expect(new Set(rows.map((row) => row.receipt_number.slice(9))).size).toBe(rows.length);
      expect(isReceiptNumber('PAY-2026-000001')).toBe(false);
    });

    it('pays an item only with its proof: without it, or with a wrong one, it is not found', async () => {
      const before = await count('payments');
      for (const search of [
        '',
        citationsBy({ citation: 'TRF-2024-005678' }).toString(),
        citationsBy({ citation: 'TRF-2024-005678', plate: 'XYZ9876' }).toString(),
        citationsBy({ plate: 'ABC1234', 'last-name': 'Flanders' }).toString(),
      ]) {
        expect(await pay({ item: 'TRF-2024-005678', search })).toEqual({ status: 'not-found' });
      }
      expect(await pay({ item: 'BF-2024-0102', search: '' })).toEqual({ status: 'not-found' });
      expect(await count('payments')).toBe(before);
      expect(await count('citations', "citation_number = 'TRF-2024-005678' AND paid_receipt IS NULL")).toBe(
        1,
      );
    });

    it('records nothing when the card is declined or is not a test card, and the item stays outstanding', async () => {
      const before = await count('payments');
      const search = citationsBy({ citation: 'TRF-2024-005678', plate: 'ABC1234' }).toString();
      expect(await pay({ item: 'TRF-2024-005678', search, card: TEST_CARD_DECLINED }, 'declined-1')).toEqual({
        status: 'declined',
        reason: 'declined',
      });
      expect(await pay({ item: 'TRF-2024-005678', search, card: '5555555555554444' }, 'declined-2')).toEqual({
        status: 'declined',
        reason: 'not-test-card',
      });
      expect(await count('payments')).toBe(before);
      expect(await count('citations', "citation_number = 'TRF-2024-005678' AND paid_receipt IS NULL")).toBe(
        1,
      );
      // The same form again with the test card that succeeds: its key was not used up by the decline.
      expect(await pay({ item: 'traffic', card: TEST_CARD_DECLINED }, 'declined-3')).toEqual({
        status: 'declined',
        reason: 'declined',
      });
      expect((await pay({ item: 'traffic' }, 'declined-3')).status).toBe('paid');
    });

    it('without a processor charges nothing and records nothing', async () => {
      const none = createPayments(started.platform, null);
      const before = await count('payments');
      const search = propertyBy({ property: '123-456-789', owner: 'Simpson' }).toString();
      expect(await none.pay(payment({ item: 'traffic' }), 'none-1')).toEqual({ status: 'unavailable' });
      expect(await none.pay(payment({ item: 'all', search }), 'none-2')).toEqual({ status: 'unavailable' });
      expect(await count('payments')).toBe(before);
      expect(none.processor).toEqual({ mode: 'none', card: false });
      expect((await none.pageData({ pathname: '/pay-fines', search: '' }))?.payments).toEqual({
        processor: { mode: 'none', card: false },
      });
    });
  });

  describe("the pages' data", () => {
    const dataFor = async (path: string) => {
      const url = new URL(path, 'http://localhost');
      return (await started.backend.dataFor?.({ pathname: url.pathname, search: url.search })) as
        PaymentsAreaData | undefined;
    };

    it("answers each lookup in a page's address, with the lookup's key", async () => {
      const data = await dataFor('/traffic-fines?citation=&plate=abc1234&last-name=simpson');
      expect(data?.payments?.citations?.key).toBe(JSON.stringify(['citations', '', 'abc1234', 'simpson']));
      expect(statuses(data?.payments?.citations?.answer ?? { status: 'not-found' })).toEqual([
        ['TRF-2024-001234', 'Paid'],
        ['TRF-2024-005678', 'Outstanding'],
      ]);
      expect(
        (await dataFor('/pay-fines?tab=business&license=X&business=Y&fee=Inspection+Fee'))?.payments,
      ).toEqual({
        processor: { mode: 'test', card: true },
        business: {
          key: JSON.stringify(['business', 'X', 'Y', 'Inspection Fee']),
          answer: { status: 'not-found' },
        },
      });
      // Every payments page says which processor payments are charged by; other pages have no payments data.
      for (const path of ['/pay-fines', '/pay-bills?tab=property', '/pay-fines/pay/traffic']) {
        expect(await dataFor(path)).toEqual({ payments: { processor: { mode: 'test', card: true } } });
      }
      expect(await dataFor('/departments')).toBeUndefined();
    });

    it("gives a payment's page what it names as the store has it now", async () => {
      // Without its proof the item is not found, exactly as an unknown one.
      const bare = await dataFor('/pay-fines/pay/BF-2024-0102');
      expect(bare?.payments?.payment).toEqual({ item: 'BF-2024-0102', key: '', notFound: true });
      const one = await dataFor(`/pay-fines/pay/TRF-2024-009012?${proofOf['TRF-2024-009012']}`);
      expect(one?.payments?.payment).toEqual({
        item: 'TRF-2024-009012',
        key: '',
        items: [expect.objectContaining({ id: 'TRF-2024-009012', status: 'Outstanding' })],
      });
      const all = await dataFor('/pay-fines/pay/all?citation=&plate=ABC1234&last-name=Simpson');
      expect((all?.payments?.payment as { items: PayableItem[] }).items.map((item) => item.status)).toEqual([
        'Paid',
        'Outstanding',
      ]);
      expect((await dataFor('/pay-fines/pay/TRF-2024-999999'))?.payments?.payment).toEqual({
        item: 'TRF-2024-999999',
        key: '',
        notFound: true,
      });
      expect(await dataFor('/pay-fines/pay/parking')).toEqual({
        payments: { processor: { mode: 'test', card: true } },
      });
    });

    it('gives a confirmation its receipt, or that there is none', async () => {
      const outcome = await pay({ item: 'TRF-2024-009012', method: 'paypal' }, 'receipt-1');
      if (outcome.status !== 'paid') throw new Error('not paid');
      const data = await dataFor(`/pay-fines/paid/TRF-2024-009012?receipt=${outcome.receipt}`);
      expect(data?.payments?.receipt).toEqual({
        number: outcome.receipt,
        lines: [
          {
            kind: 'citation',
            id: 'TRF-2024-009012',
            label: 'Citation TRF-2024-009012: Parking Violation - Street Cleaning',
            amountCents: 4500,
          },
        ],
        amountCents: 4500,
        feeCents: 131,
        totalCents: 4631,
        method: 'paypal',
        paidAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
        test: true,
      });
      // Another number (a sequential one of before, or one character changed) shows no receipt.
      const changed = `${outcome.receipt.slice(0, -1)}${outcome.receipt.endsWith('0') ? '1' : '0'}`;
      for (const number of ['PAY-2000-000001', changed]) {
        expect((await dataFor(`/pay-fines/paid/traffic?receipt=${number}`))?.payments?.receipt).toEqual({
          number,
          notFound: true,
        });
      }
      expect(await dataFor('/pay-fines/paid/traffic')).toEqual({
        payments: { processor: { mode: 'test', card: true } },
      });
    });
  });
});
