import playwrightConfig from '@springfield/shared/tooling/playwright';

// This package's journeys (e2e/*.spec.ts) against the whole site as `npm start` serves it.
export default playwrightConfig(__dirname);
