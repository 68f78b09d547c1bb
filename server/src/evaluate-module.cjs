// Evaluates a stored server module as CommonJS whose `require` resolves from the server's own node_modules
// (React, the router: one copy for the page), wherever the file is stored. Plain CommonJS, not compiled: the
// render threads (render-worker.cjs) and switch-remote's build check (check-build.cjs) load it as it is.
const Module = require('node:module');

/**
 * It is not entered in require's cache: once its version is no longer listed and no render holds it, it is
 * garbage like any object.
 */
function evaluateModule(file, code) {
  // No parent: a parent keeps every child in its `children` for good, so each version evaluated would stay.
  const loaded = new Module(file, null);
  loaded.filename = file;
  loaded.paths = Module._nodeModulePaths(__dirname);
  loaded._compile(code, file);
  return loaded.exports;
}

module.exports = { evaluateModule };
