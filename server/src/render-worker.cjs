// A render worker (issue 26): renders pages with the shell's renderer and the remotes' server modules in a
// thread of its own, so that a remote whose render loops or runs long can be stopped (the thread is
// terminated at the deadline, see ssr.cjs createRenderPool) without holding up the rest of the site. It
// evaluates the same stored module files the site's server checked (their SHA-384) and started (their
// backends, in the main thread: a GET's render needs only the data the main thread reads and sends here).
// It loads what every render needs before it says it is ready, and says when a page's modules are evaluated
// and its render starts: the deadline counts the render, not a new thread's or a new build's start-up.
const crypto = require('node:crypto');
const fs = require('node:fs');
const { parentPort, workerData } = require('node:worker_threads');
const { evaluateModule } = require('./evaluate-module.cjs');

/** The nice value of a render thread: below the server's thread (0), which answers cached pages first. */
const RENDER_THREAD_NICE = 10;

/** Module files kept evaluated here, most recently used last (a switched build's file is left behind). */
const MODULES_KEPT = 20;
const modules = new Map();
let renderer;
let rendererStamp;

function rendererOf(file, stamp) {
  if (rendererStamp !== stamp) {
    delete require.cache[file];
    renderer = require(file);
    rendererStamp = stamp;
  }
  return renderer;
}

/**
 * The evaluated module of a stored file, verified each time this thread evaluates it: the file on disk is
 * evaluated only if its SHA-384 is the one the main thread checked (the module its list line names), so a file
 * changed in the module store after its download (another process, a shared volume) is refused, not run.
 */
function modulesOf({ file, base, integrity }) {
  const key = `${file}#${base}#${integrity}`;
  let loaded = modules.get(key);
  if (loaded) {
    modules.delete(key);
  } else {
    const code = fs.readFileSync(file);
    const actual = `sha384-${crypto.createHash('sha384').update(code).digest('base64')}`;
    if (typeof integrity !== 'string' || actual !== integrity) {
      throw new Error(
        `INTEGRITY: the stored module ${file} is not the one the server checked; not evaluated`,
      );
    }
    loaded = evaluateModule(file, code.toString('utf8')).load(base);
  }
  modules.set(key, loaded);
  while (modules.size > MODULES_KEPT) modules.delete(modules.keys().next().value);
  return loaded;
}

parentPort.on('message', async ({ id, rendererFile, stamp, url, list, areas, data, submission }) => {
  try {
    const render = rendererOf(rendererFile, stamp).renderPage;
    const byArea = {};
    for (const [name, version] of Object.entries(areas)) {
      try {
        byArea[name] = modulesOf(version);
      } catch (error) {
        // As in the main thread: the renderer shows the area's panel for a module it does not have.
        console.error(`The server module of ${name} could not be evaluated: ${error.message}`);
      }
    }
    parentPort.postMessage({ id, started: true });
    // A form over the site's limit (the only submission sent here): rendered as sent, its action not run.
    const page = await render({ url, list, modules: byArea, data, ...(submission ? { submission } : {}) });
    parentPort.postMessage({ id, page });
  } catch (error) {
    parentPort.postMessage({
      id,
      error: error instanceof Error ? error.stack || error.message : String(error),
    });
  }
});

// A render thread runs below the server's own thread (nice 10: on Linux a thread's priority is its own, so only
// this thread is lowered). The server's thread answers what a cache holds, counts limits and takes in forms:
// under a flood of pages no cache can hold (10,000 new searches), the renders share what the cores have left
// rather than delay every resident's ordinary page behind them (issue 43: the browsing client's p99 during the
// abuse suite's flood). A machine that refuses (no permission) renders at the same priority, as before.
try {
  require('node:os').setPriority(RENDER_THREAD_NICE);
} catch {
  // Not allowed here: the thread keeps the process's priority.
}

// What every render needs, loaded before the thread takes its first page: the shell's renderer and jsdom (the
// server's DOM for dompurify, a second to load).
try {
  if (workerData?.rendererFile && fs.existsSync(workerData.rendererFile)) {
    rendererOf(workerData.rendererFile, workerData.stamp);
  }
  require('jsdom');
} catch {
  // Loaded again, and reported, by the first render that needs it.
}
parentPort.postMessage({ ready: true });
