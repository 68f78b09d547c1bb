const path = require('node:path');
const { withDocumentFiles } = require('../tooling/jest-documents.cjs');
const base = require('@springfield/tooling/jest')(__dirname);

// The published documents are made once per run, as the build makes them: the sizes the tests see are real.
module.exports = withDocumentFiles(
  {
    ...base,
    transform: {
      ...base.transform,
      // `feed` (the news feeds, src/features/feeds) ships only as an ES module: jest gets it as CommonJS.
      '[\\\\/]node_modules[\\\\/]feed[\\\\/].+\\.js$': path.join(__dirname, '..', 'tooling', 'swc-cjs.cjs'),
    },
    transformIgnorePatterns: ['[\\\\/]node_modules[\\\\/](?!feed[\\\\/])'],
  },
  path.join(__dirname, 'src', 'documents', 'document-files.ts'),
);
