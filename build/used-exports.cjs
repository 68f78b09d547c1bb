// Derives, from the source of all five apps, which named exports of a library the site uses. Module
// Federation's shared tree-shaking builds the shared copy of that library with exactly these exports, and
// every app is given the same list, so whichever app provides the singleton provides what all need.
const fs = require('node:fs');
const path = require('node:path');
const apps = require('./apps.cjs');

const SOURCE = /\.(tsx?|jsx?)$/;
const TEST = /\.test\.(tsx?|jsx?)$/;

function sourceFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    // src/server is Node-only code (the shell's page renderer, shell/src/server): in no browser build, and its
    // router imports (createStaticHandler…) come from the server's own node_modules, not the shared copy.
    if (entry.isDirectory()) return ['node_modules', 'server'].includes(entry.name) ? [] : sourceFiles(full);
    return SOURCE.test(entry.name) && !TEST.test(entry.name) ? [full] : [];
  });
}

function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/**
 * The named value imports of `library` in one file's text. Throws on a namespace or default import, which
 * would need the whole library.
 */
function namedImportsIn(text, library) {
  const lib = escapeRegExp(library);
  const named = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*['"]${lib}['"]`, 'g');
  const whole = new RegExp(
    `import\\s+(?:\\*\\s+as\\s+\\w+|\\w+)\\s*(?:,\\s*\\{[^}]*\\})?\\s*from\\s*['"]${lib}['"]`,
  );
  if (whole.test(text)) throw new Error(`imports all of ${library}: import its parts by name`);
  const used = [];
  for (const match of text.matchAll(named)) {
    if (match[1]) continue; // import type { … }
    for (const specifier of match[2].split(',')) {
      const name = specifier.trim();
      if (!name || name.startsWith('type ')) continue;
      used.push(name.split(/\s+as\s+/)[0].trim());
    }
  }
  return used;
}

/** The named value imports of `library` across shell/, shared/ and the four remotes' src folders. */
function usedExportsOf(library) {
  const dirs = [apps.shell, ...apps.remotes].map((a) => path.join(apps.root, a.dir, 'src'));
  dirs.push(path.join(apps.root, 'shared', 'src'));
  return usedExportsIn(dirs, library);
}

/** The named value imports of `library` in the source files below `dirs`. */
function usedExportsIn(dirs, library) {
  const used = new Set();
  for (const file of dirs.flatMap(sourceFiles)) {
    try {
      for (const name of namedImportsIn(fs.readFileSync(file, 'utf8'), library)) used.add(name);
    } catch (error) {
      throw new Error(`${path.relative(apps.root, file)} ${error.message}`);
    }
  }
  return [...used].sort();
}

/**
 * The router is one instance in the page (its context must be the shell's), so a remote cannot bring its own
 * copy. The shell provides these exports of react-router, version 1 of the router contract, whatever the
 * site uses today; a build that imports another one fails (routerContractProblems), so a team learns it at
 * build time, not from a page that crashes. Adding a name is a shell release first.
 */
const ROUTER_CONTRACT = [
  'Form',
  'Link',
  'NavLink',
  'Navigate',
  'Outlet',
  'RouterProvider',
  'createBrowserRouter',
  'createMemoryRouter',
  'data',
  'generatePath',
  'isRouteErrorResponse',
  'matchPath',
  'redirect',
  'useActionData',
  'useBlocker',
  'useFetcher',
  'useHref',
  'useInRouterContext',
  'useLocation',
  'useMatch',
  'useMatches',
  'useNavigate',
  'useNavigation',
  'useOutletContext',
  'useParams',
  'useResolvedPath',
  'useRouteError',
  'useSearchParams',
];

/** The router imports in `dirs` outside the router contract, as messages. */
function routerContractProblems(dirs) {
  const used = [...usedExportsIn(dirs, 'react-router'), ...usedExportsIn(dirs, 'react-router-dom')];
  return [...new Set(used)]
    .filter((name) => !ROUTER_CONTRACT.includes(name))
    .map(
      (name) =>
        `react-router's ${name} is not in the router contract (ROUTER_CONTRACT in build/used-exports.cjs): ` +
        'the shell does not provide it. Ask the platform team to add it and release the shell first.',
    );
}

module.exports = { usedExportsOf, usedExportsIn, namedImportsIn, ROUTER_CONTRACT, routerContractProblems };
