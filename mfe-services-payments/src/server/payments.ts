// The payments store (issue 29): citations, property tax bills and business fees as records, their lookups, and
// the payments that pay them. A lookup finds what matches what the resident typed (numbers and names compared
// without case, spaces or punctuation); a payment is recorded with its receipt number in the same transaction
// as what it paid becoming Paid, and an item already paid is refused. The payments pages read it as their live
// data (`pageData`, the backend's dataFor); the payment form's action through the payments slot.
import { randomBytes } from 'node:crypto';
import type { Platform, Queryable } from '@springfield/shared';
import { CITY_TIME_ZONE } from '@springfield/shared/city-time';
import { paymentMethods } from '../features/payments/data/payments';
import {
  isReceiptNumber,
  RECEIPT_PARAM,
  type BusinessFeeItem,
  type CitationItem,
  type ItemKind,
  type LookupAnswer,
  type LookupKind,
  type PayableItem,
  type PaymentPageData,
  type PaymentsData,
  type ProcessorInfo,
  type PropertyTaxItem,
  type Receipt,
  type ReceiptLine,
} from '../features/payments/data/payment-records';
import { breakdownOfCents } from '../features/payments/utils/fees';
import { itemLabel } from '../features/payments/utils/item-text';
import {
  businessQuery,
  citationQuery,
  codeKey,
  lookupKey,
  lookupOfAll,
  lookupsIn,
  nameKey,
  propertyQuery,
} from '../features/payments/utils/lookups';
import {
  ALL_ITEMS,
  isItemId,
  PAY_FINES_PATH,
  quickOption,
  quickPayment,
} from '../features/payments/utils/payment-addresses';
import {
  PAYMENT_FORM,
  type PaymentRefusal,
  type PaymentRequest,
  type PayOutcome,
} from '../features/payments/payment-form';
import { areaIntl } from '../i18n/area-intl';

/** The store keeps its words (receipts' lines) in English, as the city's staff read them; a refusal is structured. */
const english = areaIntl.intl('en');
import { sqlLiteral } from './migrations';
import { processorFor, type ChargeRefusal, type PaymentProcessor } from './processors';
import { w3cDate } from './requests';

/** Crockford's base32 alphabet (no I, L, O, U): a receipt number read aloud or typed is not misread. */
const BASE32 = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A receipt number's random part: 13 base32 characters, 65 bits from the system's CSPRNG, so a receipt's number
 * (the secret its page is shown by) cannot be guessed or counted up to.
 */
export function receiptRandom(bytes: Buffer = randomBytes(9)): string {
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let text = '';
  for (let i = 0; i < 13; i += 1) {
    text = BASE32[Number(bits & 31n)] + text;
    bits >>= 5n;
  }
  return text;
}

/** A charge the processor refused: thrown inside the payment's transaction, so nothing of it is kept. */
class ChargeRefused extends Error {
  constructor(readonly reason: ChargeRefusal) {
    super(`charge refused: ${reason}`);
  }
}

/** The city's calendar day of a time column ("2026-11-26"), as the pages show dates. */
const cityDay = (column: string) =>
  `to_char(${column} AT TIME ZONE ${sqlLiteral(CITY_TIME_ZONE)}, 'YYYY-MM-DD')`;

/** A number column as matched by what a resident types (see codeKey): capitals and digits only. */
const codeColumn = (column: string) => `upper(regexp_replace(${column}, '[^A-Za-z0-9]', '', 'g'))`;

/** Each kind's table, its id column, and what a row gives the pages (never a plate or an owner's name). */
const TABLES: Record<ItemKind, { table: string; id: string; columns: string; order: string }> = {
  citation: {
    table: 'citations',
    id: 'citation_number',
    columns: `citation_number AS id, violation, to_char(issued_on, 'YYYY-MM-DD') AS issued_on, location,
      amount_cents, last_name AS checked_name`,
    order: 'issued_on, citation_number',
  },
  'property-tax': {
    table: 'property_tax_bills',
    id: 'bill_number',
    columns: `bill_number AS id, property_id, tax_year, installment, address, amount_cents,
      to_char(due_on, 'YYYY-MM-DD') AS due_on, owner_name AS checked_name`,
    order: 'due_on, bill_number',
  },
  'business-fee': {
    table: 'business_fees',
    id: 'fee_number',
    columns: `fee_number AS id, license_number, business_name, fee_type, description, amount_cents,
      to_char(due_on, 'YYYY-MM-DD') AS due_on, business_name AS checked_name`,
    order: 'due_on, fee_number',
  },
};

const KINDS = Object.keys(TABLES) as ItemKind[];

/** What every kind's row has: its status columns, and the name a lookup checks (removed before it is shown). */
interface RowBase {
  id: string;
  amount_cents: number;
  checked_name: string;
  paid_receipt: string | null;
  paid_on: string | null;
}

type Row = RowBase & Record<string, unknown>;

const selectFrom = (kind: ItemKind) => {
  const { table, columns } = TABLES[kind];
  return `SELECT ${columns}, paid_receipt, ${cityDay('paid_at')} AS paid_on FROM ${table}`;
};

/** A row as the pages see it: Outstanding, or Paid with its day. */
function itemOf(kind: ItemKind, row: Row): PayableItem {
  const base = {
    id: row.id,
    amountCents: Number(row.amount_cents),
    status: row.paid_receipt === null ? ('Outstanding' as const) : ('Paid' as const),
    ...(row.paid_receipt === null ? {} : { paid: { on: row.paid_on ?? undefined } }),
  };
  if (kind === 'citation') {
    return {
      ...base,
      kind,
      violation: String(row.violation),
      issuedOn: String(row.issued_on),
      location: String(row.location),
    } satisfies CitationItem;
  }
  if (kind === 'property-tax') {
    return {
      ...base,
      kind,
      propertyId: String(row.property_id),
      taxYear: Number(row.tax_year),
      installment: String(row.installment),
      address: String(row.address),
      dueOn: String(row.due_on),
    } satisfies PropertyTaxItem;
  }
  return {
    ...base,
    kind,
    licenseNumber: String(row.license_number),
    businessName: String(row.business_name),
    feeType: String(row.fee_type),
    description: String(row.description),
    dueOn: String(row.due_on),
  } satisfies BusinessFeeItem;
}

/** An owner's name matches the whole name on the bill, or its last word (the last name). */
function ownerMatches(owner: string, typed: string): boolean {
  const key = nameKey(typed);
  const words = owner.trim().split(/\s+/);
  return key !== '' && (key === nameKey(owner) || key === nameKey(words[words.length - 1] ?? ''));
}

const answerOf = (items: PayableItem[]): LookupAnswer =>
  items.length > 0 ? { status: 'found', items } : { status: 'not-found' };

/** The payments pages' paths: the page at its three addresses, a payment's page, a confirmation. */
const LOOKUP_PAGES = new Set([PAY_FINES_PATH, '/pay-bills', '/traffic-fines']);
const PAYMENT_PAGE = new RegExp(`^${PAY_FINES_PATH}/pay/([^/]+)/?$`);
const PAID_PAGE = new RegExp(`^${PAY_FINES_PATH}/paid/([^/]+)/?$`);

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

interface ReceiptRow {
  receipt_number: string;
  lines: ReceiptLine[] | string;
  amount_cents: number;
  fee_cents: number;
  total_cents: number;
  method: string;
  paid_at: Date | string;
  test: boolean;
}

/**
 * The payments store. `processor`: the card processor that charges each payment (by default the one
 * PAYMENT_PROCESSOR names); none: payments are refused as unavailable, and the pages offer none.
 */
export function createPayments(
  platform: Platform,
  processor: PaymentProcessor | null = processorFor(platform) ?? null,
) {
  /** What the pages say of the processor: none (no payment is offered), a test one (marked TEST), or live. */
  const processorInfo: ProcessorInfo = processor
    ? { mode: processor.test ? 'test' : 'live', card: processor.card }
    : { mode: 'none', card: false };

  /** `lock`: inside a payment's transaction, the rows found are locked until it ends (FOR UPDATE). */
  async function rowsOf(db: Queryable, kind: ItemKind, where: string, params: unknown[], lock: boolean) {
    const { rows } = await db.query<Row>(
      `${selectFrom(kind)} WHERE ${where} ORDER BY ${TABLES[kind].order}${lock ? ' FOR UPDATE' : ''}`,
      params,
    );
    return rows;
  }

  /** By citation number; or by license plate and last name. */
  async function lookUpCitations(
    db: Queryable,
    search: URLSearchParams,
    lock = false,
  ): Promise<LookupAnswer> {
    const { citation, plate, lastName } = citationQuery(search);
    const number = codeKey(citation);
    const plateKey = codeKey(plate);
    const lastNameKey = nameKey(lastName);
    // Issue 43: a citation is shown only to whoever gives a second fact of it: its number with the plate, or the
    // plate with the last name. A number with the wrong plate finds nothing, as an unknown number does.
    if (number) {
      if (!plateKey) return { status: 'incomplete' };
      const rows = await rowsOf(
        db,
        'citation',
        `${codeColumn('citation_number')} = $1 AND ${codeColumn('license_plate')} = $2`,
        [number, plateKey],
        lock,
      );
      return answerOf(
        rows
          .filter((row) => !lastNameKey || nameKey(row.checked_name) === lastNameKey)
          .map((row) => itemOf('citation', row)),
      );
    }
    if (!plateKey || !lastNameKey) return { status: 'incomplete' };
    const rows = await rowsOf(db, 'citation', `${codeColumn('license_plate')} = $1`, [plateKey], lock);
    return answerOf(
      rows.filter((row) => nameKey(row.checked_name) === lastNameKey).map((row) => itemOf('citation', row)),
    );
  }

  /** By Property ID Number and Tax Year, the owner's name checked. */
  async function lookUpPropertyTax(
    db: Queryable,
    search: URLSearchParams,
    lock = false,
  ): Promise<LookupAnswer> {
    const { propertyId, year, owner } = propertyQuery(search);
    const id = codeKey(propertyId);
    if (!id || !nameKey(owner)) return { status: 'incomplete' };
    const rows = await rowsOf(
      db,
      'property-tax',
      `${codeColumn('property_id')} = $1 AND tax_year = $2`,
      [id, Number(year)],
      lock,
    );
    return answerOf(
      rows.filter((row) => ownerMatches(row.checked_name, owner)).map((row) => itemOf('property-tax', row)),
    );
  }

  /** By Business License Number and Fee Type, the business's name checked. */
  async function lookUpBusinessFees(
    db: Queryable,
    search: URLSearchParams,
    lock = false,
  ): Promise<LookupAnswer> {
    const { license, business, feeType } = businessQuery(search);
    const licenseKey = codeKey(license);
    const businessKey = nameKey(business);
    if (!licenseKey || !businessKey) return { status: 'incomplete' };
    const rows = await rowsOf(
      db,
      'business-fee',
      `${codeColumn('license_number')} = $1 AND fee_type = $2`,
      [licenseKey, feeType],
      lock,
    );
    return answerOf(
      rows
        .filter((row) => nameKey(row.checked_name) === businessKey)
        .map((row) => itemOf('business-fee', row)),
    );
  }

  /** One of the page's lookups, as its address asks it. */
  function lookUp(kind: LookupKind, search: URLSearchParams, db: Queryable = platform.db, lock = false) {
    if (kind === 'citations') return lookUpCitations(db, search, lock);
    if (kind === 'property') return lookUpPropertyTax(db, search, lock);
    return lookUpBusinessFees(db, search, lock);
  }

  /**
   * A citation, bill or fee by its id, only when the lookup in `search` (the proof: a citation's number and
   * plate, a bill's property ID and owner, a fee's license and business name) finds it. Without the proof, or
   * with a wrong one, it is not found, exactly as an id the store does not hold.
   */
  async function findItem(
    id: string,
    search: URLSearchParams,
    db: Queryable = platform.db,
    lock = false,
  ): Promise<PayableItem | undefined> {
    if (!isItemId(id)) return undefined;
    const kind = lookupOfAll(search);
    const answer = await lookUp(kind, search, db, lock);
    return answer.status === 'found' ? answer.items.find((item) => item.id === id) : undefined;
  }

  /**
   * What a payment's address names, as the store has it now: one item, or for "all" every item its lookup
   * finds (paid ones included). Undefined: no such payment.
   */
  async function itemsOf(item: string, search: URLSearchParams, db: Queryable = platform.db, lock = false) {
    if (item === ALL_ITEMS) {
      const kind = lookupOfAll(search);
      const answer = await lookUp(kind, search, db, lock);
      return answer.status === 'found' ? { key: lookupKey(kind, search), items: answer.items } : undefined;
    }
    const found = await findItem(item, search, db, lock);
    return found ? { key: '', items: [found] } : undefined;
  }

  /** The data of a payment's own page (/pay-fines/pay/{item}); a Quick Pay option needs none. */
  async function paymentPageData(
    item: string,
    search: URLSearchParams,
  ): Promise<PaymentPageData | undefined> {
    if (quickOption(item)) return undefined;
    if (item !== ALL_ITEMS && !isItemId(item)) return undefined;
    const named = await itemsOf(item, search);
    return named ? { item, ...named } : { item, key: '', notFound: true };
  }

  /**
   * Writes the payment's record and answers its receipt number, inside the payment's transaction, once the
   * processor accepted the charge (`reference`): a number of 65 random bits, PAY-{year}-{13 base32 characters}.
   */
  async function recordPayment(
    tx: Queryable,
    payment: {
      lines: ReceiptLine[];
      amountCents: number;
      feeCents: number;
      totalCents: number;
      method: string;
      processor: PaymentProcessor;
      reference: string;
    },
  ): Promise<string> {
    const { rows } = await tx.query<{ receipt_number: string }>(
      `INSERT INTO payments (receipt_number, lines, amount_cents, fee_cents, total_cents, method,
         processor, processor_reference, test)
       VALUES ('PAY-' || to_char(now() AT TIME ZONE $6, 'YYYY') || '-' || $7,
         $1::jsonb, $2, $3, $4, $5, $8, $9, $10)
       RETURNING receipt_number`,
      [
        JSON.stringify(payment.lines),
        payment.amountCents,
        payment.feeCents,
        payment.totalCents,
        payment.method,
        CITY_TIME_ZONE,
        receiptRandom(),
        payment.processor.name,
        payment.reference,
        payment.processor.test,
      ],
    );
    return rows[0].receipt_number;
  }

  /** Marks the items Paid by the receipt; every one must still be outstanding (else the payment rolls back). */
  async function markPaid(tx: Queryable, items: readonly PayableItem[], receipt: string) {
    for (const kind of KINDS) {
      const ids = items.filter((item) => item.kind === kind).map((item) => item.id);
      if (ids.length === 0) continue;
      const { table, id } = TABLES[kind];
      const { affectedRows } = await tx.query(
        `UPDATE ${table} SET paid_receipt = $1, paid_at = now()
         WHERE ${id} = ANY(string_to_array($2, ',')) AND paid_receipt IS NULL`,
        [receipt, ids.join(',')],
      );
      if (affectedRows !== ids.length)
        throw new Error(`${table}: ${ids.length - (affectedRows ?? 0)} not marked paid`);
    }
  }

  /** A refusal of what is already paid, with the items (the page words it in its language). */
  const refusedFor = (paid: PayableItem[]): { refused: PaymentRefusal } => ({
    refused: { field: 'payment', rule: 'already-paid', paid },
  });

  /** What a payment pays: the items it names that are outstanding, or why it is refused. */
  function payable(
    request: PaymentRequest,
    named: readonly PayableItem[],
  ): { items: PayableItem[] } | { refused: PaymentRefusal } {
    const outstanding = named.filter((item) => item.status === 'Outstanding');
    const paid = named.filter((item) => item.status === 'Paid');
    if (request.item !== ALL_ITEMS) return paid.length > 0 ? refusedFor(paid) : { items: outstanding };
    if (request.listed === null) {
      return outstanding.length > 0 ? { items: outstanding } : refusedFor(paid);
    }
    // Pay All charges exactly what the dialog showed: each listed item still outstanding, and no other.
    const listed = new Set(request.listed);
    const listedPaid = paid.filter((item) => listed.has(item.id));
    if (listedPaid.length > 0) return refusedFor(listedPaid);
    const same = outstanding.length === listed.size && outstanding.every((item) => listed.has(item.id));
    return same ? { items: outstanding } : { refused: { field: 'payment', rule: 'changed' } };
  }

  /** The receipt's lines and the records to mark Paid, or why not. */
  async function linesOf(
    tx: Queryable,
    request: PaymentRequest,
  ): Promise<{ lines: ReceiptLine[]; records: PayableItem[] } | PayOutcome> {
    const option = quickOption(request.item);
    if (option) {
      const { label, amountCents } = quickPayment(option, english);
      return { lines: [{ kind: 'quick', id: option.key, label, amountCents }], records: [] };
    }
    const named = await itemsOf(request.item, new URLSearchParams(request.search), tx, true);
    if (!named) return { status: 'not-found' };
    const decided = payable(request, named.items);
    if ('refused' in decided) return { status: 'refused', ...decided.refused };
    const lines = decided.items.map((item) => ({
      kind: item.kind,
      id: item.id,
      label: itemLabel(item, english),
      amountCents: item.amountCents,
    }));
    return { lines, records: decided.items };
  }

  /**
   * A payment, once per one-time key: its items locked, checked (outstanding, and for Pay All those the dialog
   * showed), the payment recorded with the spec's 2.9% fee and its receipt number, and the items marked Paid,
   * all in one transaction. A Quick Pay option's fixed amount is recorded too, and marks nothing Paid.
   */
  async function pay(request: PaymentRequest, key: string | undefined): Promise<PayOutcome> {
    if (!paymentMethods.some((method) => method.id === request.method)) {
      throw new Error(`not a payment method: ${request.method}`);
    }
    // No processor: nothing can be charged, so nothing is recorded (issue 43: payments fail closed).
    if (!processor) return { status: 'unavailable' };
    // The card number is never part of what the store keeps (the submission's digest included).
    const { card, ...kept } = request;
    try {
      return await platform.submitOnce(
        { form: PAYMENT_FORM, key, fields: kept },
        async (tx): Promise<PayOutcome> => {
          const decided = await linesOf(tx, request);
          if ('status' in decided) return decided;
          const amountCents = decided.lines.reduce((sum, line) => sum + line.amountCents, 0);
          const { feeCents, totalCents } = breakdownOfCents(amountCents);
          // The items stay locked while the processor charges: the charge and the record are one decision.
          const charge = await processor.charge({
            amountCents: totalCents,
            currency: 'USD',
            method: request.method,
            ...(processor.card ? { card } : {}),
            idempotencyKey: `${PAYMENT_FORM}:${key ?? randomBytes(16).toString('hex')}`,
            description: decided.lines.map((line) => line.label).join('; '),
          });
          // Refused: the transaction rolls back, so neither the payment nor its one-time key is kept (the
          // resident may try another card with the same form).
          if (!charge.ok) throw new ChargeRefused(charge.reason);
          const receipt = await recordPayment(tx, {
            lines: decided.lines,
            amountCents,
            feeCents,
            totalCents,
            method: request.method,
            processor,
            reference: charge.reference,
          });
          await markPaid(tx, decided.records, receipt);
          platform.log('payment.recorded', {
            receipt,
            lines: decided.lines.length,
            kinds: [...new Set(decided.lines.map((line) => line.kind))],
            method: request.method,
            total_cents: totalCents,
            processor: processor.name,
          });
          return { status: 'paid', receipt };
        },
      );
    } catch (error) {
      if (!(error instanceof ChargeRefused)) throw error;
      platform.log('payment.refused', { reason: error.reason, processor: processor.name });
      return { status: 'declined', reason: error.reason };
    }
  }

  /** A payment's record by its receipt number. */
  async function receipt(number: string): Promise<Receipt | undefined> {
    if (!isReceiptNumber(number)) return undefined;
    const { rows } = await platform.db.query<ReceiptRow>(
      `SELECT receipt_number, lines, amount_cents, fee_cents, total_cents, method, paid_at, test
       FROM payments WHERE receipt_number = $1`,
      [number],
    );
    const row = rows[0];
    if (!row) return undefined;
    return {
      number: row.receipt_number,
      lines: typeof row.lines === 'string' ? (JSON.parse(row.lines) as ReceiptLine[]) : row.lines,
      amountCents: Number(row.amount_cents),
      feeCents: Number(row.fee_cents),
      totalCents: Number(row.total_cents),
      method: row.method,
      paidAt: w3cDate(row.paid_at),
      ...(row.test ? { test: true } : {}),
    };
  }

  /**
   * The live data of a payments page: the answers of the lookups in its address, the payment a payment's page
   * is for, a confirmation's receipt. Undefined for a page that needs none.
   */
  async function pageData({
    pathname,
    search,
  }: {
    pathname: string;
    search: string;
  }): Promise<{ payments: PaymentsData } | undefined> {
    const query = new URLSearchParams(search);
    const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
    // Every payments page says whether a payment can be made, and whether it would be a test.
    const processor = processorInfo;
    if (LOOKUP_PAGES.has(path)) {
      const data: PaymentsData = { processor };
      for (const kind of lookupsIn(query))
        data[kind] = { key: lookupKey(kind, query), answer: await lookUp(kind, query) };
      return { payments: data };
    }
    const payment = PAYMENT_PAGE.exec(pathname);
    if (payment) {
      const found = await paymentPageData(decoded(payment[1]), query);
      return { payments: found ? { processor, payment: found } : { processor } };
    }
    if (PAID_PAGE.test(pathname)) {
      const number = query.get(RECEIPT_PARAM);
      if (number === null) return { payments: { processor } };
      const found = await receipt(number);
      return { payments: { processor, receipt: found ?? { number, notFound: true } } };
    }
    return undefined;
  }

  return { lookUp, findItem, pay, receipt, pageData, processor: processorInfo };
}

export type Payments = ReturnType<typeof createPayments>;
