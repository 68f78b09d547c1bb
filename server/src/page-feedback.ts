// "Was this page helpful?" (issue 44): every public page ends with the question (the shell's PageHelpful); the
// answer is posted here, with or without JavaScript, counted per page and per the area that owns the page, and
// shown on that area's staff pages. What a resident may add after "No" is a short text with no personal data
// asked for: e-mail addresses and phone numbers typed anyway are blanked before it is stored. One table for the
// whole site (`site_page_feedback`, beside the limits' table), kept a year.
import crypto from 'node:crypto';
import express from 'express';
import type { Database } from './platform/database';
import { closeAfter, readWithin } from './read-within';

/** The box after "No": at most this many characters. */
export const WRONG_MAX = 500;
/** Answers are kept this long, then purged with the site's retention. */
export const PAGE_FEEDBACK_DAYS = 365;
const TABLE = 'site_page_feedback';
const LANGUAGES = new Set(['en', 'es', 'zh-Hant']);
/** The language segment of a page's address ("/es/news"), as the shell writes it. */
const SEGMENT: Record<string, string> = { en: '', es: '/es', 'zh-Hant': '/zh-hant' };

/** One answer to the question. */
export interface PageAnswer {
  /** The page's path without its language segment ("/news/3"). */
  page: string;
  /** The federation name of the area that owns the page ("news_events"), or "shell". */
  area: string;
  helpful: boolean;
  language: string;
}

/** What an area's staff see: per page, the answers of the last `days`, and the newest texts. */
export interface PageSummary {
  page: string;
  yes: number;
  no: number;
  comments: { text: string; received: string }[];
}

export interface PageFeedbackStore {
  /** Stores an answer; resolves with the reference a "what was wrong" text is attached to. */
  record(answer: PageAnswer): Promise<string>;
  /** Attaches the text to a "No" answer that has none yet (false: unknown reference or already given). */
  explain(reference: string, text: string): Promise<boolean>;
  /** The answers for the pages of `area` received in the last `days`, most answered first. */
  summary(area: string, options?: { days?: number; now?: Date }): Promise<PageSummary[]>;
  /** Deletes answers older than the retention; resolves with how many. */
  purge(now?: Date): Promise<number>;
}

/** E-mail addresses and phone-like runs of digits in a free text, blanked. */
export function withoutContactDetails(text: string): string {
  return text
    .replace(/[^\s@<>()]+@[^\s@<>()]+\.[^\s@<>()]+/g, '[…]')
    .replace(/\+?\(?\d[\d\s().-]{5,}\d/g, (run) => (run.replace(/\D/g, '').length >= 7 ? '[…]' : run));
}

/** The store in the site's database (every instance shares it); the table is created once, under a lock. */
export async function createPageFeedbackStore(database: Database): Promise<PageFeedbackStore> {
  await database.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', ['springfield:page-feedback-table']);
    await tx.query(
      `CREATE TABLE IF NOT EXISTS ${TABLE} (
        id text PRIMARY KEY,
        page text NOT NULL,
        area text NOT NULL,
        helpful boolean NOT NULL,
        language text NOT NULL,
        wrong text,
        received_at timestamptz NOT NULL DEFAULT now()
      )`,
    );
    await tx.query(`CREATE INDEX IF NOT EXISTS ${TABLE}_area ON ${TABLE} (area, received_at)`);
  });
  return {
    async record({ page, area, helpful, language }) {
      const id = crypto.randomBytes(16).toString('base64url');
      await database.transaction((tx) =>
        tx.query(`INSERT INTO ${TABLE} (id, page, area, helpful, language) VALUES ($1, $2, $3, $4, $5)`, [
          id,
          page,
          area,
          helpful,
          language,
        ]),
      );
      return id;
    },
    async explain(reference, text) {
      const { affectedRows } = await database.transaction((tx) =>
        tx.query(`UPDATE ${TABLE} SET wrong = $2 WHERE id = $1 AND NOT helpful AND wrong IS NULL`, [
          reference,
          withoutContactDetails(text),
        ]),
      );
      return affectedRows === 1;
    },
    async summary(area, { days = 90, now = new Date() } = {}) {
      const { rows } = await database.transaction((tx) =>
        tx.query<{ page: string; helpful: boolean; wrong: string | null; received_at: Date | string }>(
          `SELECT page, helpful, wrong, received_at FROM ${TABLE}
            WHERE area = $1 AND received_at >= $2::timestamptz - make_interval(days => $3)
            ORDER BY received_at DESC`,
          [area, now.toISOString(), days],
        ),
      );
      const pages = new Map<string, PageSummary>();
      for (const row of rows) {
        const entry = pages.get(row.page) ?? { page: row.page, yes: 0, no: 0, comments: [] };
        if (row.helpful) entry.yes += 1;
        else entry.no += 1;
        if (row.wrong && entry.comments.length < 20) {
          entry.comments.push({ text: row.wrong, received: new Date(row.received_at).toISOString() });
        }
        pages.set(row.page, entry);
      }
      return [...pages.values()].sort(
        (a, b) => b.yes + b.no - (a.yes + a.no) || a.page.localeCompare(b.page),
      );
    },
    async purge(now = new Date()) {
      const { affectedRows } = await database.transaction((tx) =>
        tx.query(`DELETE FROM ${TABLE} WHERE received_at < $1::timestamptz - make_interval(days => $2)`, [
          now.toISOString(),
          PAGE_FEEDBACK_DAYS,
        ]),
      );
      return affectedRows;
    },
  };
}

/** The same store in this process's memory (tests, a server without a database). */
export function memoryPageFeedbackStore(): PageFeedbackStore & {
  rows: (PageAnswer & { id: string; wrong?: string; received: Date })[];
} {
  const rows: (PageAnswer & { id: string; wrong?: string; received: Date })[] = [];
  return {
    rows,
    async record(answer) {
      const id = crypto.randomBytes(16).toString('base64url');
      rows.push({ ...answer, id, received: new Date() });
      return id;
    },
    async explain(reference, text) {
      const row = rows.find((candidate) => candidate.id === reference);
      if (!row || row.helpful || row.wrong !== undefined) return false;
      row.wrong = withoutContactDetails(text);
      return true;
    },
    async summary(area) {
      const pages = new Map<string, PageSummary>();
      for (const row of [...rows].reverse().filter((candidate) => candidate.area === area)) {
        const entry = pages.get(row.page) ?? { page: row.page, yes: 0, no: 0, comments: [] };
        if (row.helpful) entry.yes += 1;
        else entry.no += 1;
        if (row.wrong) entry.comments.push({ text: row.wrong, received: row.received.toISOString() });
        pages.set(row.page, entry);
      }
      return [...pages.values()];
    },
    async purge() {
      return 0;
    },
  };
}

/** A path of the site as the form names it: one leading slash, no scheme or host, at most 300 characters. */
function sitePath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 300) return undefined;
  if (!/^\/(?![/\\])[^\s\\#]*$/.test(value)) return undefined;
  return value;
}

/** The owner of a page: the area whose prefix is the longest that starts the path, else the shell. */
export function ownerOf(page: string, prefixes: Record<string, readonly string[]>): string {
  let owner = 'shell';
  let longest = 0;
  for (const [area, list] of Object.entries(prefixes)) {
    for (const prefix of list) {
      const matches = page === prefix || page.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);
      if (matches && prefix.length > longest) {
        owner = area;
        longest = prefix.length;
      }
    }
  }
  return owner;
}

/** Where the answer's page is, with the state the shell's PageHelpful shows (`helpful=…`) and its anchor. */
function backTo(page: string, language: string, search: string, state: Record<string, string>): string {
  const params = new URLSearchParams(search);
  for (const name of ['helpful', 'ref']) params.delete(name);
  for (const [name, value] of Object.entries(state)) params.set(name, value);
  const path = `${SEGMENT[language]}${page}` || '/';
  return `${path === '' ? '/' : path}?${params.toString()}#page-helpful`;
}

/**
 * POST /page-feedback: `page` (the path without its language), `language`, `search` (the page's query, so a
 * search results page comes back with its results), and `answer` (yes|no) or `ref` with `wrong` (the text after
 * No). A browser without JavaScript is sent back to the page (303) with the state to show; a script of the
 * shell's (Accept: application/json) gets `{ ref }` or `{ problem }`. Bad input: 400 with what is wrong.
 */
export function pageFeedbackHandler({
  store,
  prefixesOf,
}: {
  store: PageFeedbackStore;
  /** The public prefixes of each area in the remotes list this request read. */
  prefixesOf: (res: express.Response) => Record<string, readonly string[]>;
}): express.RequestHandler[] {
  return [
    async (req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      if (!req.is('application/x-www-form-urlencoded')) return res.status(415).end();
      // Read by the site's own reader: given up at 4 KB, the connection closed (read-within.ts).
      const read = await readWithin(req, 4 * 1024);
      if (read.status !== 200) {
        closeAfter(res);
        return res.status(read.status).end();
      }
      const wantsJson = req.accepts(['html', 'json']) === 'json';
      const body: Record<string, unknown> = Object.fromEntries(
        new URLSearchParams(read.bytes.toString('utf8')),
      );
      const page = sitePath(body.page);
      const language =
        typeof body.language === 'string' && LANGUAGES.has(body.language) ? body.language : undefined;
      const search = typeof body.search === 'string' && body.search.length <= 500 ? body.search : '';
      const refuse = (problem: string) =>
        wantsJson
          ? res.status(400).json({ problem })
          : res.status(400).type('text/plain').send(`The answer could not be taken: ${problem}`);
      if (!page || !language) return refuse('the page it is about is missing or not a page of this site');
      const answer = body.answer;
      if (answer === 'yes' || answer === 'no') {
        const ref = await store.record({
          page,
          area: ownerOf(page, prefixesOf(res)),
          helpful: answer === 'yes',
          language,
        });
        if (wantsJson) return res.status(201).json({ ref: answer === 'no' ? ref : undefined });
        return res.redirect(
          303,
          backTo(page, language, search, answer === 'yes' ? { helpful: 'yes' } : { helpful: 'no', ref }),
        );
      }
      if (typeof body.ref === 'string' && typeof body.wrong === 'string') {
        const text = body.wrong.trim();
        // eslint-disable-next-line no-control-regex
        if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text))
          return refuse('the text holds control characters');
        if (text.length > WRONG_MAX) {
          if (wantsJson) return res.status(400).json({ problem: 'too-long', limit: WRONG_MAX });
          return res.redirect(
            303,
            backTo(page, language, search, { helpful: 'no', ref: body.ref, problem: 'too-long' }),
          );
        }
        if (text !== '') await store.explain(body.ref, text);
        if (wantsJson) return res.status(201).json({});
        return res.redirect(303, backTo(page, language, search, { helpful: 'sent' }));
      }
      return refuse('answer is to be yes or no');
    },
  ];
}
