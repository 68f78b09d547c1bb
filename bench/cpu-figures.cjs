// Issue 45: a page's main-thread work from a Lighthouse run's trace, in processor time (see cpuFigures).
'use strict';

/** Lighthouse's mobile preset: the processor it simulates is this many times slower than the one it ran on. */
const CPU_SLOWDOWN = 4;

/**
 * Issue 45: the page's main-thread work after its first contentful paint, from the processor time of each
 * task (a trace event's `tdur`), not its wall time. On a machine shared with other work a task's wall time
 * includes the time the thread waited for a core (one task of 84 ms in a run of /events had 0.1 ms of processor
 * time), and Lighthouse's TBT, made of wall times, moved from 54 to 940 ms between runs of one build. Here:
 * `cpuMs`, the processor time of every task after the first paint; `cpuBlockingMs`, the blocking time those
 * tasks would have at Lighthouse's slowdown (each task's processor time times CPU_SLOWDOWN, minus 50 ms);
 * `cpuLongestMs`, the longest such task, slowed down.
 */
function cpuFigures(trace) {
  const events = trace?.traceEvents;
  if (!Array.isArray(events)) return {};
  const counts = new Map();
  for (const e of events)
    if (e.name === 'ParseHTML' || e.name === 'EvaluateScript') {
      const key = `${e.pid}:${e.tid}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  const main = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!main) return {};
  const [pid, tid] = main.split(':').map(Number);
  const paint = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid);
  if (!paint) return {};
  let end = 0;
  let cpu = 0;
  let blocking = 0;
  let longest = 0;
  const tasks = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.name === 'RunTask')
    .sort((a, b) => a.ts - b.ts);
  const blockingTasks = [];
  for (const task of tasks) {
    if (task.ts < end) continue; // nested
    end = task.ts + task.dur;
    if (task.ts < paint.ts || typeof task.tdur !== 'number') continue;
    const slowed = (task.tdur / 1000) * CPU_SLOWDOWN;
    cpu += task.tdur / 1000;
    blocking += Math.max(0, slowed - 50);
    longest = Math.max(longest, slowed);
    if (slowed > 50) blockingTasks.push({ task, slowed });
  }
  // What ran in each blocking task: the script it evaluated or called into first, else its first event.
  const script = (task) => {
    const inside = events.find(
      (e) =>
        e.pid === pid &&
        e.tid === tid &&
        e.ts >= task.ts &&
        e.ts <= task.ts + task.dur &&
        (e.name === 'EvaluateScript' || e.name === 'FunctionCall' || e.name === 'v8.compile') &&
        (e.args?.data?.url || e.args?.data?.functionName),
    );
    const url = inside?.args.data.url || inside?.args.data.functionName || '';
    return url.replace(/^https?:\/\/[^/]+\//, '') || 'other';
  };
  return {
    cpuMs: Math.round(cpu),
    cpuBlockingMs: Math.round(blocking),
    cpuLongestMs: Math.round(longest),
    cpuLongTasks: blockingTasks.map(({ task, slowed }) => ({
      afterPaintMs: Math.round((task.ts - paint.ts) / 1000),
      slowedMs: Math.round(slowed),
      script: script(task),
    })),
  };
}

module.exports = { cpuFigures, CPU_SLOWDOWN };
