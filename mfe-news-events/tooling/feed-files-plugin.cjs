// Emits the news and calendar feeds (dist/feeds/*.xml, dist/calendar/*.ics) with every build of the remote,
// made by src/features/feeds/feed-files.ts from the data modules the pages render. The TypeScript is loaded
// with @swc/core (the repo's minifier, no new dependency) in the build's own process: no second compilation
// and no build step outside webpack, so `npm run build`, `npm start` and `lerna run build` all publish them.
const path = require('node:path');
const webpack = require('webpack');
const apps = require('@springfield/tooling/apps');
const { requireTs } = require('../../build/swc-cjs.cjs');

const SRC = path.join(__dirname, '..', 'src');
const GENERATOR = path.join(SRC, 'features', 'feeds', 'feed-files.ts');

/**
 * The site's origin, which every link of a feed is absolute on: SITE_ORIGIN when the build is for a real
 * host (e.g. https://www.springfield.gov), else the shell's local address of `npm start`.
 */
function siteOrigin() {
  return process.env.SITE_ORIGIN || `http://${apps.host}:${apps.shell.port}`;
}

class FeedFilesPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('FeedFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'FeedFilesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          // Fresh modules on every compilation (watch mode sees edited data).
          for (const id of Object.keys(require.cache)) if (id.startsWith(SRC)) delete require.cache[id];
          const { feedFiles } = requireTs(GENERATOR);
          for (const id of Object.keys(require.cache)) {
            if (id.startsWith(SRC)) compilation.fileDependencies.add(id);
          }
          for (const { file, body } of feedFiles({ siteOrigin: siteOrigin() })) {
            compilation.emitAsset(file, new webpack.sources.RawSource(body));
          }
        },
      );
    });
  }
}

module.exports = { FeedFilesPlugin, siteOrigin };
