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

module.exports = function i18nCatalogueLoader() {
  this.cacheable(true);
  const compiled = compileCatalogue(this.resourcePath);
  // The pseudo build (pseudo-locale.cjs): that language's messages accented and longer.
  const { PSEUDO_LOCALE, pseudoCatalogue } = require('./pseudo-locale.cjs');
  return PSEUDO_LOCALE && path.basename(this.resourcePath) === `${PSEUDO_LOCALE}.json`
    ? pseudoCatalogue(compiled)
    : compiled;
};
module.exports.compileCatalogue = compileCatalogue;
