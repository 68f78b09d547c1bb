const path = require('node:path');
const base = require('@springfield/tooling/jest')(__dirname);

module.exports = {
  ...base,
  // The published documents are made once per run, as the build makes them: the sizes the tests see are real.
  globalSetup: path.join(__dirname, 'tooling', 'jest-documents.cjs'),
  setupFiles: [...(base.setupFiles ?? []), path.join(__dirname, 'tooling', 'jest-document-globals.cjs')],
};
