// A render thread runs below the server's own thread (render-worker.cjs): under a flood of pages no cache holds,
// the server's thread still answers cached pages, limits and forms first (issue 43's abuse suite).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

/** The nice value of each thread of this process (Linux: /proc/self/task/<tid>/stat, field 19). */
function niceByThread(): Map<number, number> {
  const nice = new Map<number, number>();
  for (const tid of fs.readdirSync('/proc/self/task')) {
    const stat = fs.readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    nice.set(Number(tid), Number(fields[16]));
  }
  return nice;
}

// Linux only, as the site's image and CI (a thread's own priority is a Linux behaviour of setpriority).
it('a render thread is niced to 10; the server’s own thread keeps its priority', async () => {
  const before = niceByThread();
  const worker = new Worker(path.join(__dirname, 'render-worker.cjs'), { workerData: {} });
  try {
    await new Promise<void>((resolve, reject) => {
      worker.on('message', (message: { ready?: boolean }) => message.ready && resolve());
      worker.on('error', reject);
    });
    const after = niceByThread();
    const lowered = [...after].filter(([tid, nice]) => !before.has(tid) && nice === 10);
    expect(lowered).toHaveLength(1);
    expect(after.get(process.pid)).toBe(os.getPriority());
  } finally {
    await worker.terminate();
  }
});
