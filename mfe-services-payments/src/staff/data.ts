// The staff side's data of this area (issue 44): what its staff pages show (the queue, a request with its
// history), what its actions send, and the slot through which the actions reach the store on the server.
// Bundled with the staff module only: none of this reaches a resident's page.
import { serverOnly, type Locale, type StaffContext } from '@springfield/shared';

/** The stages staff move a request through; Open311's status is "closed" exactly at "closed". */
export const STAGES = ['open', 'acknowledged', 'in_progress', 'closed'] as const;
export type Stage = (typeof STAGES)[number];

/** Why a request was closed (FixMyStreet's states, as a city says them): the resident is told. */
export const CLOSED_REASONS = ['fixed', 'duplicate', 'not-city', 'no-action'] as const;
export type ClosedReason = (typeof CLOSED_REASONS)[number];

/** Where the queue lives, and a request's staff page. */
export const STAFF_REQUESTS_PATH = '/staff/requests';
export const staffRequestPath = (id: string) => `${STAFF_REQUESTS_PATH}/${encodeURIComponent(id)}`;

/** The queue's filters, as its GET form names them. */
export const QUEUE_QUERY = ['service', 'stage', 'from', 'to', 'q', 'page'] as const;

/** How many requests a page of the queue shows. */
export const QUEUE_PAGE_SIZE = 25;

export interface QueueFilters {
  service?: string;
  stage?: Stage | 'active';
  /** yyyy-mm-dd, in the city's time. */
  from?: string;
  to?: string;
  q?: string;
  page: number;
}

export interface QueueRow {
  service_request_id: string;
  service_code: string;
  service_name: string;
  stage: Stage;
  requested_datetime: string;
  address: string | null;
  description: string | null;
  assigned_to: string | null;
}

export interface QueueData {
  kind: 'queue';
  filters: QueueFilters;
  rows: QueueRow[];
  total: number;
  services: { code: string; name: string }[];
}

export interface RequestUpdate {
  at: string;
  stage: Stage | null;
  note: string | null;
  closed_reason: ClosedReason | null;
  assigned_to: string | null;
  by_name: string;
}

export interface StaffRequestDetail {
  service_request_id: string;
  service_code: string;
  service_name: string;
  stage: Stage;
  status_notes: string | null;
  description: string | null;
  address: string | null;
  agency_responsible: string;
  requested_datetime: string;
  updated_datetime: string;
  assigned_to: string | null;
  closed_reason: ClosedReason | null;
  attributes: Record<string, string | string[]>;
  /** The requester, as far as they gave it: personal data (its read is in the audit log). */
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  /** The language of the form the request came from: the mails to the requester are in it (issue 44). */
  locale: Locale;
  updates: RequestUpdate[];
}

export type RequestPageData =
  | { kind: 'request'; request: StaffRequestDetail; role: StaffContext['role'] }
  | { kind: 'request'; notFound: true };

/** Payments and receipts, read only: the newest first, or those of one item or receipt. */
export const STAFF_PAYMENTS_PATH = '/staff/payments';

export interface PaymentRow {
  receipt_number: string;
  paid_at: string;
  lines: { kind: string; id: string; label: string; amountCents: number }[];
  total_cents: number;
  method: string;
  test: boolean;
}

export interface PaymentsData {
  kind: 'payments';
  /** The item id or receipt number looked for, if any. */
  item?: string;
  rows: PaymentRow[];
}

export type StaffData = QueueData | RequestPageData | PaymentsData;

/** A change staff send from a request's page. */
export type RequestChange =
  | { kind: 'stage'; stage: Stage; note: string | null; reason: ClosedReason | null }
  | { kind: 'note'; note: string }
  | { kind: 'assign'; assignee: string | null };

export type ChangeOutcome =
  | { status: 'done' }
  | { status: 'not-found' }
  | { status: 'invalid'; problems: { field: string; rule: string }[] };

/** The store's staff part, set by the backend on the server, called by the staff actions. */
export interface StaffRequestStore {
  change(id: string, change: RequestChange, staff: StaffContext): Promise<ChangeOutcome>;
}

export const staffRequestStore = serverOnly<StaffRequestStore>('The staff request store');

/** The longest public note. */
export const NOTE_LIMIT = 2000;
