const path = require('node:path');
const { withDocumentFiles } = require('../tooling/jest-documents.cjs');
const jestConfig = require('@springfield/tooling/jest');

const base = jestConfig(__dirname);
const esModules = jestConfig.esModulePackages('feed');

// The published documents are made once per run, as the build makes them: the sizes the tests see are real.
module.exports = withDocumentFiles(
  {
    ...base,
    // `feed` (the news feeds, src/features/feeds) ships only as an ES module: jest gets it as CommonJS too.
    transform: { ...base.transform, ...esModules.transform },
    transformIgnorePatterns: esModules.transformIgnorePatterns,
  },
  path.join(__dirname, 'src', 'documents', 'document-files.ts'),
);
