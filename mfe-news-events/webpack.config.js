// What this remote exposes is declared in its area.json.
const { createConfig } = require('@springfield/tooling/webpack');
const { FeedFilesPlugin } = require('./tooling/feed-files-plugin.cjs');

const config = createConfig({
  dirname: __dirname,
  title: 'News & Events (standalone) | City of Springfield',
});

// The news and calendar feeds are published with the build (area.json `files`), served on the site's origin.
// Only the browser build publishes them (the production build is [server, browser]).
module.exports = (env, argv) => {
  const result = config(env, argv);
  const withFeeds = (c) =>
    c.name === 'browser' ? { ...c, plugins: [...c.plugins, new FeedFilesPlugin()] } : c;
  return Array.isArray(result) ? result.map(withFeeds) : withFeeds(result);
};
