// `npm run bench`: builds the production site (cold, then warm), serves it as `npm start` does, and
// measures it: Lighthouse (mobile and desktop) per route, the bytes of a first visit, the copies of each
// shared library, and how long a click on the navigation takes to show the next page. Prints one table and
// writes the same figures to bench/results/bench.json (bench/results.mjs) and bench/results/report.html.
//   --skip-build    measure what is built (no build timings)
//   --routes=/,/news  measure only these routes
//   --runs=N        Lighthouse runs per route and preset (default 3); the table shows the median run
//   --search-only   only the site search's keystroke-to-results time (on what is built)
//   --server-only   only the server: render times (cold, warm, cached) and the bounded load test
//   --floor-only    only the floor under the TBT target (floor.mjs), on what is built
//   --pages-only    only the routes' pages (issue 45): first visit at 390 and 1280 px with what it loads,
//                   mobile Lighthouse (median and spread of --runs), and the floor (not with --no-floor);
//                   --out=NAME names the file; --before=NAME prints each route beside results/NAME.json
//   --nginx-only    only nginx in front of two instances and the render capacity (nginx.mjs), on what is built
//   --render-only   only one instance's render capacity for pages no cache holds (render.mjs), on what is built
//   --submissions-only  only the submissions under load (submissions.mjs)
//   --abuse         only the abuse suite (abuse.mjs): floods, limits, mails per recipient, p99, memory
/* global document, window, HTMLInputElement, requestAnimationFrame -- used by code run in the page (page.evaluate) */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from 'playwright-core';
import autocannon from 'autocannon';
import { allApps, buildApps, clearBuildCaches } from '../build/build.mjs';
import { buildServer } from '../build/server-build.mjs';
import { serveFloorPages } from './floor.mjs';
import { resultsDir, writeResults } from './results.mjs';

const require = createRequire(import.meta.url);
const apps = require('@springfield/tooling/apps');
// The servers run in this process: their access log (one line per request of the load test) is left out.
process.env.LOG_LEVEL ??= 'warn';
// The server package compiled first (a no-op when server/dist is up to date): the bench serves it from there.
buildServer();
const { startServers } = require('@springfield/server/serve');
const {
  SINGLETON_LIBRARIES,
  singletonChunkOwners,
  copiesLoaded,
} = require('../tooling/federation-copies.cjs');
const { createSsr } = require('@springfield/server/ssr');
const { cpuFigures } = require('./cpu-figures.cjs');
const chromiumBrowser = require('../tooling/chromium.cjs');

const ORIGIN = `http://localhost:${apps.shell.port}`;
const CHROME = chromiumBrowser.executablePath;
const CHROME_FLAGS = ['--headless=new', ...chromiumBrowser.args];
const ROUTES = [
  '/',
  '/news',
  '/news/federal-grant-infrastructure',
  '/events',
  '/events/1',
  '/departments',
  '/services/pothole-report',
  '/pay-fines',
  '/government',
  '/government/meetings/city-council-minutes-2024-12-10',
  '/programs',
  '/volunteer',
  '/feedback',
  // The site in residents' languages (issue 30): Home and a page where a resident acts, in each.
  '/es',
  '/zh-hant',
  '/es/events/1',
  '/zh-hant/services/pothole-report',
];
/** A page in another language and the same page in English: what the language adds to a first visit. */
const inEnglish = (route) => route.replace(/^\/(?:es|zh-hant)(?=\/|$)/, '') || '/';
const BUDGETS = {
  mobilePerformance: 90,
  desktopPerformance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 95,
  cls: 0.05,
  homeKb: 250,
  /** Issue 30: Spanish Home at most 250 KB; a language adds at most 15 KB to a page's first visit. */
  spanishHomeKb: 250,
  languageAddsKb: 15,
  coldBuildS: 90,
  warmBuildS: 20,
};
const NAV_RUNS = 5;
/** Issue 14's targets for the server-rendered site (mobile Lighthouse, median run). */
const SSR_TARGETS = {
  lcpMs: 1200,
  performance: 98,
  tbtMs: 100,
  cls: 0,
  renderWarmP99Ms: 50,
  renderColdP99Ms: 300,
};
/** The figures measured on the same machine before server rendering (bench --skip-build --runs=1). */
const BEFORE = JSON.parse(fs.readFileSync(new URL('./results/before-ssr.json', import.meta.url), 'utf8'));
/** The bounded load test: 50 connections for 20 s against five routes. */
const LOAD = {
  connections: 50,
  seconds: 20,
  routes: ['/', '/news', '/news/federal-grant-infrastructure', '/government', '/programs'],
};

const args = process.argv.slice(2);
const searchOnly = args.includes('--search-only');
const serverOnly = args.includes('--server-only');
const floorOnly = args.includes('--floor-only');
const pagesOnly = args.includes('--pages-only');
const skipBuild = args.includes('--skip-build') || searchOnly || serverOnly || floorOnly || pagesOnly;
const outArg = args.find((a) => a.startsWith('--out='));
/** The route whose page the floor is measured with (floor.mjs). */
const FLOOR_ROUTE = '/news';
const routesArg = args.find((a) => a.startsWith('--routes='));
const routes = routesArg ? routesArg.slice('--routes='.length).split(',') : ROUTES;
const runsArg = args.find((a) => a.startsWith('--runs='));
const LIGHTHOUSE_RUNS = runsArg ? Math.max(1, Number(runsArg.slice('--runs='.length)) || 1) : 3;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

async function measureBuilds() {
  clearBuildCaches();
  const cold = await buildApps(allApps, { quiet: true });
  const warm = await buildApps(allApps, { quiet: true });
  return { coldSeconds: Math.round(cold * 10) / 10, warmSeconds: Math.round(warm * 10) / 10 };
}

/** A first visit with an empty cache: gzipped JS and all bytes over the network, and library copies. */
async function measureFirstVisit(browser, route, owners) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const requests = new Map();
  let jsBytes = 0;
  let allBytes = 0;
  const jsUrls = [];
  cdp.on('Network.responseReceived', (e) => requests.set(e.requestId, e));
  cdp.on('Network.loadingFinished', (e) => {
    const response = requests.get(e.requestId);
    allBytes += e.encodedDataLength;
    if (response?.type === 'Script') {
      jsBytes += e.encodedDataLength;
      jsUrls.push(response.response.url);
    }
  });
  await page.goto(`${ORIGIN}${route}`, { waitUntil: 'networkidle' });
  await page.locator('main h1').first().waitFor();
  // Everything a first visit loads once the visitor reaches for the page (the mouse moves: start.js), until
  // the page is alive (its parts, Home's widgets, hydrated: page-ready.ts) and the network is quiet after it.
  // Waiting a fixed time instead missed the widgets on a slow first start.
  await reachAndWaitAlive(page);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  await context.close();
  const copies = copiesLoaded(owners, jsUrls);
  return {
    jsKb: kb(jsBytes),
    totalKb: kb(allBytes),
    copies: Object.fromEntries(SINGLETON_LIBRARIES.map((lib) => [lib, copies[lib].length])),
  };
}

/** A resource's kind, for the per-route table of what a first visit loads. */
const kindOf = (type, url) =>
  type === 'Script'
    ? 'js'
    : type === 'Stylesheet'
      ? 'css'
      : type === 'Font'
        ? 'font'
        : type === 'Document'
          ? 'html'
          : /\.(png|jpe?g|webp|avif|svg|ico)(\?|$)/.test(url)
            ? 'image'
            : 'other';

/** A browser window `width` wide: a phone's (touch, a dense screen) up to 480 px, else a laptop's. */
const windowAt = (width) =>
  width <= 480
    ? { viewport: { width, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 }
    : { viewport: { width, height: 800 } };

/**
 * Issue 45: a first visit at one window width, with every file it loads (bytes over the network), each marked
 * as loaded before the visitor reached for the page or after. A first visit's page loads its app only when the
 * visitor reaches for it (a touch, the mouse, the keyboard, focus) or a part that moves comes into view
 * (start.js): `totalKb` is what it loads untouched, the network quiet; then the mouse moves over it, as a
 * visitor's does, and `reachedKb` is all it has loaded once it is alive (`html[data-sf-ready]`, page-ready.ts)
 * and the network quiet again.
 */
async function measureFirstVisitAt(browser, route, width) {
  const context = await browser.newContext(windowAt(width));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const requests = new Map();
  const files = [];
  let reached = false;
  cdp.on('Network.responseReceived', (e) => requests.set(e.requestId, e));
  cdp.on('Network.loadingFinished', (e) => {
    const response = requests.get(e.requestId);
    const url = response?.response.url ?? '';
    files.push({
      file: url.replace(/^https?:\/\/[^/]+/, (origin) =>
        origin === ORIGIN ? '' : origin.replace(/^https?:\/\//, ''),
      ),
      kind: kindOf(response?.type, url),
      kb: kb(e.encodedDataLength),
      beforeReach: !reached,
    });
  });
  await page.goto(`${ORIGIN}${route}`, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const aliveUntouched = (await page.locator('html[data-sf-ready]').count()) > 0;
  reached = true;
  await reachAndWaitAlive(page);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  await context.close();
  const sum = (list) => kb(list.reduce((total, f) => total + f.kb * 1024, 0));
  const untouched = files.filter((f) => f.beforeReach);
  const byKind = {};
  for (const f of untouched) byKind[f.kind] = kb((byKind[f.kind] ?? 0) * 1024 + f.kb * 1024);
  return {
    width,
    totalKb: sum(untouched),
    aliveUntouched,
    reachedKb: sum(files),
    byKind,
    files,
  };
}

/**
 * Issue 45: what the first reach costs on a phone, since the app's start moved there from the first paint.
 * Lighthouse's mobile conditions applied by hand (4x slower processor, 150 ms round trips, 1.6 Mbps down):
 * the page loaded and quiet, the mouse moves over it; `aliveMs` is the time until it is alive, `blockingMs` the
 * main thread's blocking time in that span (each long task's time over 50 ms), `longestMs` its longest task.
 */
async function measureFirstReach(browser, route) {
  const context = await browser.newContext(windowAt(390));
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1638.4 * 1024) / 8,
    uploadThroughput: (675 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(`${ORIGIN}${route}`, { waitUntil: 'load', timeout: 60_000 });
  await page.waitForLoadState('networkidle', { timeout: 60_000 });
  const reachedAt = await page.evaluate(() => performance.now());
  await page.mouse.move(2, 2);
  await page.mouse.move(1, 1);
  await page.locator('html[data-sf-ready]').waitFor({ state: 'attached', timeout: 60_000 });
  const { aliveAt, tasks } = await page.evaluate(() => ({
    aliveAt: performance.now(),
    tasks: window.__longTasks,
  }));
  await context.close();
  const after = tasks.filter(([startTime]) => startTime >= reachedAt);
  return {
    aliveMs: Math.round(aliveAt - reachedAt),
    blockingMs: Math.round(after.reduce((total, [, duration]) => total + Math.max(0, duration - 50), 0)),
    longestMs: Math.round(Math.max(0, ...after.map(([, duration]) => duration))),
  };
}

/** Median, and the lowest and highest, of a list of numbers. */
const spread = (values) => ({ median: median(values), min: Math.min(...values), max: Math.max(...values) });

/** Issue 45: a route's mobile Lighthouse runs, each figure's median and spread (not one median run). */
async function mobileRuns(port, route) {
  const runs = [];
  for (let i = 0; i < LIGHTHOUSE_RUNS; i++) runs.push(await runLighthouse(port, route, 'mobile'));
  return {
    runs: runs.length,
    tbtMs: spread(runs.map((r) => r.tbtMs)),
    lcpMs: spread(runs.map((r) => r.lcpMs)),
    performance: spread(runs.map((r) => r.performance)),
    cls: Math.max(...runs.map((r) => r.cls)),
    tbtRuns: runs.map((r) => r.tbtMs),
    ...(runs.every((r) => r.cpuMs !== undefined)
      ? {
          cpuMs: spread(runs.map((r) => r.cpuMs)),
          cpuBlockingMs: spread(runs.map((r) => r.cpuBlockingMs)),
          cpuLongestMs: spread(runs.map((r) => r.cpuLongestMs)),
          cpuLongTasksRuns: runs.map((r) => r.cpuLongTasks),
        }
      : {}),
  };
}

/**
 * `--pages-only` (issue 45): per route, the first visit at 390 and 1280 px (what it loads before the page is
 * alive), and mobile Lighthouse's TBT, LCP and score as median and spread of --runs; then the floor (React DOM
 * alone) in the same run. Writes bench/results/<--out or "pages">.json.
 */
async function measurePages(browser, chromePort) {
  const results = { date: new Date().toISOString(), runs: LIGHTHOUSE_RUNS, routes: [] };
  for (const route of routes) {
    console.log(`measuring ${route}…`);
    const phone = await measureFirstVisitAt(browser, route, 390);
    const desktop = await measureFirstVisitAt(browser, route, 1280);
    const mobile = await mobileRuns(chromePort, route);
    const reaches = [];
    for (let i = 0; i < LIGHTHOUSE_RUNS; i++) reaches.push(await measureFirstReach(browser, route));
    const reach = {
      aliveMs: spread(reaches.map((r) => r.aliveMs)),
      blockingMs: spread(reaches.map((r) => r.blockingMs)),
      longestMs: spread(reaches.map((r) => r.longestMs)),
    };
    results.routes.push({
      route,
      kb390: phone.totalKb,
      kb1280: desktop.totalKb,
      reachedKb390: phone.reachedKb,
      mobile,
      reach,
      phone,
      desktop,
    });
  }
  if (args.includes('--no-floor')) return results;
  console.log(`measuring the floor (${FLOOR_ROUTE} with React DOM alone)…`);
  const pages = await serveFloorPages(ORIGIN, FLOOR_ROUTE);
  try {
    results.floor = {
      route: FLOOR_ROUTE,
      reactScriptKb: pages.scriptKb,
      reactAlone: await mobileRuns(chromePort, pages.reactUrl),
    };
  } finally {
    await pages.close();
  }
  return results;
}

/**
 * `--before=NAME` (with --pages-only): each route beside the same route in bench/results/NAME.json, a run of
 * the build before a change on the same machine: TBT, processor time and blocking, longest task, KB at 390 px.
 */
function printPagesBeside(results, name) {
  const file = path.join(resultsDir, `${name}.json`);
  const routes = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')).figures?.routes : undefined;
  if (!Array.isArray(routes)) {
    console.log(
      `\n--before=${name}: bench/results/${name}.json has no routes of a --pages-only run to compare with`,
    );
    return;
  }
  const before = new Map(routes.map((r) => [r.route, r]));
  const was = (route, value) => {
    const b = before.get(route);
    const v = b ? value(b) : undefined;
    return v === undefined ? '' : `${v} -> `;
  };
  const rows = results.routes.map((r) => ({
    route: r.route,
    tbt: `${was(r.route, (b) => b.mobile.tbtMs.median)}${r.mobile.tbtMs.median}`,
    cpu: `${was(r.route, (b) => b.mobile.cpuMs?.median)}${r.mobile.cpuMs?.median ?? ''}`,
    blocking: `${was(r.route, (b) => b.mobile.cpuBlockingMs?.median)}${r.mobile.cpuBlockingMs?.median ?? ''}`,
    longest: `${was(r.route, (b) => b.mobile.cpuLongestMs?.median)}${r.mobile.cpuLongestMs?.median ?? ''}`,
    kb390: `${was(r.route, (b) => b.kb390)}${r.kb390}`,
  }));
  console.log(
    `\nbefore (bench/results/${name}.json) -> now, medians\n${table(rows, [
      ['route', 'route'],
      ['tbt', 'TBT ms'],
      ['cpu', 'CPU ms after FCP'],
      ['blocking', 'CPU blocking ms (x4)'],
      ['longest', 'longest task (x4)'],
      ['kb390', 'KB 390'],
    ])}`,
  );
}

function printPages(results) {
  const floor = results.floor?.reactAlone.tbtMs.median ?? NaN;
  const rows = results.routes.map((r) => ({
    route: r.route,
    kb390: r.kb390,
    js390: r.phone.byKind.js ?? 0,
    kb1280: r.kb1280,
    reachedKb390: r.reachedKb390 ?? '',
    reachAlive: r.reach ? `${r.reach.aliveMs.median} (${r.reach.aliveMs.min}-${r.reach.aliveMs.max})` : '',
    reachBlocking: r.reach
      ? `${r.reach.blockingMs.median} (${r.reach.blockingMs.min}-${r.reach.blockingMs.max})`
      : '',
    reachLongest: r.reach?.longestMs.median ?? '',
    tbt: r.mobile.tbtMs.median,
    tbtSpread: `${r.mobile.tbtMs.min}-${r.mobile.tbtMs.max}`,
    xFloor: results.floor ? Math.round((r.mobile.tbtMs.median / floor) * 10) / 10 : '',
    cpuXFloor:
      results.floor?.reactAlone.cpuMs && r.mobile.cpuMs
        ? Math.round((r.mobile.cpuMs.median / results.floor.reactAlone.cpuMs.median) * 10) / 10
        : '',
    lcp: r.mobile.lcpMs.median,
    perf: r.mobile.performance.median,
    cpu: r.mobile.cpuMs ? `${r.mobile.cpuMs.median} (${r.mobile.cpuMs.min}-${r.mobile.cpuMs.max})` : '',
    cpuBlocking: r.mobile.cpuBlockingMs
      ? `${r.mobile.cpuBlockingMs.median} (${r.mobile.cpuBlockingMs.min}-${r.mobile.cpuBlockingMs.max})`
      : '',
    cpuLongest: r.mobile.cpuLongestMs?.median ?? '',
  }));
  if (results.floor)
    rows.push({
      route: `floor: React DOM alone (${results.floor.reactScriptKb} KB gz)`,
      kb390: '',
      js390: '',
      kb1280: '',
      reachedKb390: '',
      reachAlive: '',
      reachBlocking: '',
      reachLongest: '',
      tbt: floor,
      tbtSpread: `${results.floor.reactAlone.tbtMs.min}-${results.floor.reactAlone.tbtMs.max}`,
      xFloor: 1,
      lcp: results.floor.reactAlone.lcpMs.median,
      perf: results.floor.reactAlone.performance.median,
      cpu: results.floor.reactAlone.cpuMs?.median ?? '',
      cpuXFloor: 1,
      cpuBlocking: results.floor.reactAlone.cpuBlockingMs?.median ?? '',
      cpuLongest: results.floor.reactAlone.cpuLongestMs?.median ?? '',
    });
  console.log(
    `\nissue 45: pages, mobile Lighthouse median of ${results.runs} (targets: TBT <= 1.5x floor, LCP <= 1000 ms, perf >= 95, 390 px <= 200 KB, 1280 px <= 250 KB)\n${table(
      rows,
      [
        ['route', 'route'],
        ['kb390', 'KB 390'],
        ['js390', 'JS KB 390'],
        ['kb1280', 'KB 1280'],
        ['reachedKb390', 'KB 390 once reached'],
        ['reachAlive', 'reach -> alive ms (x4)'],
        ['reachBlocking', 'reach blocking ms (x4)'],
        ['reachLongest', 'reach longest task (x4)'],
        ['tbt', 'TBT ms'],
        ['tbtSpread', 'TBT spread'],
        ['xFloor', 'x floor'],
        ['lcp', 'LCP ms'],
        ['perf', 'perf'],
        ['cpu', 'CPU ms after FCP'],
        ['cpuXFloor', 'CPU x floor'],
        ['cpuBlocking', 'CPU blocking ms (x4)'],
        ['cpuLongest', 'longest task (x4)'],
      ],
    )}`,
  );
  console.log(
    'CPU: processor time of the main thread after the first paint, and its blocking time at 4x slowdown (cpuFigures): unlike TBT, not moved by other work on the machine',
  );
  console.log(
    'KB: a first visit untouched (the app loads when the visitor reaches for the page, start.js); "once reached": all it has loaded once the mouse moved and the page came alive. reach: on a phone (4x slower processor, 150 ms, 1.6 Mbps), from the first reach to the page alive, and the blocking time in that span',
  );
  for (const r of results.routes) {
    const loaded = r.phone.files
      .filter((f) => f.beforeReach && f.kind !== 'html')
      .map((f) => `${f.file.replace(/^\//, '')} ${f.kb}`)
      .join(', ');
    console.log(
      `${r.route} at 390 px before the visitor reaches for it: ${loaded || 'nothing but its HTML'}`,
    );
  }
}

/**
 * Lighthouse's performance score varies from run to run on the same build (a few points here), so each
 * route and preset is measured LIGHTHOUSE_RUNS times and the run with the median performance score is
 * reported whole (its LCP, TBT… belong to the same run); every run's score is kept in the JSON.
 */
async function medianLighthouse(port, route, preset) {
  const runs = [];
  for (let i = 0; i < LIGHTHOUSE_RUNS; i++) runs.push(await runLighthouse(port, route, preset));
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return {
    ...sorted[Math.floor(sorted.length / 2)],
    performanceRuns: runs.map((r) => r.performance),
    tbtRuns: runs.map((r) => r.tbtMs),
  };
}

/** Lighthouse now and then fails a run in headless Chromium (no paint observed): try again, then say so. */
async function runLighthouse(port, route, preset, attempts = 3) {
  let lastError = 'unknown';
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const result = await runLighthouseOnce(port, route, preset);
    if (!result.error) return result;
    lastError = result.error;
    console.log(`  Lighthouse ${preset} ${route}: ${lastError}, attempt ${attempt} of ${attempts}`);
  }
  throw new Error(`Lighthouse ${preset} failed on ${route}: ${lastError}`);
}

async function runLighthouseOnce(port, route, preset) {
  const flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  };
  const result = await lighthouse(
    /^https?:/.test(route) ? route : `${ORIGIN}${route}`,
    flags,
    preset === 'desktop' ? desktopConfig : undefined,
  );
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError || categories.performance?.score == null)
    return { error: runtimeError?.code ?? 'no performance score' };
  const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(audits['total-blocking-time'].numericValue),
    cls: Math.round(audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
    ...cpuFigures(result.artifacts?.Trace),
  };
}

/**
 * The floor under the TBT target on this machine (see floor.mjs): FLOOR_ROUTE's server HTML without
 * script, and with React DOM alone hydrating one element, measured as the routes are (mobile, median run).
 */
async function measureFloor(chromePort, results) {
  console.log(`measuring the floor (${FLOOR_ROUTE} without script, and with React DOM alone)…`);
  const pages = await serveFloorPages(ORIGIN, FLOOR_ROUTE);
  try {
    const site = results.routes.find((r) => r.route === FLOOR_ROUTE)?.mobile ?? null;
    return {
      route: FLOOR_ROUTE,
      reactScriptKb: pages.scriptKb,
      withoutScript: await medianLighthouse(chromePort, pages.staticUrl, 'mobile'),
      reactAlone: await medianLighthouse(chromePort, pages.reactUrl, 'mobile'),
      site,
    };
  } finally {
    await pages.close();
  }
}

function printFloor(floor) {
  const row = (what, r) => ({
    what,
    perf: r.performance,
    lcp: r.lcpMs,
    tbt: r.tbtMs,
    runs: r.tbtRuns?.join(' ') ?? '',
  });
  const rows = [
    row(`${floor.route} as HTML without script`, floor.withoutScript),
    row(`the same + React DOM alone (${floor.reactScriptKb} KB gz)`, floor.reactAlone),
  ];
  if (floor.site) rows.push(row(`${floor.route}, the site`, floor.site));
  console.log(
    `\nthe floor under the TBT target on this machine (mobile, median of ${LIGHTHOUSE_RUNS}; target TBT <= ${SSR_TARGETS.tbtMs} ms)\n${table(
      rows,
      [
        ['what', 'page'],
        ['perf', 'perf mobile'],
        ['lcp', 'LCP ms'],
        ['tbt', 'TBT ms'],
        ['runs', 'TBT of each run'],
      ],
    )}`,
  );
}

/** What residents type into the site search, measured keystroke by keystroke. */
const SEARCH_QUERIES = [
  'pothole',
  'parking permit',
  'pay ticket',
  'budget',
  'council meeting',
  'recycling',
  'vote',
];
const SEARCH_BUDGET_MS = 50;

/**
 * Ms from a keystroke in the /search box to the next frame with its results, on a phone-class CPU (Chromium
 * slowed down 4x, as Lighthouse's mobile preset does), over every keystroke of SEARCH_QUERIES: median, p95
 * and worst. The index (every area's records) is loaded first, as it is once a visitor has searched.
 */
async function measureSearch(browser) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(`${ORIGIN}/search?q=park`, { waitUntil: 'networkidle' });
  await page.getByRole('list', { name: 'Search results' }).waitFor();
  await reachAndWaitAlive(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const latencies = [];
  for (const query of SEARCH_QUERIES) {
    const times = await page.evaluate(async (text) => {
      const box = document.querySelector('main input[type="search"]');
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
      const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
      setValue.call(box, '');
      box.dispatchEvent(new Event('input', { bubbles: true }));
      await nextFrame();
      const measured = [];
      for (let i = 1; i <= text.length; i++) {
        const started = performance.now();
        setValue.call(box, text.slice(0, i));
        box.dispatchEvent(new Event('input', { bubbles: true }));
        await nextFrame();
        measured.push(performance.now() - started);
      }
      return measured;
    }, query);
    const results = await page.getByRole('list', { name: 'Search results' }).getByRole('listitem').count();
    if (results === 0) throw new Error(`search bench: no results for "${query}"`);
    latencies.push(...times);
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await context.close();
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]);
  return {
    keystrokes: sorted.length,
    medianMs: at(0.5),
    p95Ms: at(0.95),
    worstMs: Math.round(sorted.at(-1)),
  };
}

/** Moves the mouse over the page, which loads its app (start.js), and waits until the page is alive. */
async function reachAndWaitAlive(page) {
  await page.mouse.move(2, 2);
  await page.mouse.move(1, 1);
  await page.locator('html[data-sf-ready]').waitFor({ state: 'attached', timeout: 30_000 });
}

/** Median ms from a click on a main navigation link to the next page's heading on screen. */
async function measureNavigation(browser) {
  const cold = [];
  const warm = [];
  for (let i = 0; i < NAV_RUNS; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${ORIGIN}/contact`, { waitUntil: 'networkidle' });
    // The site's own navigation, once the app is alive (a click before is the browser's page load).
    await reachAndWaitAlive(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const timeClick = async (label, heading) => {
      const started = Date.now();
      await nav.getByRole('link', { name: label, exact: true }).click();
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      return Date.now() - started;
    };
    cold.push(await timeClick('Government', 'Government'));
    await timeClick('Home', 'Welcome to the City of Springfield');
    warm.push(await timeClick('Government', 'Government'));
    await context.close();
  }
  return { remoteNotLoadedMs: median(cold), remoteLoadedMs: median(warm) };
}

const percentile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
};
const round1 = (ms) => Math.round(ms * 10) / 10;

/**
 * Server render times, in this process, with the remotes served by startServers: cold (a new renderer with an
 * empty module folder: the remote's server module fetched, stored, required, then the page rendered), warm
 * (modules loaded, the page rendered again without the page cache: the React render itself), cached (a hit in
 * the page cache, what most requests get).
 */
async function measureRender(routeList) {
  const shellDist = path.join(apps.root, 'shell', 'dist');
  const readList = () => JSON.parse(fs.readFileSync(path.join(apps.root, '.site', 'remotes.json'), 'utf8'));
  const scratch = fs.mkdtempSync(path.join(apps.root, '.site', 'bench-ssr-'));
  // As the server does at start (serve.cjs): jsdom, which the server's dompurify needs, loaded ahead.
  require('jsdom');
  const cold = [];
  for (const [i, route] of routeList.entries()) {
    const ssr = createSsr({ shellDist, readList, cacheDir: path.join(scratch, `cold-${i}`) });
    const result = await ssr.render(`${ORIGIN}${route}`);
    if (result.clientOnly)
      throw new Error('the remotes list names no server modules: build the remotes first');
    cold.push(result.renderMs);
  }
  const warmSsr = createSsr({ shellDist, readList, cacheDir: path.join(scratch, 'warm'), cacheBytes: 0 });
  const cachedSsr = createSsr({ shellDist, readList, cacheDir: path.join(scratch, 'warm') });
  const warm = [];
  const cached = [];
  for (const route of routeList) await warmSsr.render(`${ORIGIN}${route}`);
  for (let i = 0; i < 20; i++) {
    for (const route of routeList) {
      warm.push((await warmSsr.render(`${ORIGIN}${route}`)).renderMs);
      cached.push((await cachedSsr.render(`${ORIGIN}${route}`)).renderMs);
    }
  }
  fs.rmSync(scratch, { recursive: true, force: true });
  return {
    coldP50Ms: round1(percentile(cold, 0.5)),
    coldP99Ms: round1(percentile(cold, 0.99)),
    warmP50Ms: round1(percentile(warm, 0.5)),
    warmP99Ms: round1(percentile(warm, 0.99)),
    cachedP99Ms: round1(percentile(cached, 0.99)),
    samples: { cold: cold.length, warm: warm.length },
  };
}

/** autocannon against the served site: requests per second, latency percentiles, errors (must be 0). */
async function measureLoad() {
  const result = await autocannon({
    url: ORIGIN,
    connections: LOAD.connections,
    duration: LOAD.seconds,
    requests: LOAD.routes.map((route) => ({ method: 'GET', path: route })),
  });
  return {
    connections: LOAD.connections,
    seconds: LOAD.seconds,
    routes: LOAD.routes,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

function printServer(results) {
  const { render, load } = results;
  const ok = (met) => (met ? 'met' : 'MISSED');
  console.log(
    `server render (${render.samples.cold} routes cold, ${render.samples.warm} warm renders): cold p50 ${render.coldP50Ms} ms, p99 ${render.coldP99Ms} ms (target <= ${SSR_TARGETS.renderColdP99Ms} ms: ${ok(render.coldP99Ms <= SSR_TARGETS.renderColdP99Ms)}); warm p50 ${render.warmP50Ms} ms, p99 ${render.warmP99Ms} ms (target <= ${SSR_TARGETS.renderWarmP99Ms} ms: ${ok(render.warmP99Ms <= SSR_TARGETS.renderWarmP99Ms)}); from the page cache p99 ${render.cachedP99Ms} ms. Before: no server rendering (every path answered the same empty index.html).`,
  );
  console.log(
    `load test (autocannon, ${load.connections} connections, ${load.seconds} s, ${load.routes.join(' ')}): ${load.requestsPerSecond} req/s, p50 ${load.latencyP50Ms} ms, p99 ${load.latencyP99Ms} ms, ${load.requests} requests, errors ${load.errors}, non-2xx ${load.non2xx} (${ok(load.errors === 0 && load.non2xx === 0)})`,
  );
}

/** Each route's mobile figures beside the same route's before server rendering, and the issue's targets. */
function printBeforeAfter(results) {
  const before = new Map(BEFORE.routes.map((r) => [r.route, r]));
  const rows = results.routes.map((r) => {
    const b = before.get(r.route);
    const was = (value) => (b ? `${value(b)} -> ` : '');
    const met =
      r.mobile.lcpMs <= SSR_TARGETS.lcpMs &&
      r.mobile.performance >= SSR_TARGETS.performance &&
      r.mobile.tbtMs <= SSR_TARGETS.tbtMs &&
      r.mobile.cls <= SSR_TARGETS.cls;
    return {
      route: r.route,
      lcp: `${was((x) => x.mobile.lcpMs)}${r.mobile.lcpMs}`,
      perf: `${was((x) => x.mobile.performance)}${r.mobile.performance}`,
      tbt: `${was((x) => x.mobile.tbtMs)}${r.mobile.tbtMs}`,
      cls: `${was((x) => x.mobile.cls)}${r.mobile.cls}`,
      total: `${was((x) => x.totalKb)}${r.totalKb}`,
      targets: met ? 'met' : 'MISSED',
    };
  });
  console.log(
    `\nbefore server rendering (${BEFORE.date.slice(0, 10)}, bench/results/before-ssr.json) -> now, mobile; targets LCP <= ${SSR_TARGETS.lcpMs} ms, perf >= ${SSR_TARGETS.performance}, TBT <= ${SSR_TARGETS.tbtMs} ms, CLS ${SSR_TARGETS.cls}, / <= ${BUDGETS.homeKb} KB\n${table(
      rows,
      [
        ['route', 'route'],
        ['lcp', 'LCP ms'],
        ['perf', 'perf mobile'],
        ['tbt', 'TBT ms'],
        ['cls', 'CLS'],
        ['total', 'first visit KB'],
        ['targets', 'targets'],
      ],
    )}`,
  );
}

/**
 * Issue 30's budgets: each page in another language beside the same page in English (what the language adds to
 * a first visit, at most BUDGETS.languageAddsKb), and Spanish Home within BUDGETS.spanishHomeKb.
 */
function printLanguages(results) {
  const byRoute = new Map(results.routes.map((r) => [r.route, r]));
  const rows = results.routes
    .filter((r) => inEnglish(r.route) !== r.route)
    .map((r) => {
      const english = byRoute.get(inEnglish(r.route));
      const added = english ? Math.round((r.totalKb - english.totalKb) * 10) / 10 : null;
      const withinHome = r.route !== '/es' || r.totalKb <= BUDGETS.spanishHomeKb;
      return {
        route: r.route,
        total: r.totalKb,
        english: english ? `${english.totalKb} (${english.route})` : 'not measured',
        added: added ?? '',
        met: added !== null && added <= BUDGETS.languageAddsKb && withinHome ? 'met' : 'MISSED',
      };
    });
  if (!rows.length) return;
  console.log(
    `
languages: first visit KB, a language adds <= ${BUDGETS.languageAddsKb} KB, /es <= ${BUDGETS.spanishHomeKb} KB
${table(rows, [
  ['route', 'route'],
  ['total', 'first visit KB'],
  ['english', 'in English'],
  ['added', 'added KB'],
  ['met', 'budgets'],
])}`,
  );
}

function table(rows, columns) {
  const widths = columns.map(([key, title]) =>
    Math.max(title.length, ...rows.map((r) => String(r[key]).length)),
  );
  const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join('  ');
  return [
    line(columns.map(([, t]) => t)),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map((r) => line(columns.map(([k]) => r[k]))),
  ].join('\n');
}

function htmlReport(results) {
  const bar = (value, max, label, ok) =>
    `<div class="bar"><span style="width:${Math.min(100, (value / max) * 100)}%" class="${ok ? 'ok' : 'bad'}"></span><em>${label}</em></div>`;
  const rows = results.routes
    .map(
      (r) => `<tr><th scope="row">${r.route}</th>
        <td>${bar(r.totalKb, 800, `${r.totalKb} KB (JS ${r.jsKb} KB)`, r.route !== '/' || r.totalKb <= BUDGETS.homeKb)}</td>
        <td>${bar(r.mobile.performance, 100, `${r.mobile.performance}`, r.mobile.performance >= BUDGETS.mobilePerformance)}</td>
        <td>${bar(r.desktop.performance, 100, `${r.desktop.performance}`, r.desktop.performance >= BUDGETS.desktopPerformance)}</td>
        <td>${bar(r.mobile.accessibility, 100, `${r.mobile.accessibility}`, r.mobile.accessibility >= BUDGETS.accessibility)}</td>
        <td>${bar(r.mobile.bestPractices, 100, `${r.mobile.bestPractices}`, r.mobile.bestPractices >= BUDGETS.bestPractices)}</td>
        <td>${bar(r.mobile.seo, 100, `${r.mobile.seo}`, r.mobile.seo >= BUDGETS.seo)}</td>
        <td>${r.mobile.lcpMs} ms / ${r.mobile.tbtMs} ms / ${r.mobile.cls}</td></tr>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Springfield site benchmark ${results.date}</title>
<style>body{font:15px system-ui,sans-serif;margin:24px;color:#1b1f24}table{border-collapse:collapse;width:100%}th,td{padding:6px 8px;border-bottom:1px solid #ddd;text-align:left;vertical-align:middle}
.bar{position:relative;background:#eef1f5;height:22px;min-width:140px}.bar span{position:absolute;inset:0 auto 0 0}.ok{background:#7fbf8e}.bad{background:#e39a92}.bar em{position:relative;padding-left:6px;font-style:normal;line-height:22px}</style></head>
<body><h1>Springfield site benchmark</h1><p>${results.date}. Builds: cold ${results.builds?.coldSeconds ?? '–'} s, warm ${results.builds?.warmSeconds ?? '–'} s.
Navigation click to heading: remote not loaded ${results.navigation.remoteNotLoadedMs} ms, loaded ${results.navigation.remoteLoadedMs} ms.</p>
<table><thead><tr><th>route</th><th>first visit bytes (gzip)</th><th>mobile perf</th><th>desktop perf</th><th>a11y</th><th>best practices</th><th>SEO</th><th>mobile LCP / TBT / CLS</th></tr></thead><tbody>${rows}</tbody></table></body></html>`;
}

/** "1 each", or which libraries were not loaded at all (antd before a dialog opens), or the counts. */
function copiesLabel(copies) {
  const counts = Object.entries(copies);
  if (counts.some(([, n]) => n > 1)) return JSON.stringify(copies);
  const absent = counts.filter(([, n]) => n === 0).map(([lib]) => lib);
  return absent.length ? `1 each, no ${absent.join(', ')}` : '1 each';
}

/** One of the other benches (a file of this folder), in a process of its own, on ports of its own. */
function runBench(file, what, benchArgs = []) {
  const run = spawnSync(process.execPath, [path.join(import.meta.dirname, file), ...benchArgs], {
    stdio: 'inherit',
  });
  if (run.status !== 0) throw new Error(`the ${what} benchmark failed`);
}
const runSubmissionsBench = () => runBench('submissions.mjs', 'submissions');
const runNginxBench = () => runBench('nginx.mjs', 'nginx');

async function main() {
  if (args.includes('--submissions-only')) return runSubmissionsBench();
  if (args.includes('--nginx-only')) return runNginxBench();
  if (args.includes('--render-only')) return runBench('nginx.mjs', 'render capacity', ['--render-only']);
  if (args.includes('--abuse')) return runBench('abuse.mjs', 'abuse');
  const results = { date: new Date().toISOString(), budgets: BUDGETS, routes: [] };
  if (!skipBuild) {
    console.log('building (cold, then warm)…');
    results.builds = await measureBuilds();
  }
  const servers = await startServers();
  if (serverOnly) {
    try {
      results.render = await measureRender(routes);
      results.load = await measureLoad();
    } finally {
      await servers.close();
    }
    printServer(results);
    console.log(`\nwritten: ${writeResults('server', results)}`);
    return;
  }
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: CHROME_FLAGS });
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_FLAGS.slice(1) });
  try {
    if (pagesOnly) {
      const results = await measurePages(browser, chrome.port);
      // Written first: a comparison that cannot be made must not lose a quiet machine's runs.
      console.log(`\nwritten: ${writeResults(outArg ? outArg.slice('--out='.length) : 'pages', results)}`);
      printPages(results);
      const beforeArg = args.find((a) => a.startsWith('--before='));
      if (beforeArg) printPagesBeside(results, beforeArg.slice('--before='.length));
      return;
    }
    const owners = await singletonChunkOwners();
    for (const route of searchOnly || floorOnly ? [] : routes) {
      console.log(`measuring ${route}…`);
      const visit = await measureFirstVisit(browser, route, owners);
      const mobile = await medianLighthouse(chrome.port, route, 'mobile');
      const desktop = await medianLighthouse(chrome.port, route, 'desktop');
      results.routes.push({ route, ...visit, mobile, desktop });
    }
    if (!searchOnly) results.floor = await measureFloor(chrome.port, results);
    if (!searchOnly && !floorOnly) results.navigation = await measureNavigation(browser);
    if (!floorOnly) results.search = await measureSearch(browser);
    if (!searchOnly && !floorOnly) {
      // Kept first: the server figures come after the long Lighthouse part.
      writeResults('bench', results);
      results.render = await measureRender(routes);
      results.load = await measureLoad();
    }
  } finally {
    await browser.close();
    chrome.kill();
    await servers.close();
  }

  if (floorOnly) {
    printFloor(results.floor);
    console.log(`\nwritten: ${writeResults('floor', results)}`);
    return;
  }
  if (searchOnly) {
    const search = results.search;
    console.log(
      `site search: median ${search.medianMs} ms, p95 ${search.p95Ms} ms, worst ${search.worstMs} ms`,
    );
    console.log(`\nwritten: ${writeResults('search', results)}`);
    return;
  }
  const rows = results.routes.map((r) => ({
    route: r.route,
    js: r.jsKb,
    total: r.totalKb,
    copies: copiesLabel(r.copies),
    mPerf: r.mobile.performance,
    dPerf: r.desktop.performance,
    a11y: r.mobile.accessibility,
    bp: r.mobile.bestPractices,
    seo: r.mobile.seo,
    lcp: r.mobile.lcpMs,
    tbt: r.mobile.tbtMs,
    cls: r.mobile.cls,
  }));
  console.log(
    `\n${table(rows, [
      ['route', 'route'],
      ['js', 'JS KB'],
      ['total', 'all KB'],
      ['copies', 'libraries'],
      ['mPerf', 'perf mobile'],
      ['dPerf', 'perf desktop'],
      ['a11y', 'a11y'],
      ['bp', 'best pr.'],
      ['seo', 'SEO'],
      ['lcp', 'LCP ms'],
      ['tbt', 'TBT ms'],
      ['cls', 'CLS'],
    ])}`,
  );
  if (results.builds)
    console.log(
      `\nbuild of all five apps: cold ${results.builds.coldSeconds} s, warm ${results.builds.warmSeconds} s`,
    );
  console.log(
    `Lighthouse: median of ${LIGHTHOUSE_RUNS} runs per route and preset (mobile scores of every run in bench.json)`,
  );
  console.log(
    `navigation click -> heading (median of ${NAV_RUNS}): remote not yet loaded ${results.navigation.remoteNotLoadedMs} ms, already loaded ${results.navigation.remoteLoadedMs} ms`,
  );

  printBeforeAfter(results);
  printLanguages(results);
  printFloor(results.floor);
  printServer(results);

  const search = results.search;
  console.log(
    `site search, keystroke -> results on screen, 4x CPU slowdown (${search.keystrokes} keystrokes): median ${search.medianMs} ms, p95 ${search.p95Ms} ms, worst ${search.worstMs} ms (budget ${SEARCH_BUDGET_MS} ms: ${search.p95Ms <= SEARCH_BUDGET_MS ? 'met' : 'MISSED'})`,
  );

  writeResults('bench', results);
  fs.writeFileSync(path.join(resultsDir, 'report.html'), htmlReport(results));
  runSubmissionsBench();
  runNginxBench();
  console.log(`\nwritten: bench/results/bench.json, report.html, submissions.json, nginx.json, render.json`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
