// The one place that names the five apps, their folders and the ports `npm start` serves them on. What each
// remote owns (its path prefixes, Home widgets, exposed modules) is the remote's own declaration, its
// area.json: the shell learns it at run time from the remotes list, never from its build.
const fs = require('node:fs');
const path = require('node:path');

// SITE_PORT_OFFSET moves all five ports (8080+offset…), so two checkouts can serve side by side.
const offset = Number(process.env.SITE_PORT_OFFSET || 0);

// The repository's root (or the image's /app): this file is in server/src, and its copy in server/dist.
const root = path.resolve(__dirname, '..', '..');

/** @type {{ name: string, dir: string, port: number }[]} */
const remotes = [
  { name: 'news_events', dir: 'mfe-news-events', port: 8081 + offset },
  { name: 'services_payments', dir: 'mfe-services-payments', port: 8082 + offset },
  { name: 'government', dir: 'mfe-government', port: 8083 + offset },
  { name: 'community', dir: 'mfe-community', port: 8084 + offset },
];

const shell = { name: 'shell', dir: 'shell', port: 8080 + offset };

const host = process.env.SITE_HOST || 'localhost';

/** Manifest URL of a remote as served by `npm start`. */
const manifestUrl = (remote) => `http://${host}:${remote.port}/mf-manifest.json`;

/** A remote's own declaration (area.json in its package): name, label, prefixes, widgets, exposes. */
function areaOf(remote, dir = path.join(root, remote.dir)) {
  return JSON.parse(fs.readFileSync(path.join(dir, 'area.json'), 'utf8'));
}

/** The Subresource Integrity form of a file's SHA-384: "sha384-<base64>". */
const integrityOf = (content) =>
  `sha384-${require('node:crypto').createHash('sha384').update(content).digest('base64')}`;

/**
 * The build's remote entry (the script the browser loads first, named by its manifest) as the list records it:
 * its path relative to the entry's folder and its SHA-384, which the browser checks (Subresource Integrity).
 * Undefined when the manifest names none.
 */
function entryIntegrity(manifest, read) {
  const remoteEntry = manifest?.metaData?.remoteEntry;
  if (!remoteEntry || typeof remoteEntry.name !== 'string') return undefined;
  const file = remoteEntry.path
    ? `${remoteEntry.path.replace(/\/+$/, '')}/${remoteEntry.name}`
    : remoteEntry.name;
  const content = read(file);
  return content === undefined ? undefined : { entryFile: file, entry: integrityOf(content) };
}

/**
 * One line of the remotes list: where the build is, what the shell needs to know of its area, and (when known)
 * the SHA-384 of its server module, which the site's server checks before it evaluates the module.
 */
function listEntry(area, entry, integrity) {
  const {
    label,
    prefixes,
    widgets,
    search,
    files,
    api,
    server,
    links,
    aliases,
    built,
    languages,
    translations,
    staff,
  } = area;
  return {
    entry,
    label,
    prefixes,
    widgets,
    // The languages the area's pages are written in besides English, and its name in the others.
    ...(languages ? { languages } : {}),
    ...(translations ? { translations } : {}),
    ...(search ? { search } : {}),
    ...(files ? { files } : {}),
    // Prefixes the area's backend answers (its HTTP API, e.g. /open311).
    ...(api ? { api } : {}),
    // The area's links in the frame and the other addresses of its pages.
    ...(links ? { links } : {}),
    ...(aliases ? { aliases } : {}),
    // Its staff pages under /staff (issue 44): their prefixes, module and name in the staff frame.
    ...(staff ? { staff } : {}),
    // The date the area's content last changed (its build's), for the frame's "Last updated".
    ...(built ? { built } : {}),
    // The build's server module (dist/server/server.<hash>.js), relative to the entry: what the shell's server
    // renders this area's pages with.
    ...(server ? { server } : {}),
    ...(integrity ? { integrity } : {}),
  };
}

/**
 * The remotes list as `npm start` serves it: every remote on its local port, with the area its build
 * declares (dist/area.json, falling back to the package's area.json before a build).
 */
function remotesJson() {
  const list = {};
  for (const remote of remotes) {
    const dist = path.join(root, remote.dir, 'dist');
    const built = fs.existsSync(path.join(dist, 'area.json'));
    const area = built ? areaOf(remote, dist) : areaOf(remote);
    const serverFile = built && area.server ? path.join(dist, area.server) : undefined;
    const manifestFile = path.join(dist, 'mf-manifest.json');
    const manifest = fs.existsSync(manifestFile)
      ? JSON.parse(fs.readFileSync(manifestFile, 'utf8'))
      : undefined;
    const inDist = (file) =>
      fs.existsSync(path.join(dist, file)) ? fs.readFileSync(path.join(dist, file)) : undefined;
    const integrity =
      serverFile && fs.existsSync(serverFile)
        ? { server: integrityOf(fs.readFileSync(serverFile)), ...entryIntegrity(manifest, inDist) }
        : undefined;
    list[remote.name] = listEntry(area, manifestUrl(remote), integrity);
  }
  return { contract: 1, remotes: list };
}

const byDir = (dir) => [shell, ...remotes].find((a) => a.dir === dir);

module.exports = {
  root,
  remotes,
  shell,
  host,
  manifestUrl,
  areaOf,
  listEntry,
  integrityOf,
  entryIntegrity,
  remotesJson,
  byDir,
};
