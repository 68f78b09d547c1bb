// Where every bench writes its figures: one data file per bench, bench/results/<name>.json, with when, on what
// machine and at which commit it ran. The last run of each is committed; docs/benchmark.md says how to read
// them. The before/after comparisons the issues asked for are data files here too (issue-42-before-after.json).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const resultsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');

/** The commit the figures were measured at, and whether the tree had changes beside it. */
function commit() {
  const git = (...args) =>
    execFileSync('git', args, {
      cwd: resultsDir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  try {
    return { commit: git('rev-parse', 'HEAD'), uncommittedChanges: git('status', '--porcelain').length > 0 };
  } catch {
    return { commit: null };
  }
}

/** The machine the figures were measured on: they are only as good as its cores and what else it was doing. */
export function machine() {
  const cpus = os.cpus();
  return {
    cores: os.availableParallelism(),
    cpu: cpus[0]?.model ?? 'unknown',
    memoryGb: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
    loadAverage: os.loadavg().map((load) => Math.round(load * 100) / 100),
  };
}

/**
 * Writes bench/results/<name>.json: { bench, date, commit, machine, figures }. Returns the file's path,
 * relative to the repository.
 */
export function writeResults(name, figures) {
  fs.mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${name}.json`);
  const record = { bench: name, date: new Date().toISOString(), ...commit(), machine: machine(), figures };
  fs.writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
  return path.relative(path.resolve(resultsDir, '..', '..'), file);
}

/** Issue 42's before/after (the one page cache inside the server), printed beside today's figures. */
export function issue42() {
  return JSON.parse(fs.readFileSync(path.join(resultsDir, 'issue-42-before-after.json'), 'utf8')).figures;
}
