// What the shared-coverage runtime plugin of one app needs to know, computed when the app is built: the
// exports its provided copies have, and the exports its own code imports (see shared-coverage-plugin.ts).
const path = require('node:path');
const apps = require('./apps.cjs');
const { valueExportsOf } = require('./exports-of.cjs');
const { usedExportsOf, usedExportsIn, ROUTER_CONTRACT } = require('./used-exports.cjs');

const SHARED_ENTRY = path.join(apps.root, 'shared', 'src', 'index.ts');

/** The libraries an app may load its own copy of, each with those whose fallback forces its own. */
const FALLBACKS = {
  antd: [],
  // shared's dialogs and theme wrap antd: with its own antd, an app takes its own shared as well.
  '@springfield/shared': ['antd'],
  'react-slick': [],
};

/** @param {string} dir the app's package folder */
function sharedCoverage(app, dir) {
  const own = [path.join(dir, 'src')];
  // The app's copy of shared consumes antd and the router through the app's own share scope.
  const withShared = [...own, path.join(apps.root, 'shared', 'src')];
  return {
    app: app.name,
    provides: {
      antd: usedExportsOf('antd'),
      'react-router': ROUTER_CONTRACT,
      'react-router-dom': ROUTER_CONTRACT,
      '@springfield/shared': valueExportsOf(SHARED_ENTRY),
    },
    needs: {
      antd: usedExportsIn(withShared, 'antd'),
      'react-router': usedExportsIn(withShared, 'react-router'),
      'react-router-dom': usedExportsIn(withShared, 'react-router-dom'),
      '@springfield/shared': usedExportsIn(own, '@springfield/shared'),
    },
    fallbacks: FALLBACKS,
  };
}

module.exports = { sharedCoverage, FALLBACKS };
