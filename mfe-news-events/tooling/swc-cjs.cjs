// TypeScript (and ES modules) to CommonJS with @swc/core, already the repo's minifier: the feed plugin loads the
// feed modules of src/ with it at build time, and jest transforms `feed` (an ES-module-only package) with it.
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
    },
  }).code;
}

/**
 * Requires a TypeScript module of this package with its imports (images become their file name, as webpack's
 * asset modules give a URL). The hooks are removed again once the module is loaded.
 */
function requireTs(file) {
  const previous = {};
  const hooks = {
    '.ts': (module, filename) =>
      module._compile(toCommonJs(require('node:fs').readFileSync(filename, 'utf8'), filename), filename),
    '.svg': (module, filename) => {
      module.exports = { __esModule: true, default: require('node:path').basename(filename) };
    },
  };
  for (const [ext, hook] of Object.entries(hooks)) {
    previous[ext] = require.extensions[ext];
    require.extensions[ext] = hook;
  }
  try {
    return require(file);
  } finally {
    for (const ext of Object.keys(hooks)) {
      if (previous[ext]) require.extensions[ext] = previous[ext];
      else delete require.extensions[ext];
    }
  }
}

/** Jest transformer. */
const process = (source, filename) => ({ code: toCommonJs(source, filename) });

module.exports = { toCommonJs, requireTs, process };
