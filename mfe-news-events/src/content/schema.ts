// The News & Events area's content, as an editor writes it: one JSON file per record under
// src/content/{collection}/, checked against these schemas when the area builds (tooling/content-collection.cjs),
// which names the file and the field of any mistake. The pages' types are these schemas' outputs, so the code
// and the files cannot drift. Dates and times are ISO, the city's wall-clock time (America/Chicago).
import * as v from 'valibot';

/** Text a resident reads: never empty, no spaces around it. */
const text = v.pipe(v.string(), v.trim(), v.nonEmpty('must not be empty'));

/** An e-mail address. */
const email = v.pipe(v.string(), v.email('must be an e-mail address'));

/** A picture of the area's assets folder (src/assets), by its file name. */
const picture = v.pipe(
  v.string(),
  v.regex(/^[a-z0-9-]+\.(svg|png|jpg|webp)$/, 'must be the file name of a picture in src/assets'),
);

/** A time of day in the city, with its date: "2025-01-14T19:00". */
const cityDateTime = v.pipe(
  v.string(),
  v.isoDateTime('must be a date and time written YYYY-MM-DDTHH:MM (24-hour, city time)'),
);

/** "19:00" → "7:00 PM": how the pages write a time of day. */
export function twelveHour(isoTime: string): string {
  const [hours, minutes] = isoTime.split(':').map(Number);
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** An event of Events & Meetings (src/content/events). */
export const eventSchema = v.pipe(
  v.strictObject({
    /** Its number in its address, /events/{id}: never reused. */
    id: v.pipe(v.number(), v.integer('must be a whole number'), v.minValue(1, 'must be 1 or more')),
    title: text,
    description: text,
    start: cityDateTime,
    end: cityDateTime,
    location: text,
    address: text,
    category: v.picklist(
      ['council', 'community', 'meetings', 'workshops'],
      'must be one of council, community, meetings, workshops',
    ),
    type: text,
    capacity: v.pipe(v.number(), v.integer('must be a whole number'), v.minValue(1, 'must be 1 or more')),
    /** Registrations made before the site took them (the store adds the site's own). */
    registered: v.pipe(v.number(), v.integer('must be a whole number'), v.minValue(0, 'must be 0 or more')),
    isVirtual: v.boolean(),
    hasLivestream: v.boolean(),
    image: picture,
    imageAlt: text,
    documents: v.array(v.strictObject({ name: text, type: v.picklist(['PDF'], 'must be PDF') })),
    contact: email,
    accessibility: text,
    /** Empty where the meeting's agenda is the City Clerk's record (meetingRecord). */
    agenda: v.array(text),
    detailedDescription: text,
    /** A meeting whose agenda and documents the Government area keeps: the page that shows them. */
    meetingRecord: v.optional(
      v.pipe(v.string(), v.regex(/^\/government\/[a-z0-9/-]+$/, 'must be a page of the Government area')),
    ),
  }),
  v.check((event) => event.end > event.start, 'end must be after start'),
  v.check((event) => event.registered <= event.capacity, 'registered must not be more than capacity'),
  // The pages' own fields: the day and the times as they are written.
  v.transform(({ start, end, ...event }) => ({
    ...event,
    date: start.slice(0, 10),
    startTime: twelveHour(start.slice(11)),
    endTime: twelveHour(end.slice(11)),
  })),
);

export type CityEvent = v.InferOutput<typeof eventSchema>;
export type EventDocument = CityEvent['documents'][number];
export type EventCategory = CityEvent['category'];

/** A date: "2024-12-18". */
const isoDate = v.pipe(v.string(), v.isoDate('must be a date written YYYY-MM-DD'));

/**
 * A newsroom article (src/content/articles/{slug}.md): its fields in the front matter, its text under it
 * (Markdown, or HTML as it is; sanitised before it is rendered).
 */
export const articleSchema = v.pipe(
  v.strictObject({
    /** Its address, /news/{slug}: lowercase words joined by hyphens, the file's name. */
    slug: v.pipe(
      v.string(),
      v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase words joined by hyphens, as in its address'),
    ),
    title: text,
    summary: text,
    date: isoDate,
    category: v.picklist(
      ['Press Releases', 'Public Notices', 'City Blog'],
      'must be one of Press Releases, Public Notices, City Blog',
    ),
    author: text,
    readTime: v.pipe(v.string(), v.regex(/^\d+ min read$/, 'must be written "4 min read"')),
    views: v.pipe(v.number(), v.integer('must be a whole number'), v.minValue(0, 'must be 0 or more')),
    image: picture,
    imageAlt: text,
    /** The newsroom's featured story (one article at most). */
    featured: v.optional(v.boolean()),
    content: text,
  }),
  v.transform((article) => ({ ...article, href: `/news/${article.slug}` as const })),
);

export type NewsArticle = v.InferOutput<typeof articleSchema>;
export type NewsCategory = NewsArticle['category'];
