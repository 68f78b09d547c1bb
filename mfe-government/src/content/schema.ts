// The Government area's content, as an editor writes it: one file per record under src/content/{collection}/,
// checked against these schemas when the area builds (tooling/content-collection.cjs), which names the file and
// the field of any mistake. The pages' types are these schemas' outputs, so the code and the files cannot drift.
// Dates and times are ISO, the city's wall-clock time (America/Chicago); the pages' display strings ("7:00 PM")
// are derived here from them, never written twice. This module imports nothing but valibot: the build loads it on
// its own, and the pages import only its types.
import * as v from 'valibot';

/** Text a resident reads: never empty, no spaces around it. */
const text = v.pipe(v.string(), v.trim(), v.nonEmpty('must not be empty'));

/** A list of texts with at least one. */
const texts = v.pipe(v.array(text), v.minLength(1, 'must list at least one'));

/** A phone number as the city writes it: (555) 123-4567. */
export const phone = v.pipe(
  v.string(),
  v.regex(/^\(\d{3}\) \d{3}-\d{4}$/, 'must be a phone number written (555) 123-4567'),
);

/** An e-mail address. */
export const email = v.pipe(v.string(), v.email('must be an e-mail address'));

/** A picture of the area's assets folder, by its file name. */
const picture = v.pipe(
  v.string(),
  v.regex(
    /^[a-z0-9-]+\.(svg|png|jpg|webp)$/,
    'must be the file name of a picture in src/features/government/assets',
  ),
);

/** A day in the city: "2025-01-14". */
const isoDate = v.pipe(v.string(), v.isoDate('must be a date written YYYY-MM-DD'));

/** A time of day in the city, with its date: "2025-01-14T19:00" (the city's wall clock, no offset). */
const cityDateTime = v.pipe(
  v.string(),
  v.isoDateTime('must be a date and time written YYYY-MM-DDTHH:MM (24-hour, city time)'),
);

/** A count: a whole number, at least `least`. */
const count = (least: number) =>
  v.pipe(v.number(), v.integer('must be a whole number'), v.minValue(least, `must be ${least} or more`));

/** Where a record stands in its list: 1 first. */
const order = count(1);

/** "19:00" → "7:00 PM": how the pages write a time of day. */
export function twelveHour(isoTime: string): string {
  const [hours, minutes] = isoTime.split(':').map(Number);
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/**
 * "City Council Regular Meeting" → "city-council-regular-meeting": a title as the area's addresses write it.
 * The same words as `slugify` of src/features/government/utils/addresses.ts, which the pages use (this module
 * cannot be imported by them); src/content/schema.test.ts keeps the two equal.
 */
export function titleSlug(title: string): string {
  return title
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A meeting's slug: its title and day, "city-council-regular-meeting-2025-01-14" (its agenda's address). */
function meetingSlug(title: string, date: string): string {
  return `${titleSlug(title)}-${date}`;
}

/** An elected or appointed official (src/content/officials). */
export const officialSchema = v.strictObject({
  /** Where the official stands in the list: 1 first. */
  order: v.pipe(v.number(), v.integer('must be a whole number')),
  name: text,
  title: text,
  term: text,
  email,
  phone,
  bio: text,
  photo: picture,
  priorities: texts,
  fullBio: text,
  achievements: texts,
  committees: texts,
  officeHours: text,
  education: text,
});

export type Official = v.InferOutput<typeof officialSchema>;

// ---------- Meetings ----------

/** The time an agenda item is expected to take: "30 minutes". */
const duration = v.pipe(v.string(), v.regex(/^\d+ minutes?$/, 'must be written "30 minutes"'));

/** A meeting to come, with its full agenda and documents (src/content/upcoming-meetings). */
export const upcomingMeetingSchema = v.pipe(
  v.strictObject({
    title: text,
    /** When it starts, the city's time: "2025-01-14T19:00". */
    start: cityDateTime,
    location: text,
    /** The agenda's highlights: items of fullAgenda, by their names. */
    agendaItems: texts,
    hasLivestream: v.boolean(),
    fullAgenda: v.pipe(
      v.array(v.strictObject({ item: text, description: text, duration })),
      v.minLength(1, 'must list at least one item'),
    ),
    /** Each published as a PDF; the one without agendaItem is the meeting's agenda itself. */
    documents: v.array(
      v.strictObject({
        name: text,
        /** The item of fullAgenda the document is prepared for. */
        agendaItem: v.optional(text),
      }),
    ),
    streamLink: v.pipe(v.string(), v.url('must be a web address (https://…)')),
  }),
  v.check(
    (meeting) => meeting.agendaItems.every((name) => meeting.fullAgenda.some((entry) => entry.item === name)),
    (issue) =>
      `agendaItems must name items of fullAgenda ("${issue.input.agendaItems.find((name) => !issue.input.fullAgenda.some((entry) => entry.item === name))}" is not one)`,
  ),
  v.check(
    (meeting) =>
      meeting.documents.every(
        (doc) => !doc.agendaItem || meeting.fullAgenda.some((entry) => entry.item === doc.agendaItem),
      ),
    'each document’s agendaItem must be the item of fullAgenda it is prepared for',
  ),
  v.check(
    (meeting) => meeting.documents.filter((doc) => !doc.agendaItem).length === 1,
    'documents must list the agenda itself once: one document without agendaItem',
  ),
  // The pages' own fields: the day, and the time as it is written.
  v.transform((meeting) => ({
    ...meeting,
    slug: meetingSlug(meeting.title, meeting.start.slice(0, 10)),
    date: meeting.start.slice(0, 10),
    time: twelveHour(meeting.start.slice(11)),
  })),
);

export type UpcomingMeeting = v.InferOutput<typeof upcomingMeetingSchema>;
export type AgendaItem = UpcomingMeeting['fullAgenda'][number];
export type UpcomingMeetingDocument = UpcomingMeeting['documents'][number];

/** The records of a past meeting, as Recent Meetings and the Meeting Archives name them. */
const MEETING_RECORD_NAMES = [
  'Agenda',
  'Minutes',
  'Meeting Minutes',
  'Transcript',
  'Hearing Transcript',
  'Notice',
  'Budget Report',
  'Meeting Audio',
  'Hearing Audio',
  'Video Recording',
] as const;

const meetingRecordName = v.picklist(
  MEETING_RECORD_NAMES,
  `must be one of ${MEETING_RECORD_NAMES.join(', ')}`,
);

export type MeetingRecordName = v.InferOutput<typeof meetingRecordName>;

/** A meeting held, as Recent Meetings shows it (src/content/past-meetings). */
export const pastMeetingSchema = v.pipe(
  v.strictObject({
    title: text,
    date: isoDate,
    /** The body that met: "City Council", "Planning Commission", "Public Hearing". */
    type: text,
    /** How many items its agenda had. */
    agendaItems: count(1),
    documents: v.pipe(
      v.array(
        v.strictObject({ name: meetingRecordName, type: v.picklist(['PDF', 'MP3'], 'must be PDF or MP3') }),
      ),
      v.minLength(1, 'must list at least one'),
    ),
  }),
  v.transform((meeting) => ({
    ...meeting,
    slug: meetingSlug(meeting.title, meeting.date),
    status: 'completed' as const,
  })),
);

export type PastMeeting = v.InferOutput<typeof pastMeetingSchema>;
export type MeetingDocumentRef = PastMeeting['documents'][number];

/** The kinds of meeting the Meeting Archives' chips filter by (its "All" chip aside). */
const MEETING_ARCHIVE_TYPES = [
  'City Council',
  'Planning Commission',
  'Committees',
  'Public Hearings',
] as const;

/** A meeting of the Meeting Archives (src/content/meeting-archive). */
export const meetingArchiveEntrySchema = v.pipe(
  v.strictObject({
    title: text,
    type: v.picklist(MEETING_ARCHIVE_TYPES, `must be one of ${MEETING_ARCHIVE_TYPES.join(', ')}`),
    documents: v.pipe(v.array(meetingRecordName), v.minLength(1, 'must list at least one')),
    date: isoDate,
  }),
  v.transform((entry) => ({ ...entry, slug: meetingSlug(entry.title, entry.date) })),
);

export type MeetingArchiveEntry = v.InferOutput<typeof meetingArchiveEntrySchema>;

// ---------- Legislation ----------

/** A piece of legislation of the Legislative Tracker (src/content/legislation). */
export const legislationSchema = v.pipe(
  v.strictObject({
    /** Its number, then its name: the number is its address (/government/legislation/ordinance-2024-45). */
    title: v.pipe(
      text,
      v.regex(
        /^(Ordinance|Resolution|Ordenanza|Resolución) \d{4}-\d+: \S/,
        'must start with its number, as "Ordinance 2024-45: Affordable Housing Incentives"',
      ),
    ),
    status: v.picklist(['Passed', 'Under Review'], 'must be Passed or Under Review'),
    /** The day it passed, or the day of its next reading while under review. */
    date: isoDate,
    description: text,
    votes: v.nullable(v.strictObject({ for: count(0), against: count(0), abstain: count(0) })),
    /** Its text; a blank line (\n\n) between paragraphs. */
    fullText: text,
    /** Each published as a PDF of its summary, vote and text. */
    relatedDocuments: texts,
  }),
  v.check(
    (item) => item.status !== 'Passed' || item.votes !== null,
    'votes must be given for legislation that Passed',
  ),
  v.check(
    (item) => item.status !== 'Under Review' || item.votes === null,
    'votes must be null while the legislation is Under Review (no vote has been taken)',
  ),
  // Its address: its number, "ordinance-2024-45" (a translated title keeps the English record's).
  v.transform((item) => ({ ...item, slug: titleSlug(item.title.split(':')[0].trim()) })),
);

export type LegislationItem = v.InferOutput<typeof legislationSchema>;
export type LegislationStatus = LegislationItem['status'];
export type LegislationVotes = NonNullable<LegislationItem['votes']>;

// ---------- Transparency ----------

/** An amount in millions of dollars: 65 is $65M. */
const millions = v.pipe(v.number(), v.minValue(0, 'must be 0 or more (millions of dollars)'));

/** What some lines add up to (rounded to the cent of a million, as the amounts are written). */
function sum(lines: readonly { amount: number }[]): number {
  return Math.round(lines.reduce((total, line) => total + line.amount, 0) * 100) / 100;
}

/** A line's share of the total, in percent with one decimal: 65 of 150 is 43.3. */
function share(amount: number, total: number): number {
  return Math.round((amount / total) * 1000) / 10;
}

/** A fiscal year's budget, in millions of dollars (src/content/budgets); the page shows the newest. */
export const budgetSchema = v.pipe(
  v.strictObject({
    fiscalYear: v.pipe(v.string(), v.regex(/^FY\d{4}$/, 'must be a fiscal year written FY2025')),
    totalBudget: v.pipe(millions, v.minValue(1, 'must be more than 0 (millions of dollars)')),
    revenues: v.pipe(
      v.array(v.strictObject({ source: text, amount: millions })),
      v.minLength(1, 'must list at least one'),
    ),
    expenditures: v.pipe(
      v.array(v.strictObject({ category: text, amount: millions })),
      v.minLength(1, 'must list at least one'),
    ),
  }),
  v.check(
    (budget) => sum(budget.revenues) === budget.totalBudget,
    (issue) =>
      `revenues must add up to totalBudget, ${issue.input.totalBudget} (they add up to ${sum(issue.input.revenues)})`,
  ),
  v.check(
    (budget) => sum(budget.expenditures) === budget.totalBudget,
    (issue) =>
      `expenditures must add up to totalBudget, ${issue.input.totalBudget} (they add up to ${sum(issue.input.expenditures)})`,
  ),
  // Each line's percentage is its share of the total: written nowhere, so it cannot disagree with its amount.
  v.transform((budget) => ({
    ...budget,
    revenues: budget.revenues.map((line) => ({
      ...line,
      percentage: share(line.amount, budget.totalBudget),
    })),
    expenditures: budget.expenditures.map((line) => ({
      ...line,
      percentage: share(line.amount, budget.totalBudget),
    })),
  })),
);

export type BudgetRecord = v.InferOutput<typeof budgetSchema>;
export type BudgetLine = BudgetRecord['revenues'][number];

/** A financial report of Budget & Finances, published as a PDF (src/content/financial-reports). */
export const financialReportSchema = v.pipe(
  v.strictObject({
    title: text,
    date: isoDate,
    /** The government document this report is, when the site has its page: "budget/annual-budget-2025". */
    document: v.optional(
      v.pipe(
        v.string(),
        v.regex(
          /^(budget|meetings|records)\/[a-z0-9]+(?:-[a-z0-9]+)*$/,
          'must name a government document as its address does, "budget/annual-budget-2025"',
        ),
      ),
    ),
  }),
  // What names it in its collection: its English title's slug, kept by its translations.
  v.transform((report) => ({ ...report, slug: titleSlug(report.title), type: 'PDF' as const })),
);

export type FinancialReport = v.InferOutput<typeof financialReportSchema>;

/** A kind of public records request (src/content/records-request-types). */
export const recordsRequestTypeSchema = v.strictObject({
  order,
  type: text,
  description: text,
  processingTime: v.pipe(
    v.string(),
    v.regex(/^\d+(-\d+)? business days?$/, 'must be written "1-3 business days"'),
  ),
});

export type RecordsRequestType = v.InferOutput<typeof recordsRequestTypeSchema>;

/** A recent public records request (src/content/records-requests, named after its number). */
export const recentRecordsRequestSchema = v.pipe(
  v.strictObject({
    id: v.pipe(v.string(), v.regex(/^PRR-\d{4}-\d{4}$/, 'must be a request number written PRR-2024-0892')),
    type: text,
    status: v.picklist(['Completed', 'In Progress'], 'must be Completed or In Progress'),
    requestDate: isoDate,
    completedDate: v.optional(isoDate),
    estimatedCompletion: v.optional(isoDate),
  }),
  v.check(
    (request) =>
      request.status !== 'Completed' ||
      (request.completedDate !== undefined && request.estimatedCompletion === undefined),
    'a Completed request gives its completedDate, and no estimatedCompletion',
  ),
  v.check(
    (request) =>
      request.status !== 'In Progress' ||
      (request.estimatedCompletion !== undefined && request.completedDate === undefined),
    'a request In Progress gives its estimatedCompletion, and no completedDate',
  ),
  v.check(
    (request) =>
      [request.completedDate, request.estimatedCompletion].every(
        (date) => date === undefined || date >= request.requestDate,
      ),
    'completedDate and estimatedCompletion must not be before requestDate',
  ),
);

export type RecentRecordsRequest = v.InferOutput<typeof recentRecordsRequestSchema>;

/** An ethics policy, published as a PDF (src/content/ethics-policies). */
export const ethicsPolicySchema = v.pipe(
  v.strictObject({
    title: text,
    description: text,
    lastUpdated: isoDate,
  }),
  // What names it in its collection (and its file): its English title's slug, kept by its translations.
  v.transform((policy) => ({ ...policy, slug: titleSlug(policy.title) })),
);

export type EthicsPolicy = v.InferOutput<typeof ethicsPolicySchema>;

/** An official's financial disclosure (src/content/financial-disclosures). */
export const financialDisclosureSchema = v.strictObject({
  order,
  /** The official's name and title, as Your Elected Officials shows them. */
  official: text,
  title: text,
  type: text,
  filingDate: isoDate,
  status: v.picklist(['Filed'], 'must be Filed'),
});

export type FinancialDisclosure = v.InferOutput<typeof financialDisclosureSchema>;

// ---------- Get Involved ----------

/** A board or commission residents can serve on (src/content/boards). */
export const boardSchema = v.strictObject({
  order,
  name: text,
  description: text,
  /** When it meets: "2nd Tuesday, 7:00 PM". */
  meetings: text,
  vacancies: count(0),
  requirements: text,
});

export type BoardOrCommission = v.InferOutput<typeof boardSchema>;

/** A way to volunteer with the city's government (src/content/volunteer-opportunities). */
export const governmentVolunteerOpportunitySchema = v.pipe(
  v.strictObject({
    order,
    title: text,
    description: text,
    timeCommitment: text,
    /** Where the Contact button's mail goes. */
    contact: email,
  }),
  // What names it in its collection: its English title's slug, kept by its translations.
  v.transform((opportunity) => ({ ...opportunity, slug: titleSlug(opportunity.title) })),
);

export type GovernmentVolunteerOpportunity = v.InferOutput<typeof governmentVolunteerOpportunitySchema>;

// ---------- Government documents ----------

/** Each category of documents and the address segment of its pages: /government/{segment}/{slug}. */
const DOCUMENT_CATEGORY_SLUGS = {
  'Budget Documents': 'budget',
  'Meeting Minutes': 'meetings',
  'Public Records': 'records',
} as const;

const DOCUMENT_CATEGORIES = ['Budget Documents', 'Meeting Minutes', 'Public Records'] as const;

/** The tags a document's content may have: what the page renders and its PDF carries whole. */
const CONTENT_TAG = /^<\/?(h3|p|ul|ol|li|strong|em)>$/;

/**
 * A document's content, as HTML made from its Markdown: `###` headings, paragraphs, lists, **bold** and
 * *italic* (src/documents/html-sections.ts turns them into the PDF's sections and refuses anything else).
 */
const documentContent = v.pipe(
  text,
  v.check(
    (html) => (html.match(/<[^>]*>/g) ?? []).every((tag) => CONTENT_TAG.test(tag)),
    'may use only ### headings, paragraphs, lists (- or 1.), **bold** and *italic*',
  ),
  v.check(
    (html) => !/<li>\s*<p>/.test(html),
    'a list’s items must follow each other without a blank line between them',
  ),
);

/** A government document with its own page and PDF (src/content/government-documents, one Markdown file each). */
export const governmentDocumentSchema = v.pipe(
  v.strictObject({
    /** Its address, /government/{category's segment}/{slug}: the file's name. */
    slug: v.pipe(
      v.string(),
      v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase words joined by hyphens, as in its address'),
    ),
    title: text,
    description: text,
    category: v.picklist(DOCUMENT_CATEGORIES, `must be one of ${DOCUMENT_CATEGORIES.join(', ')}`),
    publishDate: isoDate,
    department: text,
    version: v.pipe(
      v.string('must be a version number in quotes, as "2.1"'),
      v.regex(/^\d+(\.\d+)*$/, 'must be a version number, as "2.1"'),
    ),
    /** The text under the front matter, as HTML. */
    content: documentContent,
    timeline: v.optional(
      v.pipe(
        v.array(
          v.strictObject({
            date: isoDate,
            event: text,
            status: v.picklist(['completed', 'upcoming'], 'must be completed or upcoming'),
          }),
        ),
        v.minLength(1, 'must list at least one entry (or be left out)'),
      ),
    ),
  }),
  // Its page's address segment follows from its category; its file is the PDF the build makes of it.
  v.transform((doc) => ({
    ...doc,
    categorySlug: DOCUMENT_CATEGORY_SLUGS[doc.category],
    fileType: 'PDF' as const,
  })),
);

export type GovernmentDocument = v.InferOutput<typeof governmentDocumentSchema>;
export type GovernmentDocumentCategory = GovernmentDocument['category'];
export type TimelineEntry = NonNullable<GovernmentDocument['timeline']>[number];
