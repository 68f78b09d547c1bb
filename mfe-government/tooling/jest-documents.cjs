// jest's globalSetup: the area's documents, made once per run as the build makes them (DocumentFilesPlugin of
// tooling/document-files.cjs), so a test reads the real sizes and page counts of the published files. The
// values reach each test file through the environment (jest-document-globals.cjs sets the globals).
const path = require('node:path');
const { documentGlobals, generateDocuments } = require('../../tooling/document-files.cjs');

const GENERATOR = path.join(__dirname, '..', 'src', 'documents', 'document-files.ts');

module.exports = async function makeDocuments() {
  const { documents } = await generateDocuments(GENERATOR);
  process.env.SF_DOCUMENT_GLOBALS = JSON.stringify(documentGlobals(documents));
};
