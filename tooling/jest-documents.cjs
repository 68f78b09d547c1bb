// Jest for an area that publishes documents (DocumentFilesPlugin of document-files.cjs): the area's code reads
// the sizes and page counts the build defines, so its tests need the real ones. `withDocumentFiles` adds to the
// area's jest configuration this module as the globalSetup, which makes the documents once per run as the build
// makes them, and jest-document-globals.cjs, which gives each test file the globals the build would define.
const path = require('node:path');
const apps = require('./apps.cjs');

// Both names are read by jest-document-globals.cjs too.
/** The jest global naming the area's generator: the globalSetup and each test file read it. */
const GENERATOR = '__SF_DOCUMENT_GENERATOR__';
/**
 * How the values reach the test files: the environment, which jest's workers inherit from the process that
 * ran the globalSetup. Keyed by generator, so that areas run together keep their own.
 */
const ENVIRONMENT_VARIABLE = 'SF_DOCUMENT_GLOBALS';

/**
 * The area's jest configuration with its documents: made once per run from `generator` (the absolute path of
 * the area's module that exports `documentFiles()`), and the area's public path where the browser build's
 * webpack would have it under `npm start` (its own origin), since a document's address starts with it.
 *
 * @param {import('jest').Config} config the area's configuration (tooling/jest.cjs)
 * @param {string} generator
 * @returns {import('jest').Config}
 */
function withDocumentFiles(config, generator) {
  if (!path.isAbsolute(generator))
    throw new Error('withDocumentFiles: the generator must be an absolute path');
  const area = apps.byDir(path.basename(config.rootDir));
  if (!area) throw new Error(`withDocumentFiles: ${config.rootDir} is not one of the apps`);
  return {
    ...config,
    globalSetup: __filename,
    setupFiles: [...(config.setupFiles ?? []), path.join(__dirname, 'jest-document-globals.cjs')],
    globals: {
      ...config.globals,
      [GENERATOR]: generator,
      __webpack_public_path__: `http://${apps.host}:${area.port}/`,
    },
  };
}

/** jest's globalSetup: the documents of the project's generator, made as the build makes them. */
async function makeDocuments(_globalConfig, projectConfig) {
  const generator = projectConfig.globals?.[GENERATOR];
  if (typeof generator !== 'string') throw new Error(`jest-documents: the configuration has no ${GENERATOR}`);
  // Loaded here, not with the configuration: pdfkit and webpack are for the run that makes the files.
  const { documentGlobals, generateDocuments } = require('../build/document-files.cjs');
  const { documents } = await generateDocuments(generator);
  process.env[ENVIRONMENT_VARIABLE] = JSON.stringify({
    ...JSON.parse(process.env[ENVIRONMENT_VARIABLE] ?? '{}'),
    [generator]: documentGlobals(documents),
  });
}

module.exports = makeDocuments;
module.exports.withDocumentFiles = withDocumentFiles;
