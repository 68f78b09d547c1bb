// Statuses from the city's own 311 system (issue 44): where requests are forwarded (OPEN311_FORWARD_URL), the
// site polls the city's Open311 GET Service Requests for those updated since the last poll, as FixMyStreet's
// Open311 updates do (GeoReport v2's start_date and end_date, on updated_datetime), and applies each to the
// request it forwarded (matched by the city's service_request_id): its status and status_notes, as a public
// update in the request's history marked as the city's system's, its updated_datetime and agency_responsible,
// and the resident's mail as for a staff change. Run by the site's server every OPEN311_POLL_MINUTES (5; 0:
// never) through AreaBackend.every, by one instance at a time (a row lease in open311_polls), from where the
// last successful poll ended; an update read twice is applied once (its key in the history is unique).
import { createHash } from 'node:crypto';
import type { PeriodicWork, Platform, Queryable } from '@springfield/shared';
import { NOTE_LIMIT, type ClosedReason, type Stage } from '../staff/data';
import { forwardingTarget } from './forward-config';
import { FORWARD_TIMEOUT_MS, withinDeadline } from './forward';
import { w3cDate } from './requests';
import { LOCKED_REQUEST_COLUMNS, publicNotes, updateMail, type LockedRequest } from './staff-requests';

/** The poll's row in open311_polls. */
export const POLL_NAME = 'open311-updates';
/** Minutes between polls unless OPEN311_POLL_MINUTES says otherwise. */
export const POLL_MINUTES = 5;
/** The most updates one poll applies; the next poll goes on from the last one applied. */
export const POLL_LIMIT = 500;
/** How far back the first poll looks. */
export const FIRST_POLL_HOURS = 24;
/** The history's author of an update from the city's system. */
export const CITY_SYSTEM = { subject: 'open311', name: 'City 311 system' };

/** OPEN311_POLL_MINUTES (a positive number; 0 or "off": no poll); the default when unset or unreadable. */
export function pollMinutes(platform: Platform): number | undefined {
  const raw = platform.env('OPEN311_POLL_MINUTES')?.trim();
  if (!raw) return POLL_MINUTES;
  if (raw === '0' || raw.toLowerCase() === 'off') return undefined;
  const minutes = Number(raw);
  return Number.isFinite(minutes) && minutes > 0 ? minutes : POLL_MINUTES;
}

/** What one of the city's statuses means here: Open311's two, and FixMyStreet's finer ones. */
export function stageOf(status: string): { stage: Stage | null; reason: ClosedReason | null } | undefined {
  switch (
    status
      .trim()
      .toLowerCase()
      .replace(/[\s-]+/g, '_')
  ) {
    case 'open':
      return { stage: null, reason: null };
    case 'acknowledged':
    case 'confirmed':
      return { stage: 'acknowledged', reason: null };
    case 'in_progress':
    case 'investigating':
    case 'action_scheduled':
      return { stage: 'in_progress', reason: null };
    case 'closed':
      return { stage: 'closed', reason: null };
    case 'fixed':
      return { stage: 'closed', reason: 'fixed' };
    case 'duplicate':
      return { stage: 'closed', reason: 'duplicate' };
    case 'not_councils_responsibility':
    case 'not_responsible':
      return { stage: 'closed', reason: 'not-city' };
    case 'no_further_action':
    case 'unable_to_fix':
    case 'wont_fix':
      return { stage: 'closed', reason: 'no-action' };
    default:
      return undefined;
  }
}

/** One update read from the city's answer. */
export interface CityUpdate {
  externalId: string;
  stage: Stage | null;
  reason: ClosedReason | null;
  notes: string | null;
  updated: Date | null;
  agency: string | null;
  /** The same update read twice has the same key. */
  key: string;
}

const text = (value: unknown, max: number): string | null =>
  typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : null;

/** The city's answer's requests as updates (the unreadable left out), oldest first. */
export function readUpdates(answer: unknown): CityUpdate[] {
  const list = Array.isArray(answer)
    ? answer
    : Array.isArray((answer as { service_requests?: unknown })?.service_requests)
      ? (answer as { service_requests: unknown[] }).service_requests
      : [];
  const updates: CityUpdate[] = [];
  for (const item of list) {
    if (!item || typeof item !== 'object') continue;
    const record = item as Record<string, unknown>;
    const id = record.service_request_id;
    if ((typeof id !== 'string' && typeof id !== 'number') || String(id).length > 200) continue;
    const meaning = typeof record.status === 'string' ? stageOf(record.status) : undefined;
    if (!meaning) continue;
    const when = typeof record.updated_datetime === 'string' ? new Date(record.updated_datetime) : null;
    const updated = when && !Number.isNaN(when.getTime()) ? when : null;
    const notes = text(record.status_notes, NOTE_LIMIT);
    const key = createHash('sha256')
      .update(JSON.stringify([String(id), record.status, notes, updated?.toISOString() ?? null]))
      .digest('hex');
    updates.push({
      externalId: String(id),
      ...meaning,
      notes,
      updated,
      agency: text(record.agency_responsible, 200),
      key,
    });
  }
  return updates.sort((a, b) => (a.updated?.getTime() ?? 0) - (b.updated?.getTime() ?? 0));
}

export function createPoller(
  platform: Platform,
  { timeoutMs = FORWARD_TIMEOUT_MS, leaseSeconds = 120, limit = POLL_LIMIT } = {},
) {
  /** Takes the poll's lease: where the last poll ended (null: never polled), or undefined while another polls. */
  async function lease(): Promise<{ from: Date | null } | undefined> {
    await platform.db.query('INSERT INTO open311_polls (name) VALUES ($1) ON CONFLICT (name) DO NOTHING', [
      POLL_NAME,
    ]);
    const { rows } = await platform.db.query<{ polled_until: Date | string | null }>(
      `UPDATE open311_polls SET lease_until = now() + make_interval(secs => $2)
       WHERE name = $1 AND (lease_until IS NULL OR lease_until < now())
       RETURNING polled_until`,
      [POLL_NAME, leaseSeconds],
    );
    if (!rows[0]) return undefined;
    return { from: rows[0].polled_until === null ? null : new Date(rows[0].polled_until) };
  }

  async function release(polledUntil: Date | null, error: string | null) {
    await platform.db.query(
      `UPDATE open311_polls SET lease_until = NULL, last_error = $3,
         polled_until = COALESCE($2::timestamptz, polled_until)
       WHERE name = $1`,
      [POLL_NAME, polledUntil?.toISOString() ?? null, error],
    );
  }

  /** Applies one update in one transaction: 'applied', or why not. */
  async function apply(update: CityUpdate): Promise<'applied' | 'unknown' | 'seen' | 'older'> {
    return platform.db.transaction(async (tx: Queryable) => {
      const { rows } = await tx.query<LockedRequest>(
        `SELECT ${LOCKED_REQUEST_COLUMNS} FROM service_requests
         WHERE external_id = $1 ORDER BY service_request_id LIMIT 1 FOR UPDATE`,
        [update.externalId],
      );
      const row = rows[0];
      if (!row) return 'unknown';
      const seen = await tx.query<{ seen: boolean; newer: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM service_request_updates WHERE external_key = $2) AS seen,
           EXISTS (SELECT 1 FROM service_request_updates WHERE service_request_id = $1::bigint
             AND source = 'open311' AND $3::timestamptz IS NOT NULL AND at > $3::timestamptz) AS newer`,
        [row.service_request_id, update.key, update.updated?.toISOString() ?? null],
      );
      if (seen.rows[0]?.seen) return 'seen';
      if (seen.rows[0]?.newer) return 'older';
      // The city's "open" leaves a finer open stage (acknowledged, in progress) as it is; reopens a closed one.
      const stage: Stage = update.stage ?? (row.stage === 'closed' ? 'open' : row.stage);
      const reason = stage === 'closed' ? update.reason : null;
      const notes = publicNotes(stage, update.notes, reason);
      const at = update.updated?.toISOString() ?? null;
      await tx.query(
        `UPDATE service_requests SET stage = $2, status = CASE WHEN $2 = 'closed' THEN 'closed' ELSE 'open' END,
           status_notes = $3, closed_reason = $4, updated_datetime = COALESCE($5::timestamptz, now()),
           agency_responsible = COALESCE($6, agency_responsible)
         WHERE service_request_id = $1::bigint`,
        [row.service_request_id, stage, notes, reason, at, update.agency],
      );
      await tx.query(
        `INSERT INTO service_request_updates
           (service_request_id, at, stage, note, closed_reason, by_subject, by_name, source, external_key)
         VALUES ($1::bigint, COALESCE($2::timestamptz, now()), $3, $4, $5, $6, $7, 'open311', $8)`,
        [
          row.service_request_id,
          at,
          stage !== row.stage ? stage : null,
          update.notes,
          reason,
          CITY_SYSTEM.subject,
          CITY_SYSTEM.name,
          update.key,
        ],
      );
      // The requester is told as for a staff change, when there is something to tell.
      if (row.email && (stage !== row.stage || update.notes)) {
        await platform.mail(
          tx,
          updateMail(platform, { ...row, email: row.email }, { stage, reason, note: update.notes }),
        );
      }
      return 'applied';
    });
  }

  /** One poll: nothing when another instance polls, the counts of what it applied otherwise. Never throws. */
  async function poll(now = new Date()): Promise<Record<string, unknown>> {
    const target = forwardingTarget(platform);
    if (!target) return { skipped: 'no forwarding' };
    let taken: { from: Date | null } | undefined;
    try {
      taken = await lease();
    } catch (error) {
      platform.log('open311.poll-failed', {
        error: String((error as Error)?.message ?? error).slice(0, 200),
      });
      return { failed: true };
    }
    if (!taken) return { skipped: 'another instance polls' };
    // A minute's overlap with the last window (an update the city stored as it answered): read twice, applied once.
    const from = taken.from
      ? new Date(taken.from.getTime() - 60_000)
      : new Date(now.getTime() - FIRST_POLL_HOURS * 3_600_000);
    const counts = { applied: 0, seen: 0, unknown: 0, older: 0 };
    let reached: Date | null = null;
    try {
      const url = new URL(`${target.base}/requests.json`);
      url.searchParams.set('start_date', w3cDate(from));
      url.searchParams.set('end_date', w3cDate(now));
      url.searchParams.set('api_key', target.apiKey);
      const answer = await withinDeadline(timeoutMs, async (signal) => {
        const response = await fetch(url, { headers: { Accept: 'application/json' }, signal });
        if (!response.ok) throw new Error(`the city's Open311 endpoint answered ${response.status}`);
        return (await response.json()) as unknown;
      });
      const updates = readUpdates(answer);
      const taking = updates.slice(0, limit);
      for (const update of taking) {
        counts[await apply(update)] += 1;
        if (update.updated) reached = update.updated;
      }
      // All read: the next poll starts where this one's window ended; cut short, from the last one applied.
      const until = updates.length > limit && reached ? reached : now;
      await release(until, null);
      platform.log('open311.polled', { ...counts, more: updates.length > limit });
      return counts;
    } catch (error) {
      const message = String((error as Error)?.message ?? error).slice(0, 200);
      // Retried from the same start next time (what was applied stays applied, once).
      await release(null, message).catch(() => {});
      platform.log('open311.poll-failed', { error: message, ...counts });
      return { failed: true, ...counts };
    }
  }

  return { poll };
}

/** The backend's periodic poll, when requests are forwarded and polling is not off. */
export function pollWork(platform: Platform): PeriodicWork | undefined {
  const minutes = pollMinutes(platform);
  if (!forwardingTarget(platform) || minutes === undefined) return undefined;
  const poller = createPoller(platform);
  return { name: 'open311-poll', minutes, run: () => poller.poll() };
}
