// A render worker (issue 26): renders pages with the shell's renderer and the remotes' server modules in a
// thread of its own, so that a remote whose render loops or runs long can be stopped (the thread is
// terminated at the deadline, see ssr.cjs createRenderPool) without holding up the rest of the site. It
// evaluates the same stored module files the site's server checked (their SHA-384) and started (their
// backends, in the main thread: a GET's render needs only the data the main thread reads and sends here).
const fs = require('node:fs');
const { parentPort } = require('node:worker_threads');
const { evaluateModule } = require('./ssr.cjs');

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

parentPort.on('message', async ({ id, rendererFile, stamp, url, list, areas, data }) => {
  try {
    const byArea = {};
    for (const [name, version] of Object.entries(areas)) {
      try {
        byArea[name] = modulesOf(version);
      } catch (error) {
        // As in the main thread: the renderer shows the area's panel for a module it does not have.
        console.error(`The server module of ${name} could not be evaluated: ${error.message}`);
      }
    }
    const page = await rendererOf(rendererFile, stamp).renderPage({ url, list, modules: byArea, data });
    parentPort.postMessage({ id, page });
  } catch (error) {
    parentPort.postMessage({
      id,
      error: error instanceof Error ? error.stack || error.message : String(error),
    });
  }
});

// jsdom (the server's DOM for dompurify) takes a second to load: now, not in the first article's render.
setImmediate(() => {
  try {
    require('jsdom');
  } catch {
    // Only pages that sanitise HTML need it.
  }
});
