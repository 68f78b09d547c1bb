// What this remote exposes is declared in its area.json.
const path = require('node:path');
const { createConfig } = require('@springfield/build/webpack');
const { DocumentFilesPlugin } = require('../build/document-files.cjs');
const { FeedFilesPlugin } = require('./tooling/feed-files-plugin.cjs');

const config = createConfig({
  dirname: __dirname,
  title: 'News & Events (standalone) | City of Springfield',
});

/** Describes every PDF the area publishes (the events' documents), from the data its pages render. */
const DOCUMENTS = path.join(__dirname, 'src', 'documents', 'document-files.ts');

// The news and calendar feeds are published with the build (area.json `files`), served on the site's origin;
// only the browser build publishes them (the production build is [server, browser]). Every event document is a
// real PDF made at build time (dist/documents/events/*.pdf, on this remote's origin): both builds make them,
// since the server's HTML shows their sizes too; only the browser build, the one served, writes them out.
module.exports = (env, argv) => {
  const result = config(env, argv);
  const withFiles = (c) => {
    // The standalone page's runtime (standalone-runtime.js) is built on its own, without the area's files.
    if (c.name === 'standalone-runtime') return c;
    const browser = c.name === 'browser';
    return {
      ...c,
      plugins: [
        ...c.plugins,
        new DocumentFilesPlugin({ generator: DOCUMENTS, emit: browser }),
        ...(browser ? [new FeedFilesPlugin()] : []),
      ],
    };
  };
  return Array.isArray(result) ? result.map(withFiles) : withFiles(result);
};
