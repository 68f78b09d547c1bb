// What this remote exposes is declared in its area.json.
const path = require('node:path');
const { createConfig } = require('@springfield/build/webpack');
const { DocumentFilesPlugin } = require('../build/document-files.cjs');

const config = createConfig({
  dirname: __dirname,
  title: 'Programs & Community (standalone) | City of Springfield',
});

/** Describes the printable forms the area publishes, from the data its pages render. */
const DOCUMENTS = path.join(__dirname, 'src', 'documents', 'document-files.ts');

// The FAQ pages' Download Forms are real PDFs made at build time (dist/documents/*.pdf); only the browser
// build, the one served, writes them out.
module.exports = (env, argv) => {
  const result = config(env, argv);
  // The standalone page's runtime (standalone-runtime.js) is built on its own, without the area's files.
  const withDocuments = (c) =>
    c.name === 'standalone-runtime'
      ? c
      : {
          ...c,
          plugins: [
            ...c.plugins,
            new DocumentFilesPlugin({ generator: DOCUMENTS, emit: c.name === 'browser' }),
          ],
        };
  return Array.isArray(result) ? result.map(withDocuments) : withDocuments(result);
};
