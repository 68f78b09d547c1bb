// Jest configuration every package extends: jsdom, TypeScript through @swc/jest, CSS and assets stubbed,
// jest-dom matchers.
const path = require('node:path');

/**
 * TypeScript to CommonJS with swc, as build/swc-cjs.cjs compiles it for the build's plugins: transpiled only,
 * since `npm run typecheck` checks the types (ts-jest type-checked every test file a second time: the unit
 * tests took 256 s of CPU with it). `hidden.jest` lifts jest.mock() above the imports, as ts-jest did.
 */
const swcTypeScript = (tsx) => [
  '@swc/jest',
  {
    swcrc: false,
    sourceMaps: 'inline',
    module: { type: 'commonjs' },
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', tsx },
      transform: { react: { runtime: 'automatic' }, hidden: { jest: true } },
    },
  },
];

/**
 * Packages that ship only as ES modules (react-intl and FormatJS's formatter): jest gets them as CommonJS
 * through swc-cjs.cjs. A package adds its own with `esModulePackages(...)`.
 */
const ES_MODULE_PACKAGES = ['react-intl', 'intl-messageformat', '@formatjs'];

function esModulePackages(...more) {
  const names = [...ES_MODULE_PACKAGES, ...more].map((name) => name.replace('/', '[\\/]'));
  const alternatives = `(?:${names.join('|')})`;
  return {
    transform: {
      [`[\\/]node_modules[\\/]${alternatives}[\\/].+\\.js$`]: path.join(
        __dirname,
        '..',
        'build',
        'swc-cjs.cjs',
      ),
    },
    transformIgnorePatterns: [`[\\/]node_modules[\\/](?!${alternatives}[\\/])`],
  };
}

/** The server package's sources (server/src). */
const SERVER_SRC = path.join(path.dirname(require.resolve('@springfield/server/package.json')), 'src');

/** @param {string} dirname the package folder */
function jestConfig(dirname) {
  const esModules = esModulePackages();
  return {
    rootDir: dirname,
    displayName: path.basename(dirname),
    testEnvironment: path.join(__dirname, 'jest-environment.cjs'),
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/*.test.ts', '<rootDir>/platform/*.test.ts'],
    transform: {
      '^.+\\.ts$': swcTypeScript(false),
      '^.+\\.tsx$': swcTypeScript(true),
      // An area's content collections, checked and read as the build reads them.
      '\\.collection$': path.join(__dirname, '..', 'build', 'content-collection.cjs'),
      ...esModules.transform,
    },
    transformIgnorePatterns: esModules.transformIgnorePatterns,
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'jsx', 'json', 'node', 'collection'],
    moduleNameMapper: {
      // The server package's modules from its TypeScript source (its dist is built for Node, not for jest).
      '^@springfield/server/(serve|ssr|start|log|fetch-within|telemetry|submissions)$': path.join(
        SERVER_SRC,
        '$1.ts',
      ),
      '^@springfield/server/(platform|database)$': path.join(SERVER_SRC, 'platform', '$1.ts'),
      // @ant-design/icons' CommonJS build requires an ES-module file of @ant-design/colors; use its CJS twin.
      '^@ant-design/colors/es/(.*)$': '@ant-design/colors/lib/$1',
      // A part of a catalogue (i18n-catalogue-loader.cjs `?only=`/`?except=`): the whole file in the tests.
      '^(.+\\.json)\\?(only|except)=.+$': '$1',
      '\\.css$': 'identity-obj-proxy',
      '\\.(png|jpe?g|gif|webp|avif|svg|pdf)$': path.join(__dirname, 'file-stub.cjs'),
      // A picture imported inline (webpack.cjs INLINE_PICTURE_RULE): a data: address.
      '\\.svg\\?inline$': path.join(__dirname, 'inline-file-stub.cjs'),
    },
    setupFilesAfterEnv: [path.join(__dirname, 'jest-setup.ts')],
    // What the build defines (webpack.cjs `buildFacts`): the date the app's content last changed.
    globals: { __SF_BUILT__: '2024-12-20' },
    reporters: ['default', path.join(__dirname, 'jest-summary-reporter.cjs')],
    // A page with an antd dialog takes seconds to render in jsdom on a busy machine (two packages' jest at
    // once on two cores): the default 5 s would fail a correct test. Nothing waits on this; it only bounds a hang.
    testTimeout: 30_000,
    clearMocks: true,
    restoreMocks: true,
  };
}

module.exports = jestConfig;
module.exports.esModulePackages = esModulePackages;
