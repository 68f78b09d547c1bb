const base = require('@springfield/tooling/jest')(__dirname);

// The build sets where this remote's files are served (webpack's public path); the tests' pages are at the root.
module.exports = { ...base, globals: { ...base.globals, __webpack_public_path__: '/' } };
