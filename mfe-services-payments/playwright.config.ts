import playwrightConfig from '@springfield/tooling/playwright';

// This package's journeys (e2e/*.spec.ts) against the whole site as `npm start` serves it.
export default playwrightConfig(__dirname);
