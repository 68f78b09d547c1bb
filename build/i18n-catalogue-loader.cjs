// Webpack loader of a language's catalogue (src/i18n/{locale}.json, `{ "id": "ICU message" }`): FormatJS's
// CLI compiles it (`formatjs compile --ast`), checking every message is valid ICU, and the build receives the
// parsed messages, so the browser needs no parser. A message that is not valid fails the build with the CLI's
// words (which message, what is wrong).
const { execFileSync } = require('node:child_process');
const path = require('node:path');

const CLI = path.join(path.dirname(require.resolve('@formatjs/cli/package.json')), 'bin', 'formatjs');

/** The catalogue at `file`, compiled: a JSON string of `{ id: MessageFormatElement[] }`. */
function compileCatalogue(file) {
  try {
    return execFileSync(process.execPath, [CLI, 'compile', file, '--ast', '--format', 'simple'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    // The CLI's first line says which message and what is wrong; the rest is its stack.
    const said = String(error.stderr || error.message)
      .trim()
      .split('\n')[0]
      .replace(/^(Error: )+/, '');
    throw new Error(
      `${path.relative(process.cwd(), file)}: a message is not valid ICU MessageFormat: ${said}`,
    );
  }
}

/**
 * The part of a compiled catalogue an import asks for with its query, by the first word of the messages' ids:
 * `?only=info` the messages `info.*`, `?except=info,search` all others. A page's own words load with it (a lazy
 * route's), not with every page. No query: the whole catalogue.
 */
function catalogueParts(compiled, query) {
  const asked = new URLSearchParams(query.replace(/^\?/, ''));
  const only = asked.get('only')?.split(',');
  const except = asked.get('except')?.split(',');
  if (!only && !except) return compiled;
  const messages = JSON.parse(compiled);
  const kept = Object.entries(messages).filter(([id]) => {
    const part = id.split('.')[0];
    return only ? only.includes(part) : !except.includes(part);
  });
  return JSON.stringify(Object.fromEntries(kept));
}

module.exports = function i18nCatalogueLoader() {
  this.cacheable(true);
  const compiled = compileCatalogue(this.resourcePath);
  // The pseudo build (pseudo-locale.cjs): that language's messages accented and longer.
  const { PSEUDO_LOCALE, pseudoCatalogue } = require('./pseudo-locale.cjs');
  const written =
    PSEUDO_LOCALE && path.basename(this.resourcePath) === `${PSEUDO_LOCALE}.json`
      ? pseudoCatalogue(compiled)
      : compiled;
  return catalogueParts(written, this.resourceQuery ?? '');
};
module.exports.catalogueParts = catalogueParts;
module.exports.compileCatalogue = compileCatalogue;
