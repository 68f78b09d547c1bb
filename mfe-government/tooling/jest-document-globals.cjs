// Runs before each test file: the globals the build defines for the area's code. The documents' sizes and
// pages come from jest-documents.cjs (the real files'); the public path is the area's own origin under
// `npm start`, where the browser build's webpack would find it.
const apps = require('@springfield/tooling/apps');

Object.assign(globalThis, JSON.parse(process.env.SF_DOCUMENT_GLOBALS ?? '{}'));
globalThis.__webpack_public_path__ = `http://${apps.host}:${apps.byDir('mfe-government').port}/`;
