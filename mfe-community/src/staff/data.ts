import { serverOnly, type Locale, type StaffContext } from '@springfield/shared';

// The staff side's data of Programs & Community (issue 44): the feedback inbox (a page of feedback, one
// feedback with its replies) and the volunteer applications (a page of them, one application). Bundled with the
// staff module only; the backend (src/server/staff.ts) reads and changes them.

export const STAFF_FEEDBACK_PATH = '/staff/feedback';
export const STAFF_VOLUNTEERS_PATH = '/staff/volunteers';
export const staffFeedbackPath = (id: string) => `${STAFF_FEEDBACK_PATH}/${id}`;
export const staffApplicationPath = (id: string) => `${STAFF_VOLUNTEERS_PATH}/${id}`;

/** How many rows a list page shows. */
export const STAFF_PAGE_SIZE = 25;

export type FeedbackFilter = 'all' | 'open' | 'handled';
export const FEEDBACK_FILTERS: readonly FeedbackFilter[] = ['all', 'open', 'handled'];

export interface FeedbackRow {
  id: string;
  reference: string;
  name: string | null;
  category: string | null;
  subject: string | null;
  received_at: string;
  handled_at: string | null;
}

export interface FeedbackListData {
  kind: 'feedback-list';
  rows: FeedbackRow[];
  filter: FeedbackFilter;
  page: number;
  pages: number;
  total: number;
}

export interface FeedbackReply {
  text: string;
  sent_by: string;
  sent_at: string;
}

export interface FeedbackDetail extends FeedbackRow {
  anonymous: boolean;
  email: string | null;
  phone: string | null;
  message: string;
  follow_up: boolean;
  handled_by: string | null;
  replies: FeedbackReply[];
  /** The language of the form it came from: a reply's own words (its subject) are in it (issue 44). */
  locale: Locale;
}

export type FeedbackData =
  { kind: 'feedback'; feedback: FeedbackDetail } | { kind: 'feedback'; notFound: true };

export type ApplicationStatus = 'new' | 'accepted' | 'declined';
export const APPLICATION_STATUSES: readonly ApplicationStatus[] = ['new', 'accepted', 'declined'];

export interface ApplicationRow {
  id: string;
  reference: string;
  opportunity_id: string;
  opportunity: string;
  name: string;
  status: ApplicationStatus;
  received_at: string;
}

export interface ApplicationsData {
  kind: 'applications';
  rows: ApplicationRow[];
  /** The filters: an opportunity's id and a status, '' for any. */
  opportunity: string;
  status: ApplicationStatus | '';
  opportunities: { id: string; title: string }[];
  page: number;
  pages: number;
  total: number;
}

export interface ApplicationDetail extends ApplicationRow {
  email: string;
  phone: string | null;
  experience: string | null;
  availability: string | null;
  motivation: string | null;
  emergency_contact: string | null;
  has_transportation: boolean;
  decision_message: string | null;
  decided_by: string | null;
  decided_at: string | null;
  /** The language of the form it came from: the decision mail's own words are in it (issue 44). */
  locale: Locale;
}

export type ApplicationData =
  { kind: 'application'; application: ApplicationDetail } | { kind: 'application'; notFound: true };

/** What a staff change answers: done, no such record (404), not allowed (403), or refused as sent (400). */
export type StaffOutcome = 'done' | 'not-found' | 'forbidden' | 'invalid';

/** The changes of the staff pages, set by the backend on the server, called by the staff actions. */
export interface StaffCommunityStore {
  /** Marks a feedback handled (who and when). */
  markHandled(id: string, staff: StaffContext): Promise<StaffOutcome>;
  /**
   * E-mails `text` to the resident who signed the feedback, and keeps it in its history: the mail's own words
   * in the language the resident wrote in.
   */
  reply(id: string, text: string, staff: StaffContext): Promise<StaffOutcome>;
  /**
   * Accepts or declines an undecided application, e-mailing the applicant `message`: the mail's own words in
   * the language they applied in.
   */
  decide(
    id: string,
    decision: 'accepted' | 'declined',
    message: string,
    staff: StaffContext,
  ): Promise<StaffOutcome>;
}

export const staffCommunityStore = serverOnly<StaffCommunityStore>('The staff community store');
