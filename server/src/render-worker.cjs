// A render worker (issue 26): renders pages with the shell's renderer and the remotes' server modules in a
// thread of its own, so that a remote whose render loops or runs long can be stopped (the thread is
// terminated at the deadline, see ssr.cjs createRenderPool) without holding up the rest of the site. It
// evaluates the same stored module files the site's server checked (their SHA-384) and started (their
// backends, in the main thread: a GET's render needs only the data the main thread reads and sends here).
// It loads what every render needs before it says it is ready, and says when a page's modules are evaluated
// and its render starts: the deadline counts the render, not a new thread's or a new build's start-up.
const fs = require('node:fs');
const { parentPort, workerData } = require('node:worker_threads');
const { evaluateModule } = require('./evaluate-module.cjs');

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

function modulesOf({ file, base }) {
  const key = `${file}#${base}`;
  let loaded = modules.get(key);
  if (loaded) {
    modules.delete(key);
  } else {
    loaded = evaluateModule(file, fs.readFileSync(file, 'utf8')).load(base);
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
