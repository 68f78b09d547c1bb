// The one webpack configuration of the site. Each package's webpack.config.js calls createConfig with its
// folder and what it exposes; name and port come from apps.cjs, so the five configs differ in nothing else.
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const apps = require('./apps.cjs');
const { usedExportsOf, ROUTER_CONTRACT, routerContractProblems } = require('./used-exports.cjs');
const { sharedCoverage } = require('./shared-coverage.cjs');
const { RasterCopiesPlugin } = require('./raster-copies.cjs');

/**
 * A small picture imported with `?inline` (`import src from './x.svg?inline'`) is its data: address, the same in
 * the browser's and the server's build: a page's illustration painted with the page's HTML, with no request
 * and no connection to the area's CDN before it (issue 45: the largest paint of an article or an event). Its
 * plain import is still its published file (the picture link previews and search engines take).
 */
const INLINE_PICTURE_RULE = { test: /\.svg$/i, resourceQuery: /^\?inline$/, type: 'asset/inline' };

const rootPackage = require(path.join(apps.root, 'shell', 'package.json'));
const sharedPackage = require(path.join(apps.root, 'shared', 'package.json'));

/** The libraries that must exist once in the page, configured identically in all five apps. */
const singletonNames = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'antd',
  '@ant-design/cssinjs',
  'zustand',
  // One copy: an area's provider of its messages and the components reading them meet in one React context.
  'react-intl',
];

function sharedSingletons() {
  const shared = {};
  for (const name of singletonNames) {
    const version = rootPackage.dependencies[name];
    shared[name] = { singleton: true, requiredVersion: version };
  }
  // The trailing-slash keys share the deep imports too (react/jsx-runtime, react-dom/client), so no second
  // copy of React arrives through them.
  shared['react/'] = { singleton: true, requiredVersion: rootPackage.dependencies.react };
  shared['react-dom/'] = { singleton: true, requiredVersion: rootPackage.dependencies['react-dom'] };
  // Both Home carousels use react-slick: shared, Home downloads it once instead of once per remote.
  shared['react-slick'] = { singleton: true, requiredVersion: require('react-slick/package.json').version };
  // One copy while the page's copy covers what an app imports; an app built against a newer shared (a
  // minor release with new exports) loads its own (shared-coverage-plugin.ts). The toast store inside stays
  // one for the page whichever copies load.
  shared['@springfield/shared'] = {
    singleton: true,
    requiredVersion: `^${sharedPackage.version}`,
    version: sharedPackage.version,
  };
  return shared;
}

/**
 * react-router-dom 7 only re-exports react-router (`export *`), and that star re-export is lost when both
 * are federated shared modules: pointing both names at one file gives one module for both keys. Its
 * package exports name only the development build; production builds take the production one.
 */
function reactRouterAliases(production) {
  const dir = path.dirname(require.resolve('react-router/package.json'));
  const file = path.join(dir, 'dist', production ? 'production' : 'development', 'index.mjs');
  return { 'react-router$': file, 'react-router-dom$': file };
}

/**
 * Builds the shared copies of antd and react-router with only some of their exports, with Module
 * Federation's own SharedUsedExportsOptimizerPlugin: antd with the exports the site's source uses when the
 * app is built (used-exports.cjs; a remote built later that uses more loads its own copy, see
 * shared-coverage-plugin.ts), react-router with the exports of the router contract (ROUTER_CONTRACT), since
 * the router must stay one instance. Only this optimiser is applied, not the plugin's
 * `treeShaking` share option: that also compiles a second, full copy per app (a fallback this site never
 * loads) into the same webpack cache, and was seen failing to write a cache pack.
 */
function sharedTreeShaking() {
  const webpackEntry = require.resolve('@module-federation/enhanced/webpack');
  const pkgRoot = webpackEntry.slice(0, webpackEntry.lastIndexOf(`${path.sep}dist${path.sep}`));
  const { default: SharedUsedExportsOptimizerPlugin } = require(
    path.join(
      pkgRoot,
      'dist',
      'src',
      'lib',
      'sharing',
      'tree-shaking',
      'SharedUsedExportsOptimizerPlugin.js',
    ),
  );
  const lists = {
    antd: usedExportsOf('antd'),
    'react-router': ROUTER_CONTRACT,
    'react-router-dom': ROUTER_CONTRACT,
  };
  return new SharedUsedExportsOptimizerPlugin(
    Object.entries(lists).map(([name, usedExports]) => [
      name,
      { treeShaking: { mode: 'runtime-infer', usedExports } },
    ]),
    false,
  );
}

/**
 * Emits the app's static files beside its index.html: everything in its `public/` folder but the HTML
 * template (the shell's images, start.js), and for a remote its area.json (prefixes, widgets, exposes),
 * published with the build so whoever switches the remotes list reads what this build declares.
 */
/**
 * @ant-design/icons' context with its run-time style injection off (antd-icons-context.js): the library would
 * put a <style> before the page's <meta charset>; shared's icons.css has the same rules from the first paint.
 */
function iconsWithoutRuntimeStyles() {
  return new webpack.NormalModuleReplacementPlugin(
    /[\\/]@ant-design[\\/]icons[\\/](?:es|lib)[\\/]components[\\/]Context\.js$/,
    path.join(__dirname, 'antd-icons-context.js'),
  );
}

class EmitStaticFilesPlugin {
  constructor({ publicDir, areaFile, serverFile, built }) {
    this.publicDir = publicDir;
    /** The date the area's content last changed, published as `built` (the frame's "Last updated"). */
    this.built = built;
    this.areaFile = areaFile;
    /** () => "server/server.0123456789.js": the Node build of the same sources (see serverConfig). */
    this.serverFile = serverFile;
  }

  files(dir, prefix = '') {
    if (!fs.existsSync(dir)) return [];
    return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const relative = path.posix.join(prefix, entry.name);
      if (entry.isDirectory()) return this.files(path.join(dir, entry.name), relative);
      return relative === 'index.html' ? [] : [relative];
    });
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('EmitStaticFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EmitStaticFilesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const file of this.files(this.publicDir)) {
            const absolute = path.join(this.publicDir, file);
            compilation.fileDependencies.add(absolute);
            compilation.emitAsset(file, new webpack.sources.RawSource(fs.readFileSync(absolute)));
          }
          if (this.areaFile) {
            compilation.fileDependencies.add(this.areaFile);
            const area = JSON.parse(fs.readFileSync(this.areaFile, 'utf8'));
            const server = this.serverFile?.();
            const published = {
              ...area,
              ...(server ? { server } : {}),
              ...(this.built ? { built: this.built } : {}),
            };
            compilation.emitAsset(
              'area.json',
              new webpack.sources.RawSource(`${JSON.stringify(published, null, 2)}\n`),
            );
          }
        },
      );
    });
  }
}

/**
 * Lists, in the page's HTML, the files the app needs before its first render: the chunks behind the entry's
 * `import('./bootstrap')` and the shared libraries those chunks consume (react-dom, react-router, shared…),
 * read from the compilation, never by hand. The browser then fetches them in parallel with main.js instead
 * of after main.js has run, which takes one round trip off every first visit.
 */
class PreloadStartupPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PreloadStartupPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadStartupPlugin', (data) => {
        const tags = PreloadStartupPlugin.startupFiles(compilation).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'preload',
            href: `${data.publicPath}${file}`,
            as: file.endsWith('.css') ? 'style' : 'script',
            // As low as the deferred main.js they sit beside: early, but never ahead of it.
            fetchpriority: 'low',
          }),
        );
        data.headTags.push(...tags);
        return data;
      });
    });
  }

  static startupFiles(compilation) {
    const { chunkGraph, moduleGraph } = compilation;
    // Each shared library this app provides, by share key: the chunks its provided copy is loaded from.
    const provided = new Map();
    for (const module of compilation.modules) {
      if (module.constructor.name !== 'ProvideSharedModule') continue;
      provided.set(module._name, chunkGraph.getBlockChunkGroup(module.blocks[0])?.chunks ?? []);
    }
    const files = new Set();
    const seen = new Set();
    const visit = (chunk) => {
      if (seen.has(chunk)) return;
      seen.add(chunk);
      for (const file of chunk.files) if (/\.(?:js|css)$/.test(file)) files.add(file);
      // A chunk's shared libraries are loaded before its code runs: on a first visit, the app's own copies.
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.constructor.name !== 'ConsumeSharedModule') continue;
        for (const next of provided.get(module.options.shareKey) ?? []) visit(next);
      }
    };
    for (const entry of compilation.entries.values()) {
      for (const dependency of entry.dependencies) {
        const module = moduleGraph.getModule(dependency);
        for (const block of module?.blocks ?? []) {
          for (const chunk of chunkGraph.getBlockChunkGroup(block)?.chunks ?? []) visit(chunk);
        }
      }
    }
    return [...files].sort();
  }
}

/**
 * TypeScript for both builds. Type checking is the typecheck script's job; builds only transpile (fast).
 * FormatJS's transformer turns each message's English text (`defineMessages`, `defaultMessage`) into its
 * parsed form at build time, as the catalogues of the other languages are (i18n-catalogue-loader.cjs): the
 * browser formats messages without the ICU parser, which is left out of the builds (formatjsAliases).
 */
function typescriptRule(dirname) {
  const { transformWithTs } = require('@formatjs/ts-transformer');
  const formatjs = transformWithTs(require('typescript'), { ast: true, preserveWhitespace: true });
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'ts-loader',
      options: {
        transpileOnly: true,
        configFile: path.join(dirname, 'tsconfig.json'),
        getCustomTransformers: () => ({ before: [formatjs] }),
      },
    },
  };
}

/**
 * react-intl's message formatting, one copy (npm installs the same version twice, under react-intl and under
 * @formatjs/intl), without the ICU parser: every message arrives parsed (typescriptRule, the catalogue loader),
 * so `parse` is never called; its module without the parser keeps the types the formatter reads.
 */
function formatjsAliases() {
  // The folder of package `name` as Node would find it from `base` (these packages export no package.json).
  const from = (name, base) => {
    for (let dir = base; ; dir = path.dirname(dir)) {
      const candidate = path.join(dir, 'node_modules', name);
      if (fs.existsSync(path.join(candidate, 'package.json'))) return candidate;
      if (path.dirname(dir) === dir) throw new Error(`${name} is not installed (from ${base})`);
    }
  };
  const reactIntl = from('react-intl', __dirname);
  const messageformat = from('intl-messageformat', reactIntl);
  const parser = from('@formatjs/icu-messageformat-parser', messageformat);
  const memoize = from('@formatjs/fast-memoize', messageformat);
  return {
    'intl-messageformat$': path.join(messageformat, 'index.js'),
    '@formatjs/icu-messageformat-parser$': path.join(parser, 'no-parser.js'),
    '@formatjs/fast-memoize$': path.join(memoize, 'index.js'),
  };
}

/**
 * A language's catalogue of an app (src/i18n/{locale}.json, `{ "id": "ICU message" }` as a translator writes
 * it), compiled by FormatJS's CLI (`formatjs compile --ast`) as the build reads it: a message that is not
 * valid ICU fails the build, and the browser receives it parsed.
 */
function i18nCatalogueRule() {
  return {
    // The area's catalogues, and its staff pages' own (src/staff/i18n, issue 44): uncompiled, a message would
    // have no parser to read it and show its English.
    test: /[\\/]src[\\/](?:staff[\\/])?i18n[\\/][a-zA-Z-]+\.json$/,
    type: 'json',
    use: path.join(__dirname, 'i18n-catalogue-loader.cjs'),
  };
}

/**
 * An area's content collections (content-collection.cjs): a folder of JSON records, checked against the
 * area's schema as the build reads them; a record that does not fit fails the build with what to fix.
 */
function contentCollectionRule() {
  return {
    test: /\.collection$/,
    type: 'javascript/auto',
    use: path.join(__dirname, 'content-collection.cjs'),
  };
}

/** webpack's persistent cache of one build of an app, invalidated by the configuration files and `more`. */
function filesystemCache(dirname, name, more) {
  return {
    type: 'filesystem',
    name,
    cacheDirectory: path.join(dirname, 'node_modules', '.cache', 'webpack'),
    // A pseudo-locale build (pseudo-locale.cjs) never reuses a cache of the site's own, nor the other way.
    version: `pseudo:${process.env.SF_PSEUDO_LOCALE || ''}`,
    buildDependencies: {
      config: [
        __filename,
        path.join(__dirname, 'apps.cjs'),
        path.join(__dirname, 'content-collection.cjs'),
        path.join(__dirname, 'i18n-catalogue-loader.cjs'),
        path.join(__dirname, 'pseudo-locale.cjs'),
        path.join(dirname, 'webpack.config.js'),
        ...more,
      ],
    },
  };
}

/**
 * A remote's standalone page's copy of the Module Federation runtime (standalone-runtime.js), built after the
 * browser build (which cleans dist/) into dist/standalone-runtime.js, named by standalone.html.
 */
function standaloneRuntimeConfig({ dirname, app, production }) {
  return {
    name: 'standalone-runtime',
    dependencies: ['browser'],
    mode: production ? 'production' : 'development',
    context: dirname,
    target: 'web',
    entry: { 'standalone-runtime': path.join(__dirname, 'standalone-runtime.js') },
    plugins: [],
    devtool: false,
    output: {
      path: path.join(dirname, 'dist'),
      filename: '[name].js',
      uniqueName: `${app.name}_standalone_runtime`,
    },
    cache: filesystemCache(dirname, `standalone-runtime-${production ? 'production' : 'development'}`, [
      path.join(__dirname, 'standalone-runtime.js'),
    ]),
    infrastructureLogging: { level: 'warn' },
    stats: 'errors-warnings',
  };
}

/** Libraries every server module takes from the server's node_modules: one React and one router per page. */
const SERVER_EXTERNALS =
  /^(?:react|react-dom|react-router|react-router-dom|antd|@ant-design\/[^/]+|@module-federation\/[^/]+)(?:\/.*)?$/;

/**
 * The modules a remote's server build holds: every module its area exposes (its pages, Home widgets and search
 * records, which the server uses to render /search?q=… with its results). Written as a small CommonJS entry whose
 * `load(publicPath)` sets where the build's images are served from before any module is evaluated, so an
 * image's address in the server's HTML is the one the browser build uses.
 */
function serverEntryFor(dirname, exposes, backend) {
  const file = path.join(dirname, 'node_modules', '.cache', 'ssr', 'server-entry.cjs');
  const lines = Object.entries(exposes).map(
    ([name, source]) =>
      `    ${JSON.stringify(name)}: require(${JSON.stringify(path.join(dirname, source))}),`,
  );
  // The area's backend (issue 25): created once per build, with the platform the site's server gives it.
  const backendLines = backend
    ? [
        'exports.backend = function backend(platform) {',
        `  return require(${JSON.stringify(path.join(dirname, backend))}).createBackend(platform);`,
        '};',
      ]
    : [];
  const text = [
    '// Generated by build/webpack.cjs from area.json: the server build of this remote.',
    'let modules;',
    'exports.load = function load(publicPath) {',
    '  if (!modules) {',
    '    __webpack_public_path__ = publicPath;',
    '    modules = {',
    ...lines,
    '    };',
    '  }',
    '  return modules;',
    '};',
    ...backendLines,
    '',
  ].join('\n');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text) fs.writeFileSync(file, text);
  return file;
}

/** Remembers the file name the server compilation emitted, for the browser build's area.json. */
class ServerFileRecorder {
  constructor() {
    this.file = undefined;
  }

  apply(compiler) {
    compiler.hooks.done.tap('ServerFileRecorder', (stats) => {
      const js = stats.compilation.getAssets().find((asset) => asset.name.endsWith('.js'));
      if (js) this.file = `server/${js.name}`;
    });
  }
}

/**
 * The Node build of an app, beside its browser build in dist/server/: the shell's page renderer
 * (src/server/render.tsx, render.js) or a remote's exposed modules (server.<contenthash>.js, named in its
 * published area.json). One CommonJS file: React, react-dom, the router (and antd, which only dialogs use,
 * never rendered on the server) are required from the server's node_modules, so the shell's frame and a
 * remote's page share one React and one router; everything else is bundled. A new build is a new file name:
 * the shell's server requires it as a new module instead of reloading an old one.
 */
function serverConfig({ dirname, app, isShell, exposes, backend, production, recorder, buildFacts }) {
  const entry = isShell ? './src/server/render.tsx' : serverEntryFor(dirname, exposes, backend);
  return {
    name: 'server',
    mode: production ? 'production' : 'development',
    context: dirname,
    target: 'node',
    entry: { [isShell ? 'render' : 'server']: entry },
    devtool: false,
    output: {
      path: path.join(dirname, 'dist', 'server'),
      // The shell's images are served from its origin's root; a remote's from where its build is published.
      publicPath: isShell ? '/' : '',
      uniqueName: `${app.name}_server`,
      filename: isShell ? '[name].js' : '[name].[contenthash:10].js',
      library: { type: 'commonjs2' },
      chunkFormat: 'commonjs',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    externals: [
      ({ request }, callback) =>
        request && SERVER_EXTERNALS.test(request) ? callback(null, `commonjs ${request}`) : callback(),
    ],
    externalsPresets: { node: true },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js'],
      // dompurify needs a DOM: on the server, jsdom's (server-dompurify.cjs).
      alias: { dompurify$: path.join(__dirname, 'server-dompurify.cjs'), ...formatjsAliases() },
    },
    module: {
      rules: [
        typescriptRule(dirname),
        i18nCatalogueRule(),
        { test: /\.css$/, use: path.join(__dirname, 'ignore-css-loader.cjs') },
        contentCollectionRule(),
        // Same names as the browser build's files, which are the ones served; nothing is emitted here.
        {
          test: /\.(png|jpe?g|gif|webp|avif|svg|woff2?)$/i,
          resourceQuery: { not: [/^\?inline$/] },
          type: 'asset/resource',
          generator: { emit: false },
        },
        INLINE_PICTURE_RULE,
      ],
    },
    plugins: [
      // Lazy modules (dialogs, the search page) are inlined: the server build is one file.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      ...(recorder ? [recorder] : []),
      buildFacts(),
    ],
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
    cache: filesystemCache(dirname, `server-${production ? 'production' : 'development'}`, [
      path.join(__dirname, 'server-dompurify.cjs'),
      ...(isShell ? [] : [path.join(dirname, 'area.json')]),
    ]),
    infrastructureLogging: { level: 'warn' },
    stats: 'errors-warnings',
  };
}

/**
 * The date the package's content last changed, for the frame's "Last updated" (yyyy-mm-dd): SITE_BUILD_DATE
 * when the deploy sets it, else the date of the last commit that touched the package, else today. The same
 * commit builds the same date, so a rebuild changes nothing.
 */
function contentDate(dirname) {
  const given = process.env.SITE_BUILD_DATE;
  if (given && /^\d{4}-\d{2}-\d{2}$/.test(given)) return given;
  try {
    const date = require('node:child_process')
      .execFileSync('git', ['log', '-1', '--format=%cs', '--', '.'], { cwd: dirname, encoding: 'utf8' })
      .trim();
    if (/^\d{4}-\d{2}-\d{2}$/.test(date)) return date;
  } catch {
    // Not a git checkout (a source archive): the build's own date.
  }
  return new Date().toISOString().slice(0, 10);
}

/**
 * @param {object} options
 * @param {string} options.dirname     the package folder (its webpack.config.js's __dirname)
 * @param {string} options.title       title of the standalone page
 */
function createConfig({ dirname, title }) {
  const pkgDir = path.basename(dirname);
  const app = apps.byDir(pkgDir);
  if (!app) throw new Error(`No app is declared for folder ${pkgDir} in server/src/apps.cjs`);
  const isShell = app.name === apps.shell.name;
  // A remote's exposed modules are part of its area declaration, which the contract test checks.
  const areaFile = isShell ? undefined : path.join(dirname, 'area.json');
  const area = areaFile ? apps.areaOf(app) : undefined;
  if (area && area.name !== app.name) {
    throw new Error(`${pkgDir}/area.json names ${area.name}, apps.cjs names ${app.name}`);
  }
  const exposes = area?.exposes ?? {};
  const routerProblems = routerContractProblems([path.join(dirname, 'src')]);
  if (routerProblems.length) throw new Error(`${pkgDir}: ${routerProblems.join('\n')}`);

  const built = contentDate(dirname);
  /** What the app's code reads of its build: the date its content last changed (the footer's "Last updated"). */
  const buildFacts = () => new webpack.DefinePlugin({ __SF_BUILT__: JSON.stringify(built) });

  return (env, argv) => {
    const production = argv.mode !== 'development';
    // The pseudo-locale build (SF_PSEUDO_LOCALE, tooling/pseudo-build.mjs) is read only by its journey, without
    // script, for the words and the layout: its scripts are not minified, mapped or Brotli-compressed, which
    // cost most of its CPU time (the whole site built again inside the journeys).
    const shipped = production && !process.env.SF_PSEUDO_LOCALE;
    // The development server serves the browser build alone; production builds both, server first.
    const serve = Boolean(env?.WEBPACK_SERVE);
    const recorder = isShell || serve ? undefined : new ServerFileRecorder();
    const browser = {
      name: 'browser',
      ...(serve ? {} : { dependencies: ['server'] }),
      mode: production ? 'production' : 'development',
      context: dirname,
      entry: './src/index.ts',
      devtool: shipped ? 'source-map' : production ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dirname, 'dist'),
        publicPath: 'auto',
        uniqueName: app.name,
        filename: '[name].js',
        chunkFilename: '[name].[contenthash:10].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        // dist/server is the server build's (built first, see serverConfig).
        clean: { keep: /^(?:server\/|standalone-runtime\.js$)/ },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js'],
        alias: {
          ...reactRouterAliases(production),
          ...formatjsAliases(),
        },
      },
      // react-slick's ResizeObserver polyfill is the browser's own one, which every browser the site supports
      // has (Chrome 64, Safari 13.1, Firefox 69): 7 KB less in every page with a carousel. An external, not an
      // alias to a file of ours, which webpack would put in a chunk (one more request) of its own.
      externals: { 'resize-observer-polyfill': 'var globalThis.ResizeObserver' },
      module: {
        rules: [
          typescriptRule(dirname),
          i18nCatalogueRule(),
          contentCollectionRule(),
          {
            test: /\.css$/,
            use: [MiniCssExtractPlugin.loader, 'css-loader', path.join(__dirname, 'valid-css-loader.cjs')],
          },
          // react-router declares no sideEffects; its module-level code only records its version, so
          // unused exports may go (the shared tree-shaking above needs this to drop them).
          { test: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]/, sideEffects: false },
          {
            test: /\.(png|jpe?g|gif|webp|avif|svg|woff2?)$/i,
            resourceQuery: { not: [/^\?inline$/] },
            type: 'asset/resource',
          },
          INLINE_PICTURE_RULE,
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: app.name,
          ...(isShell ? { remotes: {} } : { filename: 'remoteEntry.js', exposes }),
          shared: sharedSingletons(),
          shareStrategy: 'loaded-first',
          runtimePlugins: [[path.join(__dirname, 'shared-coverage-plugin.ts'), sharedCoverage(app, dirname)]],
          dts: false,
          // Browser only; a remote never loads other remotes, so its entry leaves out remote loading and
          // manifest snapshots (the shell keeps them: it loads the remotes from their manifests). One copy of
          // the runtime in the page: the shell's, which every remote's entry uses (a remote opened alone has
          // it from standalone-runtime.js). The development server keeps each app's own.
          experiments: {
            ...(serve ? {} : isShell ? { provideExternalRuntime: true } : { externalRuntime: true }),
            optimization: {
              target: 'web',
              ...(isShell ? {} : { disableSnapshot: true, disableRemote: true }),
            },
          },
        }),
        sharedTreeShaking(),
        new MiniCssExtractPlugin({ filename: '[name].css', chunkFilename: '[name].[contenthash:10].css' }),
        new HtmlWebpackPlugin({
          template: isShell
            ? path.join(dirname, 'public', 'index.html')
            : path.join(__dirname, 'standalone.html'),
          title,
          favicon: path.join(__dirname, 'favicon.svg'),
          scriptLoading: 'defer',
          // The page is served for every deep path (/news/a/b): its entry must be requested from the root.
          // Chunks keep publicPath 'auto', so the builds can still move to another origin or folder.
          publicPath: '/',
        }),
        new PreloadStartupPlugin(),
        // Each script, stylesheet, image and manifest also as Brotli at its highest quality (file.js.br), which
        // the server sends to browsers that accept it (every current one): about 15% fewer bytes than the
        // on-the-fly compression, which has to stay fast. A CDN or nginx (`brotli_static`) serves them the same.
        ...(shipped
          ? [
              new CompressionPlugin({
                filename: '[path][base].br',
                algorithm: 'brotliCompress',
                test: /\.(?:js|css|svg|json)$/,
                compressionOptions: { params: { [require('node:zlib').constants.BROTLI_PARAM_QUALITY]: 11 } },
                threshold: 1024,
                minRatio: 0.9,
              }),
            ]
          : []),
        new EmitStaticFilesPlugin({
          publicDir: path.join(dirname, 'public'),
          areaFile,
          serverFile: () => recorder?.file,
          built,
        }),
        new RasterCopiesPlugin(),
        iconsWithoutRuntimeStyles(),
        buildFacts(),
      ],
      optimization: {
        minimize: shipped,
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
      },
      performance: { hints: false },
      cache: filesystemCache(dirname, `browser-${production ? 'production' : 'development'}`, [
        ...(areaFile ? [areaFile] : []),
      ]),
      infrastructureLogging: { level: 'warn' },
      stats: 'errors-warnings',
      devServer: {
        port: app.port,
        historyApiFallback: true,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: false,
        client: { overlay: { warnings: false } },
      },
    };
    if (serve) return browser;
    return [
      ...(isShell ? [] : [standaloneRuntimeConfig({ dirname, app, production })]),
      serverConfig({
        dirname,
        app,
        isShell,
        exposes,
        backend: area?.backend,
        production,
        recorder,
        buildFacts,
      }),
      browser,
    ];
  };
}

module.exports = { createConfig, sharedSingletons, singletonNames };
