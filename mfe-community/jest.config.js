const path = require('node:path');
const { withDocumentFiles } = require('../tooling/jest-documents.cjs');
const base = require('@springfield/tooling/jest')(__dirname);

// The published documents are made once per run, as the build makes them: the sizes the tests see are real.
module.exports = withDocumentFiles(base, path.join(__dirname, 'src', 'documents', 'document-files.ts'));
