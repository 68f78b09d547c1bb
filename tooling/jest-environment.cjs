// jsdom, plus the web platform globals that Node has and jsdom hides (react-router's data router builds
// Request objects). The same idea as the jest-fixed-jsdom package, in a few lines.
const { TestEnvironment } = require('jest-environment-jsdom');

const NODE_GLOBALS = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'AbortController',
  'AbortSignal',
  'ReadableStream',
  'TextEncoder',
  'TextDecoder',
  'structuredClone',
  // A form sent by react-router's data router becomes a Request body: Node's Request reads only its own.
  'URLSearchParams',
];

class JsdomWithWebGlobals extends TestEnvironment {
  constructor(...args) {
    super(...args);
    for (const name of NODE_GLOBALS) {
      if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithWebGlobals;
