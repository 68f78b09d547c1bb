// The Programs & Community area's content, as an editor writes it: one JSON file per record under
// src/content/{collection}/, checked against these schemas when the area builds (tooling/content-collection.cjs),
// which names the file and the field of any mistake. The pages' types are these schemas' outputs, so the code
// and the files cannot drift. Dates are ISO (YYYY-MM-DD), calendar days in the city (America/Chicago).
//
// This module is read by the build in its own process, without the design system: it imports valibot alone, so
// the few display helpers below are its own (each unit-tested against the site's formatters).
import * as v from 'valibot';

/** Text a resident reads: never empty, no spaces around it. */
const text = v.pipe(v.string(), v.trim(), v.nonEmpty('must not be empty'));

/** A list of texts with at least one. */
const texts = v.pipe(v.array(text), v.minLength(1, 'must list at least one'));

/** A phone number as the city writes it: (555) 123-4567. */
const phone = v.pipe(
  v.string(),
  v.regex(/^\(\d{3}\) \d{3}-\d{4}$/, 'must be a phone number written (555) 123-4567'),
);

/** An e-mail address. */
const email = v.pipe(v.string(), v.email('must be an e-mail address'));

/** A calendar day in the city. */
const isoDate = v.pipe(v.string(), v.isoDate('must be a date written YYYY-MM-DD'));

/** The part of a page's address that names a record: lowercase words joined by hyphens. */
const slug = v.pipe(
  v.string(),
  v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase words joined by hyphens, as in an address'),
);

/** Where a record stands in its list: 1 first. */
const order = v.pipe(v.number(), v.integer('must be a whole number'), v.minValue(1, 'must be 1 or more'));

/** A count of things done or planned. */
const count = v.pipe(v.number(), v.integer('must be a whole number'), v.minValue(0, 'must be 0 or more'));

/** A picture of the programs' assets folder, by its file name. */
const programPicture = v.pipe(
  v.string(),
  v.regex(
    /^[a-z0-9-]+\.(svg|png|jpg|webp)$/,
    'must be the file name of a picture in src/features/programs/assets',
  ),
);

/** Whether every value of a list is there once: the pages key their lists by it. */
const distinct = (values: readonly string[]) => new Set(values).size === values.length;

// ---------- Display helpers (the pages' own words for the stored values) ----------

/** 3250 → "3,250": how the pages write a count. */
export function wholeNumber(value: number): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: 0 });
}

const longDateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "2025-03-31" → "March 31, 2025": the calendar day the ISO date names, wherever the code runs. */
export function longDate(isoDay: string): string {
  return longDateFormat.format(new Date(`${isoDay}T00:00:00Z`));
}

/**
 * A key metric's label inside a sentence: "Trees Planted" → "trees planted". Only capitalised words are
 * lowered, so "EV", "LED" and "Wi-Fi" keep their spelling.
 */
export function inSentence(label: string): string {
  return label.replace(/(?<![-\w])[A-Z][a-z]+(?![-\w])/g, (word) => word.toLowerCase());
}

// ---------- Programs (src/content/programs) ----------

/** What a program has done against what it set out to do. */
const keyMetricSchema = v.strictObject({
  label: text,
  /** Done so far, a whole number ("value" of the spec's key metric). */
  value: count,
  target: v.pipe(v.number(), v.integer('must be a whole number'), v.minValue(1, 'must be 1 or more')),
  /** The program page's progress bar says more than the short label: "Streets with Traffic Calming". */
  progressLabel: v.optional(text),
});

/** A stat card of the program's page for a fact told nowhere else in the record: "$500,000" Federal Grant. */
const programStatSchema = v.strictObject({ value: text, label: text });

/** The office that runs the program: the page's contact card, the documents' "whom to ask". */
const programContactSchema = v.strictObject({ name: text, email, phone, office: text });

/** The program page's four stat cards: the record's own stats, its deadline, key metrics; then the progress. */
const STAT_CARDS = 4;

/**
 * A program: its section on /programs and its own page, /programs/{id}, in one record. Each fact is written
 * once: the list's key metrics, the page's stat cards and progress bars, the Home slide's line and the
 * documents are all made from it.
 */
export const programSchema = v.pipe(
  v.strictObject({
    /** The address of its page, /programs/{id}, and its anchor on /programs; the file is named after it. */
    id: slug,
    order,
    title: text,
    description: text,
    status: v.picklist(
      ['active', 'accepting-applications', 'completed', 'planning'],
      'must be one of active, accepting-applications, completed, planning',
    ),
    /** Overall progress in percent. */
    progress: v.pipe(
      v.number(),
      v.integer('must be a whole number'),
      v.minValue(0, 'must be 0 or more'),
      v.maxValue(100, 'must be 100 or less'),
    ),
    budget: v.pipe(v.string(), v.regex(/^\$\d+(?:\.\d+)?[KM]$/, 'must be an amount written $3.2M or $750K')),
    startDate: isoDate,
    endDate: isoDate,
    /** The last day to apply, for a program that takes applications: a stat card and the Home slide say it. */
    applicationDeadline: v.optional(isoDate),
    goals: texts,
    keyMetrics: v.pipe(v.array(keyMetricSchema), v.minLength(1, 'must list at least one')),
    eligibility: text,
    /** Made into PDFs by the build from this record (src/documents). */
    documents: v.array(v.strictObject({ name: text, type: v.picklist(['PDF'], 'must be PDF') })),
    contact: programContactSchema,
    stats: v.array(programStatSchema),
    overview: texts,
    factsTitle: text,
    facts: texts,
    /** Words residents may search for that the program's texts do not use ("wifi", "speeding"). */
    keywords: v.array(text),
  }),
  v.check((program) => program.endDate > program.startDate, 'endDate must be after startDate'),
  v.check(
    (program) => distinct(program.keyMetrics.map((metric) => metric.label)),
    'keyMetrics: each label must be used once',
  ),
  v.check(
    (program) => distinct(program.keyMetrics.map((metric) => metric.progressLabel ?? metric.label)),
    'keyMetrics: each progressLabel must be used once',
  ),
  v.check(
    (program) => distinct(program.documents.map((document) => document.name)),
    'documents: each name must be used once',
  ),
  v.check(
    (program) => program.stats.length + (program.applicationDeadline ? 1 : 0) < STAT_CARDS,
    `stats: at most ${STAT_CARDS - 1} (${STAT_CARDS - 2} with an applicationDeadline): the page has ${STAT_CARDS} stat cards and the last is Overall Progress`,
  ),
  v.transform(({ keyMetrics, contact, stats, overview, factsTitle, facts, ...program }) => {
    const [firstMetric] = keyMetrics;
    const deadlineStats = program.applicationDeadline
      ? [{ value: longDate(program.applicationDeadline), label: 'Application Deadline' }]
      : [];
    const metricStats = keyMetrics.map((metric) => ({
      value: wholeNumber(metric.value),
      label: metric.label,
    }));
    return {
      ...program,
      /** The spec's key metrics: label, value and target as the list writes them ("3,250" of "5,000"). */
      keyMetrics: keyMetrics.map((metric) => ({
        label: metric.label,
        value: wholeNumber(metric.value),
        target: wholeNumber(metric.target),
      })),
      /** The spec's program contact: the office's e-mail address. */
      contact: contact.email,
      /** The program in one line (the Home slide): its deadline when it takes applications, else its first metric. */
      highlight: program.applicationDeadline
        ? `Apply by ${longDate(program.applicationDeadline)}`
        : `${wholeNumber(firstMetric.value)} of ${wholeNumber(firstMetric.target)} ${inSentence(firstMetric.label)}`,
      /** What its own page adds to the list's section. */
      detail: {
        id: program.id,
        stats: [
          ...[...stats, ...deadlineStats, ...metricStats].slice(0, STAT_CARDS - 1),
          { value: `${program.progress}%`, label: 'Overall Progress' },
        ],
        overview,
        progressBars: keyMetrics.map((metric) => ({
          label: metric.progressLabel ?? metric.label,
          current: metric.value,
          target: metric.target,
        })),
        factsTitle,
        facts,
        contact,
      },
    };
  }),
);

export type Program = v.InferOutput<typeof programSchema>;
export type ProgramStatus = Program['status'];
export type KeyMetric = Program['keyMetrics'][number];
export type ProgramDocument = Program['documents'][number];
export type ProgramDetail = Program['detail'];
export type ProgramStat = ProgramDetail['stats'][number];
export type ProgramProgressBar = ProgramDetail['progressBars'][number];
export type ProgramContact = ProgramDetail['contact'];

/** A slide of Home's City Initiatives carousel (src/content/initiatives): a program, told in a sentence. */
export const initiativeSchema = v.strictObject({
  /** The program it shows and links to (its id, /programs/{id}); the file is named after it. */
  program: slug,
  order,
  summary: text,
  image: programPicture,
});

export type InitiativeRecord = v.InferOutput<typeof initiativeSchema>;

// ---------- Volunteering (src/content/volunteer-opportunities) ----------

/** A volunteer opportunity of /volunteer. */
export const volunteerOpportunitySchema = v.strictObject({
  /** Its application form's address, /volunteer/{id}/apply; the file is named after it. */
  id: slug,
  order,
  title: text,
  description: text,
  category: v.picklist(
    ['Environmental', 'Safety', 'Education', 'Infrastructure', 'Events'],
    'must be one of Environmental, Safety, Education, Infrastructure, Events',
  ),
  icon: v.picklist(
    ['tree', 'shield', 'book', 'wrench', 'star'],
    'must be one of tree, shield, book, wrench, star',
  ),
  timeCommitment: text,
  frequency: text,
  /** The opportunity's next date, shown as a locale date. */
  nextEvent: isoDate,
  location: text,
  skills: texts,
  benefits: texts,
});

export type VolunteerOpportunity = v.InferOutput<typeof volunteerOpportunitySchema>;
export type VolunteerCategory = VolunteerOpportunity['category'];

// ---------- Parking permits (src/content/permit-types) ----------

/** A parking permit type of /faq/parking-permit, with its How to Apply page. */
export const parkingPermitTypeSchema = v.strictObject({
  /** Its How to Apply page's address, /faq/parking-permit/apply/{slug}; the file is named after it. */
  slug,
  order,
  type: text,
  description: text,
  duration: text,
  /** Read by search engines as a price: a whole fee or one per day, week, month or year. */
  cost: v.pipe(
    v.string(),
    v.regex(
      /^\$\d+(?:\.\d{2})?(?:\/(?:day|week|month|year))?$/,
      'must be a fee written $25, $12.50 or $15/day (or /week, /month, /year)',
    ),
  ),
  processing: text,
  requirements: texts,
});

export type ParkingPermitType = v.InferOutput<typeof parkingPermitTypeSchema>;

// ---------- Voter registration (src/content/registration-methods, election-dates, polling-locations) ----------

/** A way to register to vote. */
export const registrationMethodSchema = v.strictObject({
  /** What names it (its translations' files are named after it); the file is named after it. */
  id: slug,
  order,
  method: text,
  description: text,
  requirements: text,
  processing: text,
  deadline: text,
});

export type VoterRegistrationMethod = v.InferOutput<typeof registrationMethodSchema>;

/** A key date of the coming election. */
export const electionDateSchema = v.strictObject({
  /** What names it (its translations' files are named like its file): "election-day". */
  id: slug,
  event: text,
  date: isoDate,
  description: text,
});

export type ElectionDate = v.InferOutput<typeof electionDateSchema>;

/** A polling place and the precincts that vote there. */
export const pollingLocationSchema = v.strictObject({
  order,
  name: text,
  address: text,
  precincts: v.pipe(
    v.array(v.pipe(v.string(), v.regex(/^\d+[A-Z]$/, 'must be a precinct written 1A'))),
    v.minLength(1, 'must list at least one'),
  ),
  accessibility: text,
});

export type PollingLocation = v.InferOutput<typeof pollingLocationSchema>;
