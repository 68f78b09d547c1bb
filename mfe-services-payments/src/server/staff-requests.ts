// The staff side of the service requests store (issue 44): the queue (filtered, oldest first, paged), one
// request with its requester and history, and the changes staff make: a stage (closing needs a reason), a
// public note, an assignee. Each change is one transaction: the request, its history row, the audit log's row
// (platform.audit) and, when the requester gave an e-mail address, the mail that tells them (platform.mail),
// with the link to the request's status page. Open311's status and status_notes follow.
import {
  localeOrDefault,
  localizedPath,
  type Platform,
  type Queryable,
  type StaffContext,
} from '@springfield/shared';
import { isRequestNumber, requestStatusPath, serviceIn, statusMessages } from '../features/services';
import {
  CLOSED_REASONS,
  NOTE_LIMIT,
  QUEUE_PAGE_SIZE,
  STAGES,
  type ChangeOutcome,
  type ClosedReason,
  type PaymentsData,
  type QueueData,
  type QueueFilters,
  type RequestChange,
  type Stage,
  type StaffRequestDetail,
} from '../staff/data';
import { catalogue, serviceByCode } from './catalogue';
import { residentIntl, updateMailMessages } from './mail-words';
import { w3cDate } from './requests';

const isStage = (value: unknown): value is Stage => STAGES.includes(value as Stage);
const isReason = (value: unknown): value is ClosedReason => CLOSED_REASONS.includes(value as ClosedReason);
const isDay = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));

/** The queue's filters read from its address (anything unreadable is left out). */
export function queueFilters(search: string): QueueFilters {
  const params = new URLSearchParams(search);
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const stage = params.get('stage');
  const service = params.get('service');
  const q = params.get('q')?.trim().slice(0, 200);
  return {
    ...(service && serviceByCode(service) ? { service } : {}),
    ...(stage === 'active' || isStage(stage) ? { stage } : {}),
    ...(isDay(params.get('from')) ? { from: params.get('from') as string } : {}),
    ...(isDay(params.get('to')) ? { to: params.get('to') as string } : {}),
    ...(q ? { q } : {}),
    page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1,
  };
}

/** Public words of a stage and a reason, for the resident's status notes and mail (the city's English). */
const STAGE_WORDS: Record<Stage, string> = {
  open: 'Open',
  acknowledged: 'Acknowledged',
  in_progress: 'In progress',
  closed: 'Closed',
};
const REASON_WORDS: Record<ClosedReason, string> = {
  fixed: 'the problem has been fixed',
  duplicate: 'it duplicates another report',
  'not-city': 'it is not the City’s responsibility',
  'no-action': 'no further action is planned',
};

/** What the resident reads as the request's status notes after a change. */
export function publicNotes(stage: Stage, note: string | null, reason: ClosedReason | null): string {
  const head = stage === 'closed' && reason ? `Closed: ${REASON_WORDS[reason]}.` : `${STAGE_WORDS[stage]}.`;
  return note ? `${head} ${note}` : head;
}

const clean = (text: unknown, max: number): string | null => {
  if (typeof text !== 'string') return null;
  // No control characters but line breaks and tabs; trimmed.
  const trimmed = [...text]
    .filter((c) => {
      const code = c.charCodeAt(0);
      return code === 0x09 || code === 0x0a || code === 0x0d || (code >= 0x20 && code !== 0x7f);
    })
    .join('')
    .trim();
  return trimmed ? trimmed.slice(0, max) : null;
};

/** The problems of a change, before anything is stored. */
export function changeProblems(change: RequestChange): { field: string; rule: string }[] {
  const problems: { field: string; rule: string }[] = [];
  if (change.kind === 'stage') {
    if (!isStage(change.stage)) problems.push({ field: 'stage', rule: 'choice' });
    if (change.stage === 'closed' && !isReason(change.reason))
      problems.push({ field: 'reason', rule: 'required' });
    if (change.note && change.note.length > NOTE_LIMIT) problems.push({ field: 'note', rule: 'too-long' });
  }
  if (change.kind === 'note') {
    if (!change.note) problems.push({ field: 'note', rule: 'required' });
    else if (change.note.length > NOTE_LIMIT) problems.push({ field: 'note', rule: 'too-long' });
  }
  if (change.kind === 'assign' && change.assignee && change.assignee.length > 200)
    problems.push({ field: 'assignee', rule: 'too-long' });
  return problems;
}

/** A stage's and a reason's words as the status page says them, in the resident's language. */
const STAGE_MESSAGES = {
  open: statusMessages.open,
  acknowledged: statusMessages.acknowledged,
  in_progress: statusMessages.inProgress,
  closed: statusMessages.closed,
} as const;
const REASON_MESSAGES = {
  fixed: statusMessages.reasonFixed,
  duplicate: statusMessages.reasonDuplicate,
  'not-city': statusMessages.reasonNotCity,
  'no-action': statusMessages.reasonNoAction,
} as const;

/** What changed, for the requester's mail: the stage now, the reason it was closed, the note as it was written. */
export interface UpdateMailChange {
  stage: Stage;
  reason: ClosedReason | null;
  note: string | null;
}

/**
 * The mail that tells the requester what changed, with the link to the status page: its fixed words in the
 * language the resident used on the form (stored with the request; English for one made by an Open311 client),
 * the staff member's (or the city system's) note as written, the service's name as the site shows it there.
 */
export function updateMail(
  platform: Platform,
  row: { service_request_id: string; service_code: string; email: string; locale?: string | null },
  { stage, reason, note }: UpdateMailChange,
) {
  const locale = localeOrDefault(row.locale);
  const intl = residentIntl(locale);
  const say = intl.formatMessage;
  const id = row.service_request_id;
  const service =
    serviceIn(row.service_code, locale)?.title ??
    serviceByCode(row.service_code)?.listing.service_name ??
    row.service_code;
  const status = say(STAGE_MESSAGES[stage]);
  const head =
    stage === 'closed' && reason
      ? say(updateMailMessages.closedBecause, { status, reason: say(REASON_MESSAGES[reason]) })
      : say(updateMailMessages.stageOnly, { status });
  return {
    to: row.email,
    subject: say(updateMailMessages.subject, { id, status }),
    text: [
      say(updateMailMessages.intro),
      '',
      say(updateMailMessages.number, { id }),
      say(updateMailMessages.service, { service }),
      say(updateMailMessages.status, { status }),
      say(updateMailMessages.update, { update: note ? `${head} ${note}` : head }),
      '',
      say(updateMailMessages.follow, {
        link: `${platform.siteOrigin}${localizedPath(locale, requestStatusPath(id))}`,
      }),
      '',
      say(updateMailMessages.signature),
    ].join('\n'),
    locale,
  };
}

/** What a change to a request reads of it, its row locked (a member's change here, the city's system's in poll.ts). */
export interface LockedRequest {
  service_request_id: string;
  service_code: string;
  stage: Stage;
  email: string | null;
  closed_reason: ClosedReason | null;
  locale: string;
}

/** The columns of a LockedRequest, for `SELECT … FROM service_requests WHERE … FOR UPDATE`. */
export const LOCKED_REQUEST_COLUMNS =
  'service_request_id::text AS service_request_id, service_code, stage, email, closed_reason, locale';

export function createStaffRequests(platform: Platform) {
  /** One page of the queue, oldest first. */
  async function queue(filters: QueueFilters): Promise<QueueData> {
    const where: string[] = [];
    const params: unknown[] = [];
    const add = (sql: string, value: unknown) => {
      params.push(value);
      where.push(sql.replace('?', `$${params.length}`));
    };
    if (filters.service) add('service_code = ?', filters.service);
    if (filters.stage === 'active') where.push("stage <> 'closed'");
    else if (filters.stage) add('stage = ?', filters.stage);
    // Days in the city's time zone.
    if (filters.from)
      add("requested_datetime >= (?::date)::timestamp AT TIME ZONE 'America/Chicago'", filters.from);
    if (filters.to)
      add("requested_datetime < ((?::date) + 1)::timestamp AT TIME ZONE 'America/Chicago'", filters.to);
    if (filters.q) {
      // A request's number, or words of its description or address.
      params.push(filters.q.replace(/^#\s*/, ''));
      const number = params.length;
      params.push(`%${filters.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      const words = params.length;
      where.push(
        `(service_request_id::text = $${number} OR description ILIKE $${words} OR address_string ILIKE $${words})`,
      );
    }
    const condition = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const { rows } = await platform.db.query<{
      service_request_id: string;
      service_code: string;
      stage: Stage;
      requested_datetime: Date | string;
      address_string: string | null;
      description: string | null;
      assigned_to: string | null;
      total: string | number;
    }>(
      `SELECT service_request_id::text AS service_request_id, service_code, stage, requested_datetime,
         address_string, description, assigned_to, count(*) OVER () AS total
       FROM service_requests ${condition}
       ORDER BY requested_datetime, service_request_id
       LIMIT ${QUEUE_PAGE_SIZE} OFFSET ${(filters.page - 1) * QUEUE_PAGE_SIZE}`,
      params,
    );
    return {
      kind: 'queue',
      filters,
      total: rows.length ? Number(rows[0].total) : 0,
      rows: rows.map((row) => ({
        service_request_id: row.service_request_id,
        service_code: row.service_code,
        service_name: serviceByCode(row.service_code)?.listing.service_name ?? row.service_code,
        stage: row.stage,
        requested_datetime: w3cDate(row.requested_datetime),
        address: row.address_string,
        description: row.description ? row.description.slice(0, 140) : null,
        assigned_to: row.assigned_to,
      })),
      services: catalogue.map((entry) => ({
        code: entry.listing.service_code,
        name: entry.listing.service_name,
      })),
    };
  }

  /** One request, whole, with its history; undefined when there is none. */
  async function detail(id: string): Promise<StaffRequestDetail | undefined> {
    if (!isRequestNumber(id)) return undefined;
    return platform.db.transaction(async (tx) => {
      const { rows } = await tx.query<Record<string, unknown>>(
        `SELECT service_request_id::text AS service_request_id, service_code, stage, status_notes, description,
           address_string, agency_responsible, requested_datetime, updated_datetime, assigned_to, closed_reason,
           attributes, email, first_name, last_name, phone, locale
         FROM service_requests WHERE service_request_id = $1::bigint`,
        [id],
      );
      const row = rows[0];
      if (!row) return undefined;
      const updates = await tx.query<Record<string, unknown>>(
        `SELECT at, stage, note, closed_reason, assigned_to, by_name FROM service_request_updates
         WHERE service_request_id = $1::bigint ORDER BY id`,
        [id],
      );
      return {
        service_request_id: String(row.service_request_id),
        service_code: String(row.service_code),
        service_name:
          serviceByCode(String(row.service_code))?.listing.service_name ?? String(row.service_code),
        stage: row.stage as Stage,
        status_notes: (row.status_notes as string | null) ?? null,
        description: (row.description as string | null) ?? null,
        address: (row.address_string as string | null) ?? null,
        agency_responsible: String(row.agency_responsible),
        requested_datetime: w3cDate(row.requested_datetime as Date),
        updated_datetime: w3cDate(row.updated_datetime as Date),
        assigned_to: (row.assigned_to as string | null) ?? null,
        closed_reason: (row.closed_reason as ClosedReason | null) ?? null,
        attributes: (typeof row.attributes === 'string'
          ? JSON.parse(row.attributes)
          : row.attributes) as Record<string, string | string[]>,
        email: (row.email as string | null) ?? null,
        first_name: (row.first_name as string | null) ?? null,
        last_name: (row.last_name as string | null) ?? null,
        phone: (row.phone as string | null) ?? null,
        locale: localeOrDefault(row.locale),
        updates: updates.rows.map((update) => ({
          at: w3cDate(update.at as Date),
          stage: (update.stage as Stage | null) ?? null,
          note: (update.note as string | null) ?? null,
          closed_reason: (update.closed_reason as ClosedReason | null) ?? null,
          assigned_to: (update.assigned_to as string | null) ?? null,
          by_name: String(update.by_name),
        })),
      };
    });
  }

  async function record(tx: Queryable, id: string, staff: StaffContext, values: Record<string, unknown>) {
    await tx.query(
      `INSERT INTO service_request_updates (service_request_id, stage, note, closed_reason, assigned_to, by_subject, by_name)
       VALUES ($1::bigint, $2, $3, $4, $5, $6, $7)`,
      [
        id,
        values.stage ?? null,
        values.note ?? null,
        values.closed_reason ?? null,
        values.assigned_to ?? null,
        staff.member.subject,
        staff.member.name,
      ],
    );
  }

  /** A change by a staff member (an agent or admin of this area: the caller checked the role). */
  async function change(id: string, raw: RequestChange, staff: StaffContext): Promise<ChangeOutcome> {
    if (!isRequestNumber(id)) return { status: 'not-found' };
    const change: RequestChange =
      raw.kind === 'assign'
        ? { kind: 'assign', assignee: clean(raw.assignee, 200) }
        : raw.kind === 'note'
          ? { kind: 'note', note: clean(raw.note, NOTE_LIMIT + 1) ?? '' }
          : { ...raw, note: clean(raw.note, NOTE_LIMIT + 1) };
    const problems = changeProblems(change);
    if (problems.length) return { status: 'invalid', problems };
    // The per-recipient mail limit is counted before the transaction: it uses the database too (the embedded
    // one has a single connection, which the transaction holds).
    const { rows: found } = await platform.db.query<{ email: string | null }>(
      'SELECT email FROM service_requests WHERE service_request_id = $1::bigint',
      [id],
    );
    if (!found[0]) return { status: 'not-found' };
    const email = found[0].email;
    const mayMail = change.kind !== 'assign' && email ? ((await platform.mayMail?.(email)) ?? true) : false;
    const outcome = await platform.db.transaction(async (tx): Promise<ChangeOutcome> => {
      const { rows } = await tx.query<LockedRequest>(
        `SELECT ${LOCKED_REQUEST_COLUMNS} FROM service_requests WHERE service_request_id = $1::bigint FOR UPDATE`,
        [id],
      );
      const row = rows[0];
      if (!row) return { status: 'not-found' };
      if (change.kind === 'assign') {
        await tx.query('UPDATE service_requests SET assigned_to = $2 WHERE service_request_id = $1::bigint', [
          id,
          change.assignee,
        ]);
        await record(tx, id, staff, { assigned_to: change.assignee ?? '' });
        await platform.audit?.(tx, staff, {
          action: 'assigned',
          record: id,
          detail: { to: change.assignee },
        });
        return { status: 'done' };
      }
      const stage = change.kind === 'stage' ? change.stage : row.stage;
      const reason = change.kind === 'stage' && stage === 'closed' ? change.reason : null;
      const notes = publicNotes(stage, change.note, reason ?? row.closed_reason);
      await tx.query(
        `UPDATE service_requests SET stage = $2, status = CASE WHEN $2 = 'closed' THEN 'closed' ELSE 'open' END,
           status_notes = $3, closed_reason = $4, updated_datetime = now()
         WHERE service_request_id = $1::bigint`,
        [id, stage, notes, stage === 'closed' ? (reason ?? row.closed_reason) : null],
      );
      await record(tx, id, staff, {
        ...(change.kind === 'stage' ? { stage, closed_reason: reason } : {}),
        note: change.note,
      });
      await platform.audit?.(tx, staff, {
        action: change.kind === 'stage' ? 'stage-changed' : 'note-added',
        record: id,
        detail: change.kind === 'stage' ? { from: row.stage, to: stage, reason } : {},
      });
      // The requester is told, with the link to the status page (held until confirmed where the site asks).
      if (row.email && mayMail) {
        await platform.mail(
          tx,
          updateMail(
            platform,
            { ...row, email: row.email },
            { stage, reason: stage === 'closed' ? (reason ?? row.closed_reason) : null, note: change.note },
          ),
        );
      }
      platform.log('service-request.updated', { service_request_id: id, change: change.kind, stage });
      return { status: 'done' };
    });
    return outcome;
  }

  /** Payments, newest first (50), or those that paid one item (its id) or carry one receipt number. */
  async function payments(search: string): Promise<PaymentsData> {
    const item = new URLSearchParams(search).get('item')?.trim().slice(0, 100) || undefined;
    const { rows } = await platform.db.query<{
      receipt_number: string;
      paid_at: Date | string;
      lines: PaymentsData['rows'][number]['lines'] | string;
      total_cents: number;
      method: string;
      test: boolean;
    }>(
      `SELECT receipt_number, paid_at, lines, total_cents, method, test FROM payments
       WHERE $1::text IS NULL OR upper(receipt_number) = upper($1)
          OR lines @> jsonb_build_array(jsonb_build_object('id', $1::text))
       ORDER BY paid_at DESC, receipt_number LIMIT 50`,
      [item ?? null],
    );
    return {
      kind: 'payments',
      ...(item ? { item } : {}),
      rows: rows.map((row) => ({
        receipt_number: row.receipt_number,
        paid_at: w3cDate(row.paid_at),
        lines: typeof row.lines === 'string' ? JSON.parse(row.lines) : row.lines,
        total_cents: Number(row.total_cents),
        method: row.method,
        test: Boolean(row.test),
      })),
    };
  }

  return { queue, detail, change, payments };
}

export type StaffRequests = ReturnType<typeof createStaffRequests>;

/** The live data of a staff page of this area, by its path; undefined for any other. */
export async function staffPageData(
  requests: StaffRequests,
  { pathname, search }: { pathname: string; search: string },
  staff: StaffContext,
) {
  if (pathname === '/staff/requests' || pathname === '/staff/requests/') {
    return requests.queue(queueFilters(search));
  }
  if (pathname === '/staff/payments' || pathname === '/staff/payments/') return requests.payments(search);
  const match = /^\/staff\/requests\/([^/]+)\/?$/.exec(pathname);
  if (!match) return undefined;
  const found = await requests.detail(decodeURIComponent(match[1]));
  return found ? { kind: 'request', request: found, role: staff.role } : { kind: 'request', notFound: true };
}
