// The shapes the server reads: the remotes list and its lines (the shell's contract types them for the browser;
// here only what the server itself reads of them).

/** One remote's line of the remotes list. */
export interface ListLine {
  entry: string;
  label?: string;
  prefixes?: string[];
  widgets?: { module: string }[];
  /** Folders of the site's origin whose files the remote publishes ("/feeds/"). */
  files?: string[];
  /** Path prefixes its backend answers ("/open311"). */
  api?: string[];
  /** Its server module, relative to its entry. */
  server?: string;
  integrity?: { server?: string; entry?: string; entryFile?: string };
  [key: string]: unknown;
}

/** The remotes list as served (remotes.json). */
export interface RemotesList {
  contract?: number;
  remotes: Record<string, ListLine>;
}

/** A structured log: an event name and its fields. */
export type Log = (event: string, fields?: Record<string, unknown>) => void;
