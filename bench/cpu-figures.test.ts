/** @jest-environment node */
import { cpuFigures } from './cpu-figures.cjs';

const pid = 7;
const main = 1;
/** A top-level task of the page's main thread: ts and wall time in ms, processor time in ms. */
const task = (ts: number, dur: number, tdur: number, tid = main) => ({
  name: 'RunTask',
  ph: 'X',
  pid,
  tid,
  ts: ts * 1000,
  dur: dur * 1000,
  tdur: tdur * 1000,
});
const page = (...tasks: object[]) => ({
  traceEvents: [
    { name: 'ParseHTML', ph: 'X', pid, tid: main, ts: 0, dur: 1000 },
    { name: 'EvaluateScript', ph: 'X', pid, tid: main, ts: 50_000, dur: 1000 },
    { name: 'firstContentfulPaint', ph: 'R', pid, tid: main, ts: 100_000 },
    ...tasks,
  ],
});

describe('cpuFigures', () => {
  it("counts the processor time of the main thread's tasks after the first paint, slowed down 4x", () => {
    const figures = cpuFigures(
      page(
        task(10, 60, 40), // before the first paint: not counted
        task(200, 90, 20), // 80 ms at 4x: 30 ms blocking, although it took 90 ms of wall time
        task(205, 5, 5), // nested in the one above: counted with it
        {
          name: 'EvaluateScript',
          ph: 'X',
          pid,
          tid: main,
          ts: 206_000,
          dur: 1000,
          args: { data: { url: 'http://localhost:8080/main.js' } },
        },
        task(400, 84, 0.1), // a task that waited for a core: nothing
        task(500, 10, 10), // 40 ms at 4x: not blocking
        task(600, 30, 30, 2), // another thread
      ),
    );
    expect(figures).toEqual({
      cpuMs: 30,
      cpuBlockingMs: 30,
      cpuLongestMs: 80,
      cpuLongTasks: [{ afterPaintMs: 100, slowedMs: 80, script: 'main.js' }],
    });
  });

  it('has nothing to say of a trace without a first paint or without events', () => {
    expect(cpuFigures(undefined)).toEqual({});
    expect(cpuFigures({ traceEvents: [] })).toEqual({});
  });
});
