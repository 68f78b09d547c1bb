// The staff side of Programs & Community's store (issue 44): the feedback inbox and the volunteer applications,
// read for the staff pages (the site's server audits every view) and changed by their forms. Each change checks
// the member's role itself (agent or admin), and writes the record, its audit row and the resident's mail in one
// transaction.
import { localeOrDefault, localizedPath, roleAllows, type Platform } from '@springfield/shared';
import { feedbackCategories } from '../features/feedback/content';
import {
  getVolunteerOpportunity,
  getVolunteerOpportunityIn,
  volunteerOpportunities,
} from '../features/volunteer/data/volunteer-opportunities';
import { canWriteTo, plainText } from '../utils/stored-text';
import { answerMailMessages, residentIntl } from './mail-words';
import {
  APPLICATION_STATUSES,
  FEEDBACK_FILTERS,
  STAFF_FEEDBACK_PATH,
  STAFF_PAGE_SIZE,
  STAFF_VOLUNTEERS_PATH,
  type ApplicationData,
  type ApplicationDetail,
  type ApplicationRow,
  type ApplicationsData,
  type ApplicationStatus,
  type FeedbackData,
  type FeedbackDetail,
  type FeedbackFilter,
  type FeedbackListData,
  type FeedbackRow,
  type StaffCommunityStore,
  type StaffOutcome,
} from '../staff/data';

const FEEDBACK_PAGE = /^\/staff\/feedback\/(\d{1,18})\/?$/;
const APPLICATION_PAGE = /^\/staff\/volunteers\/(\d{1,18})\/?$/;
const ID = /^\d{1,18}$/;
/** The longest reply or decision message a member may send. */
export const STAFF_MESSAGE_MAX = 5000;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function pageOf(params: URLSearchParams): number {
  const page = Number(params.get('page') ?? '1');
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** A feedback's category as the form names it (in English: the staff pages mark it so). */
const categoryLabel = (value: unknown) =>
  value === null
    ? null
    : (feedbackCategories.find((option) => option.value === value)?.label ?? String(value));

const opportunityTitle = (id: string) => getVolunteerOpportunity(id)?.title ?? id;

function statusOf(decision: string | null): ApplicationStatus {
  return decision === 'accepted' || decision === 'declined' ? decision : 'new';
}

type Raw<T> = { [K in keyof T]: T[K] extends string | null ? T[K] | Date : T[K] };

async function feedbackList(platform: Platform, params: URLSearchParams): Promise<FeedbackListData> {
  const asked = params.get('status') as FeedbackFilter | null;
  const filter: FeedbackFilter = asked && FEEDBACK_FILTERS.includes(asked) ? asked : 'all';
  const where =
    filter === 'open'
      ? 'WHERE handled_at IS NULL'
      : filter === 'handled'
        ? 'WHERE handled_at IS NOT NULL'
        : '';
  const { rows: counted } = await platform.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM feedback ${where}`,
  );
  const total = Number(counted[0]?.n ?? 0);
  const pages = Math.max(1, Math.ceil(total / STAFF_PAGE_SIZE));
  const page = Math.min(pageOf(params), pages);
  const { rows } = await platform.db.query<Raw<FeedbackRow>>(
    `SELECT id::text AS id, reference, name, category, subject, received_at, handled_at FROM feedback ${where}
     ORDER BY received_at DESC, id DESC LIMIT $1 OFFSET $2`,
    [STAFF_PAGE_SIZE, (page - 1) * STAFF_PAGE_SIZE],
  );
  return {
    kind: 'feedback-list',
    rows: rows.map((row) => ({
      ...row,
      id: String(row.id),
      reference: String(row.reference),
      category: categoryLabel(row.category),
      received_at: iso(row.received_at)!,
      handled_at: iso(row.handled_at),
    })) as FeedbackRow[],
    filter,
    page,
    pages,
    total,
  };
}

async function feedbackDetail(platform: Platform, id: string): Promise<FeedbackData> {
  const { rows } = await platform.db.query<Record<string, unknown>>(
    `SELECT id::text AS id, reference, anonymous, name, email, phone, category, subject, message, follow_up,
       received_at, handled_at, handled_by, locale FROM feedback WHERE id = $1::bigint`,
    [id],
  );
  const row = rows[0];
  if (!row) return { kind: 'feedback', notFound: true };
  const { rows: replies } = await platform.db.query<{
    text: string;
    sent_by: string;
    sent_at: Date | string;
  }>(
    'SELECT text, sent_by, sent_at FROM feedback_replies WHERE feedback_id = $1::bigint ORDER BY sent_at, id',
    [id],
  );
  const feedback = {
    ...row,
    category: categoryLabel(row.category),
    locale: localeOrDefault(row.locale),
    received_at: iso(row.received_at as Date),
    handled_at: iso(row.handled_at as Date | null),
    replies: replies.map((reply) => ({ ...reply, sent_at: iso(reply.sent_at)! })),
  } as FeedbackDetail;
  return { kind: 'feedback', feedback };
}

async function applicationsList(platform: Platform, params: URLSearchParams): Promise<ApplicationsData> {
  const askedOpportunity = params.get('opportunity') ?? '';
  const opportunity = getVolunteerOpportunity(askedOpportunity) ? askedOpportunity : '';
  const askedStatus = (params.get('status') ?? '') as ApplicationStatus;
  const status = APPLICATION_STATUSES.includes(askedStatus) ? askedStatus : '';
  const conditions: string[] = [];
  const values: unknown[] = [];
  if (opportunity) {
    values.push(opportunity);
    conditions.push(`opportunity_id = $${values.length}`);
  }
  if (status === 'new') conditions.push('decision IS NULL');
  else if (status) {
    values.push(status);
    conditions.push(`decision = $${values.length}`);
  }
  const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
  const { rows: counted } = await platform.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM volunteer_applications ${where}`,
    values,
  );
  const total = Number(counted[0]?.n ?? 0);
  const pages = Math.max(1, Math.ceil(total / STAFF_PAGE_SIZE));
  const page = Math.min(pageOf(params), pages);
  const { rows } = await platform.db.query<Record<string, unknown>>(
    `SELECT id::text AS id, reference, opportunity_id, name, decision, received_at FROM volunteer_applications
     ${where} ORDER BY received_at DESC, id DESC LIMIT $${values.length + 1} OFFSET $${values.length + 2}`,
    [...values, STAFF_PAGE_SIZE, (page - 1) * STAFF_PAGE_SIZE],
  );
  return {
    kind: 'applications',
    rows: rows.map((row): ApplicationRow => ({
      id: String(row.id),
      reference: String(row.reference),
      opportunity_id: String(row.opportunity_id),
      opportunity: opportunityTitle(String(row.opportunity_id)),
      name: String(row.name),
      status: statusOf(row.decision as string | null),
      received_at: iso(row.received_at as Date)!,
    })),
    opportunity,
    status,
    opportunities: volunteerOpportunities.map(({ id, title }) => ({ id, title })),
    page,
    pages,
    total,
  };
}

async function applicationDetail(platform: Platform, id: string): Promise<ApplicationData> {
  const { rows } = await platform.db.query<Record<string, unknown>>(
    `SELECT id::text AS id, reference, opportunity_id, name, email, phone, experience, availability, motivation,
       emergency_contact, has_transportation, decision, decision_message, decided_by, decided_at, received_at,
       locale
     FROM volunteer_applications WHERE id = $1::bigint`,
    [id],
  );
  const row = rows[0];
  if (!row) return { kind: 'application', notFound: true };
  const { decision, ...rest } = row;
  const application = {
    ...rest,
    opportunity: opportunityTitle(String(row.opportunity_id)),
    status: statusOf(decision as string | null),
    received_at: iso(row.received_at as Date),
    decided_at: iso(row.decided_at as Date | null),
    locale: localeOrDefault(row.locale),
  } as ApplicationDetail;
  return { kind: 'application', application };
}

/** A staff page's data by its path; undefined for any other. */
export async function staffCommunityData(
  platform: Platform,
  { pathname, search }: { pathname: string; search: string },
): Promise<FeedbackListData | FeedbackData | ApplicationsData | ApplicationData | undefined> {
  const params = new URLSearchParams(search);
  const path = pathname.replace(/\/$/, '');
  if (path === STAFF_FEEDBACK_PATH) return feedbackList(platform, params);
  if (path === STAFF_VOLUNTEERS_PATH) return applicationsList(platform, params);
  const feedback = FEEDBACK_PAGE.exec(pathname);
  if (feedback) return feedbackDetail(platform, feedback[1]);
  const application = APPLICATION_PAGE.exec(pathname);
  if (application) return applicationDetail(platform, application[1]);
  return undefined;
}

/** A member's words to send: trimmed, not empty, not longer than STAFF_MESSAGE_MAX. */
function messageOf(text: string): string | undefined {
  const trimmed = text.replace(/\r\n/g, '\n').trim();
  return trimmed !== '' && trimmed.length <= STAFF_MESSAGE_MAX ? trimmed : undefined;
}

/** The store of the staff pages' changes (server only). */
export function createStaffCommunityStore(platform: Platform): StaffCommunityStore {
  return {
    async markHandled(id, staff) {
      if (!roleAllows(staff.role, 'agent')) return 'forbidden';
      if (!ID.test(id)) return 'not-found';
      return platform.db.transaction(async (tx): Promise<StaffOutcome> => {
        const { rows } = await tx.query<{ reference: string }>(
          `UPDATE feedback SET handled_at = now(), handled_by = $2 WHERE id = $1::bigint AND handled_at IS NULL
           RETURNING reference`,
          [id, staff.member.name],
        );
        if (!rows[0]) {
          const { rows: found } = await tx.query('SELECT 1 FROM feedback WHERE id = $1::bigint', [id]);
          return found.length ? 'done' : 'not-found';
        }
        await platform.audit?.(tx, staff, { action: 'feedback-handled', record: rows[0].reference });
        platform.log('feedback.handled', { feedback: Number(id) });
        return 'done';
      });
    },

    // The resident's mail says its fixed words in the language they wrote in (stored with the record); the
    // member's own text goes as typed.
    async reply(id, text, staff) {
      if (!roleAllows(staff.role, 'agent')) return 'forbidden';
      if (!ID.test(id)) return 'not-found';
      const message = messageOf(text);
      return platform.db.transaction(async (tx): Promise<StaffOutcome> => {
        const { rows } = await tx.query<{ reference: string; email: string | null; locale: string }>(
          'SELECT reference, email, locale FROM feedback WHERE id = $1::bigint FOR UPDATE',
          [id],
        );
        const feedback = rows[0];
        if (!feedback) return 'not-found';
        if (!message || !feedback.email || !canWriteTo(feedback.email)) return 'invalid';
        await tx.query(
          'INSERT INTO feedback_replies (feedback_id, text, sent_by) VALUES ($1::bigint, $2, $3)',
          [id, message, staff.member.name],
        );
        const locale = localeOrDefault(feedback.locale);
        await platform.mail(tx, {
          to: feedback.email.trim(),
          subject: residentIntl(locale).formatMessage(answerMailMessages.replySubject, {
            reference: feedback.reference,
          }),
          text: message,
          locale,
        });
        await platform.audit?.(tx, staff, { action: 'feedback-replied', record: feedback.reference });
        platform.log('feedback.replied', { feedback: Number(id) });
        return 'done';
      });
    },

    async decide(id, decision, text, staff) {
      if (!roleAllows(staff.role, 'agent')) return 'forbidden';
      if (!ID.test(id)) return 'not-found';
      const message = messageOf(text);
      if (!message || (decision !== 'accepted' && decision !== 'declined')) return 'invalid';
      return platform.db.transaction(async (tx): Promise<StaffOutcome> => {
        const { rows } = await tx.query<{
          reference: string;
          email: string;
          opportunity_id: string;
          locale: string;
        }>(
          `UPDATE volunteer_applications
           SET decision = $2, decision_message = $3, decided_by = $4, decided_at = now()
           WHERE id = $1::bigint AND decision IS NULL RETURNING reference, email, opportunity_id, locale`,
          [id, decision, message, staff.member.name],
        );
        const application = rows[0];
        if (!application) {
          const { rows: found } = await tx.query(
            'SELECT 1 FROM volunteer_applications WHERE id = $1::bigint',
            [id],
          );
          // Decided already: the first decision stands.
          return found.length ? 'invalid' : 'not-found';
        }
        if (canWriteTo(application.email)) {
          const locale = localeOrDefault(application.locale);
          const say = residentIntl(locale).formatMessage;
          // The opportunity as the resident read it (its translation where it has one).
          const title =
            getVolunteerOpportunityIn(application.opportunity_id, locale)?.title ??
            opportunityTitle(application.opportunity_id);
          const named = { title, reference: application.reference };
          await platform.mail(tx, {
            to: application.email.trim(),
            subject: say(answerMailMessages.decisionSubject, named),
            text: plainText([
              say(decision === 'accepted' ? answerMailMessages.accepted : answerMailMessages.declined, named),
            ]).concat(
              '\n\n',
              message,
              '\n\n',
              say(answerMailMessages.opportunities, {
                link: `${platform.siteOrigin}${localizedPath(locale, '/volunteer')}`,
              }),
            ),
            locale,
          });
        }
        await platform.audit?.(tx, staff, {
          action: decision === 'accepted' ? 'application-accepted' : 'application-declined',
          record: application.reference,
          detail: { opportunity: application.opportunity_id },
        });
        platform.log('volunteer-application.decided', { application: Number(id), decision });
        return 'done';
      });
    },
  };
}
