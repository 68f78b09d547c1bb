// The contract between the shell and the remotes: what a remote declares about its area, what each module it
// exposes must export, and the remotes list the shell reads at run time. The shell loads through these types;
// each remote checks its exposed modules against them (`satisfies`) and in its contract test.
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { Locale } from '../i18n/locales';
import type { StaffDescriptor } from './staff';

/**
 * The version of this contract. A change that an older shell or remote could not follow (a renamed field, a
 * new required export) bumps it; additions that are optional do not.
 */
export const CONTRACT_VERSION = 1;

/** Where on Home a remote's widget goes. The shell lays out the slots; remotes fill them. */
export type HomeSlot = 'home-news-events' | 'home-initiatives';

/** A Home widget a remote offers: one exposed module, whose default export is the widget. */
export interface WidgetDescriptor {
  slot: HomeSlot;
  /** The exposed module, e.g. './LatestNewsWidget'. */
  module: string;
  /** What the widget is, for its loading and failure states: "Latest News". */
  title: string;
  /** Space kept while it loads, so Home does not jump (px). */
  minHeight: number;
  /** Its title in the site's other languages, written by the area's team (see Translations). */
  translations?: Translations<'title'>;
}

/**
 * The words of something an area declares (a link, a widget's title, the area's name) in the site's other
 * languages: `{ "es": { "label": "Noticias" }, "zh-Hant": { "label": "新聞" } }`. The shell shows a language's
 * words where the area gave them, else the English ones, marked as English.
 */
export type Translations<Field extends string> = Partial<
  Record<Exclude<Locale, 'en'>, Partial<Record<Field, string>>>
>;

/**
 * Where the frame shows an area's link: the main navigation, the quick links above the header, Home's hero
 * (quick actions), Home's questions (FAQ), Home's help box, and the search page's popular pages.
 */
export const LINK_SLOTS = [
  'main-navigation',
  'quick-links',
  'home-quick-actions',
  'home-faq',
  'home-help',
  'search-popular',
] as const;
export type LinkSlot = (typeof LINK_SLOTS)[number];

/**
 * A link an area gives the frame (area.json `links`): the frame renders what the areas declare, so a team
 * renames or moves its pages without a shell release. `to` is a path inside the area's prefixes or one of
 * its `aliases` (a `#fragment` may follow).
 */
export interface AreaLink {
  slot: LinkSlot;
  to: string;
  /** The link's words ("Newsroom"); for a quick action, its title. */
  label: string;
  /** Its place among the slot's links of every area and the shell's own: lower first. */
  order: number;
  /** A quick action's line under its title; a question's answer. */
  description?: string;
  /** Home's questions: the question the link answers. */
  question?: string;
  /** Its words in the site's other languages. */
  translations?: Translations<'label' | 'description' | 'question'>;
}

/**
 * What a remote declares about its area (its `area.json`, copied into its build beside `mf-manifest.json`),
 * and what the shell learns of it from the remotes list: nothing about a remote is compiled into the shell.
 */
export interface AreaDescriptor {
  /** A readable name for messages: "News & Events". */
  label: string;
  /**
   * The languages besides English the area's pages are written in (it ships their catalogues): in any other,
   * the shell shows its pages in English, marked as such, with a note in the page's language.
   */
  languages?: Exclude<Locale, 'en'>[];
  /** Its name in the site's other languages. */
  translations?: Translations<'label'>;
  /** The path prefixes the area owns: "/news" owns "/news" and "/news/…". */
  prefixes: string[];
  /** Home widgets, in the order they appear in their slot. */
  widgets: WidgetDescriptor[];
  /** The exposed module with the area's search records ('./search'), when it has any. */
  search?: string;
  /**
   * Folders of the site's origin whose files the remote's build publishes, e.g. "/feeds/" (the news remote's
   * RSS feeds, in its dist/feeds/): the site's server answers "/feeds/news.xml" with the file of the remote's
   * current build, so the address stays when the build moves. Each starts and ends with "/".
   */
  files?: string[];
  /**
   * Path prefixes of the site's origin that the area's backend answers as an HTTP API (issue 25), e.g.
   * "/open311": the site's server passes those requests to the backend's `handle`. Each starts with "/".
   */
  api?: string[];
  /** The area's links in the frame (navigation, Home, search): see AreaLink. */
  links?: AreaLink[];
  /**
   * Addresses outside the area's prefixes that lead to one of its pages (the spec's "/report-issue" to the
   * feedback form): the site answers each with a redirect. Keys and values are paths; a value lies inside the
   * area's prefixes.
   */
  aliases?: Record<string, string>;
  /**
   * The area's staff pages (issue 44): their prefixes under /staff and the exposed module with their routes
   * (StaffRoutesModule), rendered by the site's server for signed-in staff with a role in the area only.
   */
  staff?: StaffDescriptor;
}

/** A remote's own declaration: its area, and the modules its build exposes (name -> source file). */
export interface AreaDeclaration extends AreaDescriptor {
  /** The Module Federation name, e.g. "news_events". */
  name: string;
  exposes: Record<string, string>;
  /**
   * The source file of the area's backend (exports `createBackend`, see contract/backend.ts), built into its
   * server module: the area keeps data on the server. Absent: the area keeps none.
   */
  backend?: string;
}

/** One line of the remotes list: where the remote's current build is, and its area. */
export interface RemoteListEntry extends AreaDescriptor {
  /** URL of the remote's `mf-manifest.json`. */
  entry: string;
  /**
   * The build's server module, relative to `entry` ("server/server.0123456789.js", published in its
   * area.json): what the site's server renders the area's pages and widgets with. Without it the area's pages
   * are rendered in the browser only.
   */
  server?: string;
  /**
   * Digests of the build's files, recorded by switch-remote: the server module's SHA-384 (checked by the
   * site's server before it evaluates the module), and the remote entry (`entryFile`, relative to `entry`)
   * with its SHA-384, which the browser checks when it loads the script (Subresource Integrity).
   */
  integrity?: { server?: string; entry?: string; entryFile?: string };
  /** The date the build's content last changed (yyyy-mm-dd, its published area.json): the footer's "Last updated". */
  built?: string;
}

/** The remotes list (`/remotes.json`), fetched by the shell at start and never cached. */
export interface RemotesList {
  contract: typeof CONTRACT_VERSION;
  remotes: Record<string, RemoteListEntry>;
}

/** A remote's area as the shell uses it. */
export interface RemoteArea extends RemoteListEntry {
  name: string;
}

/** What a remote exposes as './routes'. Every path lies inside one of the area's prefixes. */
export interface RoutesModule {
  contract: typeof CONTRACT_VERSION;
  routes: RouteObject[];
  /**
   * Loads the area's messages in a language (createAreaIntl's `loadMessages`): the shell awaits it before the
   * area's first render in that language, on the server and in the browser. A remote without it (built before
   * the site's languages) renders in English.
   */
  loadMessages?: (locale: Locale) => Promise<void>;
}

/**
 * What a remote exposes as its staff module (area.json `staff.module`, e.g. './staffRoutes'): the routes of its
 * staff pages, every path inside its `staff.prefixes`. Loaded by the site's server on /staff/… only, never on a
 * resident's page. Their loaders and actions get the StaffRequestContext as `context`.
 */
export interface StaffRoutesModule {
  contract: typeof CONTRACT_VERSION;
  routes: RouteObject[];
  loadMessages?: (locale: Locale) => Promise<void>;
}

/**
 * What a page tells link previews and search engines beyond its title and description, declared on its route
 * as `handle: { head: (params) => PageHeadExtras | undefined }` and read by the site's server: Open Graph type
 * and picture (an article's, an event's).
 */
export interface PageHeadExtras {
  /** For link previews when the page's header has no plain-text lead: an article's summary. */
  description?: string;
  /** Open Graph type: "article" for a news article, "website" otherwise. */
  type?: 'article' | 'website';
  /** The picture's address as the page shows it. */
  image?: string;
  imageAlt?: string;
  /** ISO date of publication (articles). */
  published?: string;
  /**
   * The page's own address when it is shown at another too (the newsroom at /newsroom is /news): the path
   * search engines should index, written as the page's canonical link.
   */
  canonical?: `/${string}`;
  /**
   * The languages besides English the page's record is translated into (an article in Spanish only), where
   * fewer than its area's: its `hreflang` alternates name only those, and in the others the page's canonical
   * address is the English one. Unset: the page is in every language of its area.
   */
  languages?: readonly Locale[];
}

/** A route's `handle` when it declares head data. */
export interface HeadHandle {
  head?: (params: Readonly<Record<string, string | undefined>>) => PageHeadExtras | undefined;
  /**
   * The page is not for search engines (a confirmation, a search's results): sent with
   * `<meta name="robots" content="noindex">` and left out of the sitemap.
   */
  noindex?: boolean;
}

/**
 * A route's `handle` when its page reads the address's query (a lookup's fields, a search's words): the names
 * of the parameters it reads, e.g. `handle: { query: ['q'] }`. The site's server renders a page with these
 * parameters only, and keeps one rendering per set of their values: any other parameter (`?utm_source=…`,
 * `?z=1`) is ignored, so it can neither change a page nor force a new render. A page whose route declares none
 * is rendered without a query.
 */
export interface QueryHandle {
  query?: readonly string[];
  /**
   * Those of `query` that find a resident's own record (a citation by its plate and last name): a page asked
   * for with any of them is rendered for that request only and sent `Cache-Control: private, no-store`, never
   * kept by the site's page cache, nginx or a CDN.
   */
  personal?: readonly string[];
}

/** What a remote exposes for each Home widget. */
export interface WidgetModule {
  default: ComponentType;
  /** As a routes module's: the widget's messages in a language, awaited before it renders in it. */
  loadMessages?: (locale: Locale) => Promise<void>;
}

/** One thing a resident can find with the site search. */
export interface SearchRecord {
  /** Unique within the area, e.g. "news:federal-grant-infrastructure". */
  id: string;
  title: string;
  summary: string;
  /** Longer text to match against, weighted below title and summary. */
  body?: string;
  /** The page that shows it, always a path of this site. */
  url: `/${string}`;
  /** The owning area's label, e.g. "News & Events". */
  area: string;
  /** What it is for a resident: "News", "Event", "Service", "Meeting", … */
  type: string;
  /** ISO date (yyyy-mm-dd) where the record has one. */
  date?: string;
  /** Words a resident might use that the text does not contain. */
  keywords?: string[];
  /** The language its words are in, when not English (the site's search sets it for a translated record). */
  lang?: Locale;
}

/** One address of an area for search engines: an entry of the site's /sitemap.xml. */
export interface SitemapPage {
  /** A page of this area that answers 200, always a path of this site without query or fragment. */
  path: `/${string}`;
  /** ISO date (yyyy-mm-dd) the page's content last changed, from the data's own dates; omitted when unknown. */
  lastmod?: string;
  /**
   * The languages besides English its record is translated into, where fewer than its area's (as the page's
   * head says them, PageHeadExtras `languages`): the sitemap lists it in those only.
   */
  languages?: readonly Locale[];
}

/** What a remote exposes as './search'. */
export interface SearchModule {
  contract: typeof CONTRACT_VERSION;
  records: readonly SearchRecord[];
  /**
   * The records in the site's other languages: per language, those the area has translated, with the ids of
   * their English records (`records`). The site's search in a language finds these, and the English record
   * (marked as English) of any other.
   */
  translations?: Partial<Record<Exclude<Locale, 'en'>, readonly SearchRecord[]>>;
  /**
   * The area's pages for search engines (the site's sitemap): its lists and every record's page, never a
   * confirmation or a search. When absent, the sitemap lists the distinct pages its records lead to.
   */
  pages?: readonly SitemapPage[];
}
