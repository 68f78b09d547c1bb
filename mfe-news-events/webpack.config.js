// What this remote exposes is declared in its area.json.
const { createConfig } = require('@springfield/shared/tooling/webpack');
const { FeedFilesPlugin } = require('./tooling/feed-files-plugin.cjs');

const config = createConfig({
  dirname: __dirname,
  title: 'News & Events (standalone) | City of Springfield',
});

// The news and calendar feeds are published with the build (area.json `files`), served on the site's origin.
module.exports = (env, argv) => {
  const result = config(env, argv);
  return { ...result, plugins: [...result.plugins, new FeedFilesPlugin()] };
};
