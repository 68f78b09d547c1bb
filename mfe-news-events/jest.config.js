const path = require('node:path');
const base = require('@springfield/tooling/jest')(__dirname);

module.exports = {
  ...base,
  transform: {
    ...base.transform,
    // `feed` (the news feeds, src/features/feeds) ships only as an ES module: jest gets it as CommonJS.
    '[\\\\/]node_modules[\\\\/]feed[\\\\/].+\\.js$': path.join(__dirname, '..', 'tooling', 'swc-cjs.cjs'),
  },
  transformIgnorePatterns: ['[\\\\/]node_modules[\\\\/](?!feed[\\\\/])'],
};
