// The tables of the Departments, Services & Payments area (issues 25 and 29), in its own schema
// (area_services_payments). Shipped in the area's server build and applied at start by the site's server, in
// order, once. Never edit a migration that has shipped, nor the seed file it reads: add the next version.
import type { KeptRecord, Migration } from '@springfield/shared';
import seed from './payments-seed.json';

/** A value as an SQL literal: text quoted (quotes doubled), a whole number as is; nothing else is seeded. */
export function sqlLiteral(value: unknown): string {
  if (typeof value === 'string') return `'${value.replace(/'/g, "''")}'`;
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  throw new Error(`not a seed value: ${JSON.stringify(value)}`);
}

/** One INSERT of a table's seed rows, every row with the same columns (the first row's). */
export function seedInsert(table: string, rows: readonly Record<string, unknown>[]): string {
  if (rows.length === 0) return '';
  const columns = Object.keys(rows[0]);
  const values = rows.map((row) => {
    const keys = Object.keys(row);
    if (keys.length !== columns.length || keys.some((key, i) => key !== columns[i])) {
      throw new Error(`a seed row of ${table} has other columns than its first`);
    }
    return `(${columns.map((column) => sqlLiteral(row[column])).join(', ')})`;
  });
  return `INSERT INTO ${table} (${columns.join(', ')}) VALUES\n  ${values.join(',\n  ')};`;
}

export const migrations: readonly Migration[] = [
  {
    version: 1,
    name: 'service requests (Open311 GeoReport v2)',
    sql: `
      CREATE TABLE service_requests (
        -- The request number residents are given: readable, like Open311's examples (100001, 100002 …).
        service_request_id bigint GENERATED ALWAYS AS IDENTITY (START WITH 100001) PRIMARY KEY,
        service_code text NOT NULL,
        status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
        status_notes text,
        description text CHECK (char_length(description) <= 4000),
        address_string text,
        lat double precision CHECK (lat BETWEEN -90 AND 90),
        long double precision CHECK (long BETWEEN -180 AND 180),
        -- The requester, only as far as the form asked: never in a public answer.
        email text,
        first_name text,
        last_name text,
        phone text,
        -- The service's own fields (Open311 attributes: severity, project type …), by their code.
        attributes jsonb NOT NULL DEFAULT '{}'::jsonb,
        media_url text,
        agency_responsible text NOT NULL,
        service_notice text,
        requested_datetime timestamptz NOT NULL DEFAULT now(),
        updated_datetime timestamptz NOT NULL DEFAULT now(),
        -- The request's number in the city's system, once forwarded there (OPEN311_FORWARD_URL).
        external_id text,
        CHECK ((lat IS NULL) = (long IS NULL)),
        CHECK (address_string IS NOT NULL OR lat IS NOT NULL)
      );
      CREATE INDEX service_requests_requested ON service_requests (requested_datetime DESC);
    `,
  },
  {
    version: 2,
    name: 'payments: citations, property tax bills, business fees and the payments of them',
    sql: `
      -- What the city bills, as its own systems issue it (this build seeds the spec's samples, from
      -- payments-seed.json). An item is outstanding until a payment pays it: paid_receipt names that payment
      -- (not a foreign key: a payment's record may be deleted after its retention, the item stays paid).
      CREATE TABLE citations (
        citation_number text PRIMARY KEY,
        violation text NOT NULL,
        issued_on date NOT NULL,
        location text NOT NULL,
        amount_cents integer NOT NULL CHECK (amount_cents > 0),
        -- Matched case-, space- and punctuation-insensitively (see utils/lookups.ts); never shown.
        license_plate text NOT NULL,
        last_name text NOT NULL,
        paid_receipt text,
        paid_at timestamptz,
        CHECK ((paid_receipt IS NULL) = (paid_at IS NULL))
      );
      CREATE INDEX citations_plate ON citations (upper(regexp_replace(license_plate, '[^A-Za-z0-9]', '', 'g')));
      CREATE TABLE property_tax_bills (
        bill_number text PRIMARY KEY,
        property_id text NOT NULL,
        tax_year integer NOT NULL,
        installment text NOT NULL,
        -- Checked against the name a resident types; never shown.
        owner_name text NOT NULL,
        address text NOT NULL,
        amount_cents integer NOT NULL CHECK (amount_cents > 0),
        due_on date NOT NULL,
        paid_receipt text,
        paid_at timestamptz,
        CHECK ((paid_receipt IS NULL) = (paid_at IS NULL))
      );
      CREATE INDEX property_tax_bills_property ON property_tax_bills (property_id, tax_year);
      CREATE TABLE business_fees (
        fee_number text PRIMARY KEY,
        license_number text NOT NULL,
        business_name text NOT NULL,
        fee_type text NOT NULL
          CHECK (fee_type IN ('Business License', 'Building Permit', 'License Renewal', 'Inspection Fee')),
        description text NOT NULL,
        amount_cents integer NOT NULL CHECK (amount_cents > 0),
        due_on date NOT NULL,
        paid_receipt text,
        paid_at timestamptz,
        CHECK ((paid_receipt IS NULL) = (paid_at IS NULL))
      );
      CREATE INDEX business_fees_license ON business_fees (license_number);
      -- A payment as recorded: its receipt number (PAY-{year}-{number}), the lines it paid, the amount, the
      -- spec's 2.9% fee, the total, the method chosen, and when. No card details: this build moves no money.
      CREATE SEQUENCE payment_numbers START WITH 1;
      CREATE TABLE payments (
        receipt_number text PRIMARY KEY,
        lines jsonb NOT NULL,
        amount_cents integer NOT NULL CHECK (amount_cents > 0),
        fee_cents integer NOT NULL CHECK (fee_cents >= 0),
        total_cents integer NOT NULL CHECK (total_cents = amount_cents + fee_cents),
        method text NOT NULL CHECK (method IN ('credit', 'debit', 'ach', 'paypal')),
        paid_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX payments_paid ON payments (paid_at DESC);
      ${seedInsert('citations', seed.citations)}
      ${seedInsert('property_tax_bills', seed.property_tax_bills)}
      ${seedInsert('business_fees', seed.business_fees)}
    `,
  },
  {
    version: 3,
    name: 'Open311 API keys; requests paged by an index',
    sql: `
      -- The keys of Open311 clients (POST Service Request needs one): issued, listed and revoked by
      -- "npm run submissions -- open311-key" (server/src/submissions.ts). Only the key's SHA-256 (hex) is kept:
      -- the key itself is shown once, when it is issued.
      CREATE TABLE open311_keys (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 200),
        key_sha256 text NOT NULL UNIQUE CHECK (key_sha256 ~ '^[0-9a-f]{64}$'),
        created_at timestamptz NOT NULL DEFAULT now(),
        revoked_at timestamptz
      );
      -- Which client sent a request through Open311 (null: the site's own forms).
      ALTER TABLE service_requests ADD COLUMN open311_key_id bigint REFERENCES open311_keys (id);
      -- GET Service Requests' order (newest first, the number breaking ties) read from an index, page by page.
      CREATE INDEX service_requests_newest ON service_requests (requested_datetime DESC, service_request_id DESC);
      DROP INDEX service_requests_requested;
    `,
  },
  {
    version: 4,
    name: 'payments: the processor that charged each payment, its reference, and whether it was a test',
    sql: `
      -- Issue 43: a payment is recorded only once its processor accepted the charge. Its name ("test"), the
      -- processor's own reference for the charge, and whether no money moved (a test processor). Payments
      -- recorded before (no processor) keep NULL. Still no card details.
      ALTER TABLE payments ADD COLUMN processor text;
      ALTER TABLE payments ADD COLUMN processor_reference text;
      ALTER TABLE payments ADD COLUMN test boolean NOT NULL DEFAULT false;
    `,
  },
  {
    version: 5,
    name: "staff: a request's stage, assignee and closing reason, and its history of updates",
    sql: `
      -- Issue 44: staff work each request through stages (open, acknowledged, in progress, closed); Open311's
      -- status stays open or closed (closed exactly when the stage is), status_notes the last public note.
      ALTER TABLE service_requests ADD COLUMN stage text NOT NULL DEFAULT 'open'
        CHECK (stage IN ('open', 'acknowledged', 'in_progress', 'closed'));
      UPDATE service_requests SET stage = status;
      ALTER TABLE service_requests ADD COLUMN assigned_to text;
      ALTER TABLE service_requests ADD COLUMN closed_reason text;
      -- The stage follows a status set by anything else (the city's system, an operator's SQL): closed is
      -- closed; reopened is open.
      CREATE FUNCTION service_requests_stage() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.status = 'closed' AND NEW.stage <> 'closed' THEN
          NEW.stage := 'closed';
        ELSIF NEW.status = 'open' AND NEW.stage = 'closed' THEN
          NEW.stage := 'open';
        END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER service_requests_stage BEFORE INSERT OR UPDATE OF status ON service_requests
        FOR EACH ROW EXECUTE FUNCTION service_requests_stage();
      -- Every change staff made, in order: what the resident sees (stage, public note) and who made it.
      CREATE TABLE service_request_updates (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        service_request_id bigint NOT NULL REFERENCES service_requests (service_request_id) ON DELETE CASCADE,
        at timestamptz NOT NULL DEFAULT now(),
        stage text CHECK (stage IN ('open', 'acknowledged', 'in_progress', 'closed')),
        note text CHECK (char_length(note) <= 2000),
        closed_reason text,
        assigned_to text,
        by_subject text NOT NULL,
        by_name text NOT NULL
      );
      CREATE INDEX service_request_updates_request ON service_request_updates (service_request_id, id);
      -- The staff queue: oldest first.
      CREATE INDEX service_requests_oldest ON service_requests (requested_datetime, service_request_id);
    `,
  },
  {
    version: 6,
    name: "open311 poll: statuses from the city's system, applied once, by one instance at a time",
    sql: `
      -- Issue 44: where the city runs a 311 system, the site polls its Open311 GET for requests updated since
      -- the last poll. One row per poll: how far it got (the next poll's start_date) and the lease of the
      -- instance polling now (several instances share the database; one polls at a time).
      CREATE TABLE open311_polls (
        name text PRIMARY KEY,
        polled_until timestamptz,
        lease_until timestamptz,
        last_error text
      );
      -- An update from the city's system, in the request's history: marked by its source, and keyed by the
      -- city's request and its updated_datetime so that the same update read twice is applied once.
      ALTER TABLE service_request_updates ADD COLUMN source text NOT NULL DEFAULT 'staff'
        CHECK (source IN ('staff', 'open311'));
      ALTER TABLE service_request_updates ADD COLUMN external_key text UNIQUE;
      CREATE INDEX service_requests_external ON service_requests (external_id) WHERE external_id IS NOT NULL;
    `,
  },
  {
    version: 7,
    name: 'service requests: the language the resident used',
    sql: `
      -- Issue 44: the language of the site's form the request came from, so that the mails answering it (a
      -- status change, a public note) say their fixed words in it. English for an Open311 client's request and
      -- for those from before.
      ALTER TABLE service_requests ADD COLUMN locale text NOT NULL DEFAULT 'en'
        CHECK (locale IN ('en', 'es', 'zh-Hant'));
    `,
  },
];

/** Payments are kept seven years, as the city keeps its other financial records. */
export const PAYMENT_KEEP_DAYS = 7 * 365;

/**
 * Service requests are kept two years after they were made: long enough to follow a request through a permit
 * review or a season of road repairs and to answer a question about it (or a claim about a reported road
 * defect) later; the city's own system, to which each request is forwarded, keeps the official record.
 */
export const kept: readonly KeptRecord[] = [
  {
    kind: 'service-request',
    table: 'service_requests',
    received: 'requested_datetime',
    keepDays: 730,
    purpose:
      'Service requests (pothole reports, permit and license applications, schedule requests): handled by the department responsible, their status shown to the requester',
  },
  {
    kind: 'payment',
    table: 'payments',
    received: 'paid_at',
    keepDays: PAYMENT_KEEP_DAYS,
    purpose:
      "Payments of citations, property tax bills, business fees and Quick Pay amounts: the receipt, what was paid, the amount, the processing fee and the method chosen, kept as the city's financial record",
  },
];
