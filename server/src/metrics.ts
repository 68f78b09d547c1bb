// The site's Prometheus metrics (prom-client), served at /metrics: what each area's team needs to see its own
// area's health without reading the shell's, labelled by area (the list's remote name, or "shell") and, where
// a build is concerned, by its version (a short tag of its list line, see versionOf). Labels come only from
// the list and fixed sets, so their number stays bounded whatever requests say.
import client from 'prom-client';
import type { Response } from 'express';
// The version of an area's build as metrics and browsers tag it ("2025-01-14.1f0c3a9e": the folder it is
// published in and a hash of its entry and the entry's digest), computed alike on both sides.
import { versionOf } from './telemetry';

/** Seconds buckets for requests and renders: 2 ms to 5 s. */
const DURATIONS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/** Why a page was rendered without an area's part or abandoned (springfield_render_failures_total's reason). */
export type RenderFailure = 'shed' | 'deadline' | 'error' | 'unavailable';
/** What became of a form or an API submission (springfield_submissions_total's outcome). */
export type SubmissionOutcome = 'accepted' | 'invalid' | 'refused' | 'failed' | 'limited';

/** A count of the outbox's dead-lettered jobs (platform.ts deadJobs). */
type DeadJobs = () => Promise<{ area: string; kind: string; count: number }[]>;

/**
 * `listProblem`: why the remotes list cannot be used now (the last good one serving), or undefined.
 * `outboxDead`: the outbox's dead-lettered jobs now, by area and kind (read from the database at each scrape).
 */
function createMetrics({
  listProblem = () => undefined,
  outboxDead,
}: { listProblem?: () => string | undefined; outboxDead?: DeadJobs } = {}) {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry, prefix: 'springfield_node_' });
  const registers = [registry];
  new client.Gauge({
    name: 'springfield_remotes_list_stale',
    help: 'Whether the remotes list cannot be read or parsed now, so that the last good one is serving (1)',
    registers,
    collect() {
      this.set(listProblem() ? 1 : 0);
    },
  });
  if (outboxDead) {
    new client.Gauge({
      name: 'springfield_outbox_dead_jobs',
      help: 'Outbox jobs dead-lettered (too many attempts, or refused for good) and not retried, by area and kind',
      labelNames: ['area', 'kind'],
      registers,
      async collect() {
        this.reset();
        try {
          for (const { area, kind, count } of await outboxDead()) this.set({ area, kind }, count);
        } catch {
          // The database does not answer: /readyz says so; the other metrics are still served.
        }
      },
    });
  }
  const requests = new client.Histogram({
    name: 'springfield_http_request_duration_seconds',
    help: 'Requests answered by the site, by area, method and status class',
    labelNames: ['area', 'method', 'status'],
    buckets: DURATIONS,
    registers,
  });
  const renders = new client.Histogram({
    name: 'springfield_render_duration_seconds',
    help: 'Page renders on the server, by area and whether the page cache answered',
    labelNames: ['area', 'cache'],
    buckets: DURATIONS,
    registers,
  });
  const renderFailures = new client.Counter({
    name: 'springfield_render_failures_total',
    help: "Pages rendered without an area's part (its panel shown) or abandoned, by area, version and reason",
    labelNames: ['area', 'version', 'reason'],
    registers,
  });
  const remoteFailures = new client.Counter({
    name: 'springfield_remote_load_failures_total',
    help: "Server modules of an area's build that could not be loaded, by area and version",
    labelNames: ['area', 'version'],
    registers,
  });
  const cache = new client.Counter({
    name: 'springfield_page_cache_total',
    help: 'Page requests answered from the page cache (hit) or rendered (miss)',
    labelNames: ['result'],
    registers,
  });
  const submissions = new client.Counter({
    name: 'springfield_submissions_total',
    help: 'Forms and API submissions, by area and outcome (accepted, invalid, refused, failed)',
    labelNames: ['area', 'outcome'],
    registers,
  });
  const vitals = new client.Histogram({
    name: 'springfield_web_vitals',
    help: "Core Web Vitals residents' browsers report, by area and version: LCP and INP in seconds, CLS unitless",
    labelNames: ['area', 'version', 'name'],
    buckets: [0.05, 0.1, 0.2, 0.5, 1, 1.5, 2.5, 4, 6, 10],
    registers,
  });
  const browserErrors = new client.Counter({
    name: 'springfield_browser_errors_total',
    help: "Uncaught errors residents' browsers report, by area and version",
    labelNames: ['area', 'version'],
    registers,
  });

  return {
    registry,
    request: ({
      area,
      method,
      status,
      seconds,
    }: {
      area: string;
      method: string;
      status: number;
      seconds: number;
    }) => requests.observe({ area, method, status: `${String(status)[0]}xx` }, seconds),
    render: ({ area, cached, seconds }: { area: string; cached: boolean; seconds: number }) => {
      renders.observe({ area, cache: cached ? 'hit' : 'miss' }, seconds);
      cache.inc({ result: cached ? 'hit' : 'miss' });
    },
    renderFailure: ({ area, version, reason }: { area: string; version: string; reason: RenderFailure }) =>
      renderFailures.inc({ area, version, reason }),
    remoteFailure: ({ area, version }: { area: string; version: string }) =>
      remoteFailures.inc({ area, version }),
    submission: ({ area, outcome }: { area: string; outcome: SubmissionOutcome }) =>
      submissions.inc({ area, outcome }),
    /** A browser's report; LCP and INP arrive in milliseconds. */
    vital: ({ area, version, name, value }: { area: string; version: string; name: string; value: number }) =>
      vitals.observe({ area, version, name }, name === 'CLS' ? value : value / 1000),
    browserError: ({ area, version }: { area: string; version: string }) =>
      browserErrors.inc({ area, version }),
    /** The express handler of GET /metrics. */
    handler: async (_req: unknown, res: Response) => {
      res.setHeader('Cache-Control', 'no-store');
      res.type(registry.contentType).send(await registry.metrics());
    },
  };
}

export { createMetrics, versionOf };
