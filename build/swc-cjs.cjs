// TypeScript (and ES modules) to CommonJS with @swc/core, already the repo's minifier. Build plugins load an
// area's TypeScript modules with it in the build's own process (the news feeds, the government documents:
// no second compilation, no build step outside webpack), and jest transforms `feed` (an ES-module-only
// package) with it.
const fs = require('node:fs');
const path = require('node:path');
const swc = require('@swc/core');

function toCommonJs(source, filename) {
  const typescript = /\.tsx?$/.test(filename);
  return swc.transformSync(source, {
    filename,
    sourceMaps: 'inline',
    module: { type: 'commonjs' },
    jsc: {
      target: 'es2022',
      parser: typescript
        ? { syntax: 'typescript', tsx: filename.endsWith('.tsx') }
        : { syntax: 'ecmascript' },
      transform: { react: { runtime: 'automatic' } },
    },
  }).code;
}

/** A file webpack turns into its URL (an image, a font, a PDF): here its file name, as in the server build. */
const assetHook = (module, filename) => {
  module.exports = { __esModule: true, default: path.basename(filename) };
};

/**
 * Requires a TypeScript module with its imports, as the server build sees them: `.ts` and `.tsx` compiled,
 * stylesheets empty, images and other files their file name (webpack's asset modules give a URL). So a
 * module may import from `@springfield/shared` (whose entry imports its stylesheets and components). The
 * hooks are removed again once the module is loaded.
 */
function requireTs(file) {
  const compile = (module, filename) =>
    module._compile(toCommonJs(fs.readFileSync(filename, 'utf8'), filename), filename);
  const hooks = {
    '.ts': compile,
    '.tsx': compile,
    '.css': () => {},
    // A content collection (content-collection.cjs): its checked records.
    '.collection': (module, filename) =>
      module._compile(
        require('./content-collection.cjs').collectionModule(filename, { esm: false }),
        filename,
      ),
    ...Object.fromEntries(
      ['.svg', '.png', '.jpg', '.jpeg', '.gif', '.webp', '.avif', '.woff', '.woff2', '.pdf'].map((ext) => [
        ext,
        assetHook,
      ]),
    ),
  };
  // Node's own loader: a build's process or a jest globalSetup (a jest test's sandbox has its own `require`,
  // without extension hooks or a cache to clear).
  const extensions = require.extensions;
  const previous = {};
  for (const [ext, hook] of Object.entries(hooks)) {
    previous[ext] = extensions[ext];
    extensions[ext] = hook;
  }
  try {
    return require(file);
  } finally {
    for (const ext of Object.keys(hooks)) {
      if (previous[ext]) extensions[ext] = previous[ext];
      else delete extensions[ext];
    }
  }
}

/** The source files loaded so far (TypeScript and JSON outside node_modules): what a build made from them. */
function loadedSourceFiles() {
  const loaded = Object.keys(require.cache).filter(
    (id) => /\.(?:tsx?|json|collection)$/.test(id) && !id.split(path.sep).includes('node_modules'),
  );
  // A collection is made from the data files of its folder, which are read, not required.
  const collections = loaded.filter((id) => id.endsWith('.collection'));
  const { readCollection } = require('./content-collection.cjs');
  return [...new Set([...loaded, ...collections.flatMap((marker) => readCollection(marker).files)])];
}

/**
 * Requires a TypeScript module as `requireTs` does, afresh: every source module loaded before is loaded again
 * (a watching build sees edited data). Returns its exports and the source files it was made from.
 */
function requireTsAfresh(file) {
  for (const id of loadedSourceFiles()) delete require.cache[id];
  const exports = requireTs(file);
  return { exports, files: loadedSourceFiles() };
}

/**
 * Jest transformer. Where jest loads the file as an ES module (Node 24.9+ runs `require(esm)` natively, so jest
 * with `--experimental-vm-modules` evaluates a `"type": "module"` package as one), it is left as it is:
 * CommonJS there would find no `exports`.
 */
const jestTransform = (source, filename, options) => ({
  code: options?.supportsStaticESM ? source : toCommonJs(source, filename),
});

/** Jest's cache key: the file, this transformer's own code, and the module system the file is loaded in. */
const getCacheKey = (source, filename, options) =>
  require('node:crypto')
    .createHash('sha256')
    .update(source)
    .update(filename)
    .update(fs.readFileSync(__filename))
    .update(options?.supportsStaticESM ? 'esm' : 'cjs')
    .digest('hex');

module.exports = { toCommonJs, requireTs, requireTsAfresh, process: jestTransform, getCacheKey };
