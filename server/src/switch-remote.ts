// Switches one remote in a remotes list to a published build, or back: the one step of a deploy or roll-back
// that the site sees. It reads the build's area.json beside its manifest (prefixes, Home widgets, search, files),
// so the list always describes the build it points at.
//   node server/dist/switch-remote.js <remotes.json> <remote-name> <manifest-url>
// e.g. node server/dist/switch-remote.js /srv/site/remotes.json government \
//        https://cdn.springfield.gov/government/2025-01-14/mf-manifest.json
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { fetchWithin } from './fetch-within';
import { fieldOf, isObject, messageOf } from './narrow';
import { root, listEntry, integrityOf, entryIntegrity } from './apps.cjs';

/** How long the new build may take to load and render its first page (check-build.cjs). */
const CHECK_TIMEOUT_MS = 30_000;

/**
 * Evaluates the new build's server module and renders its area's first page with the shell's renderer (when
 * this checkout has the shell built), in a process of its own with a deadline: a build that throws, lacks
 * load() or './routes', or cannot render its page is refused here, not found out by the site.
 */
function checkBuild({
  code,
  base,
  name,
  line,
}: {
  code: Buffer;
  base: string;
  name: string;
  line: Record<string, unknown>;
}): Promise<string | undefined> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'switch-check-'));
  const file = path.join(folder, 'server.js');
  fs.writeFileSync(file, code);
  const renderer = process.env.SHELL_RENDERER || path.join(root, 'shell', 'dist', 'server', 'render.js');
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [path.join(__dirname, 'check-build.cjs')],
      { timeout: CHECK_TIMEOUT_MS, killSignal: 'SIGKILL', env: { ...process.env, NODE_ENV: 'production' } },
      (error, stdout) => {
        fs.rmSync(folder, { recursive: true, force: true });
        const said = String(stdout).trim().split('\n').at(-1);
        if (!error) return resolve(said);
        const why = error.killed
          ? `it did not finish within ${CHECK_TIMEOUT_MS / 1000} s`
          : said || error.message;
        reject(new Error(`${name} was not switched: the build does not run (${why})`));
      },
    );
    child.stdin?.end(JSON.stringify({ file, base, name, line, renderer }));
  });
}

/** What a request for a build's server module carries: the deployment's token, when it has one. */
const serverHeaders = (): Record<string, string> =>
  process.env.REMOTES_SERVER_TOKEN ? { authorization: `Bearer ${process.env.REMOTES_SERVER_TOKEN}` } : {};

/** How long a fetch of the published build may take. */
const FETCH_TIMEOUT_MS = 10_000;
/** How long a switch waits for another one under way, and when a lock is old enough to be a crashed one's. */
const LOCK_WAIT_MS = 15_000;
const STALE_LOCK_MS = 60_000;

const NAME = /^[a-z_][a-z0-9_]*$/;
/** A path prefix or folder of the site: "/news", "/feeds/"; letters, digits, "-", "_", "." and "/". */
const SITE_PATH = /^\/[a-z0-9][a-z0-9._/-]*$/i;

const isLocal = (url: URL): boolean => ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);

/**
 * What is wrong with a list line before it is written: names and addresses of the contract's shape, everything
 * the line names inside the build's own folder, and no path another area owns. Empty when nothing is.
 */
/** A list line as switch-remote checks it: anything a file may hold, each field read once checked. */
type LineFields = Record<string, unknown>;

/** A SHA-384 as Subresource Integrity writes it. */
const SHA384 = /^sha384-[A-Za-z0-9+/]{64}$/;

/** Whether `value` is a list of strings. */
const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

export function lineProblems(name: string, line: LineFields, otherLines: [string, unknown][]): string[] {
  const problems: string[] = [];
  if (!NAME.test(name)) problems.push(`the name "${name}" is not of the form ${NAME}`);
  let entry: URL | undefined;
  try {
    // As the URL parser reads it: its text.
    entry = new URL(String(line.entry));
  } catch {
    problems.push(`the entry "${line.entry}" is not an address`);
  }
  if (entry) {
    if (!(entry.protocol === 'https:' || (entry.protocol === 'http:' && isLocal(entry)))) {
      problems.push(`the entry ${line.entry} must be https (http only on this machine)`);
    }
    if (
      entry.search ||
      entry.hash ||
      entry.username ||
      entry.password ||
      /[;,'"\s]/.test(String(line.entry))
    ) {
      problems.push(`the entry ${line.entry} has parts an entry must not have`);
    }
  }
  if (line.server !== undefined) {
    const inFolder =
      typeof line.server === 'string' &&
      /^[a-z0-9][a-z0-9._/-]*\.js$/i.test(line.server) &&
      !line.server.split('/').includes('..');
    if (!inFolder)
      problems.push(`the server module "${line.server}" is not a file inside the build's folder`);
  }
  const integrity = line.integrity;
  if (integrity !== undefined && !SHA384.test(String(fieldOf(integrity, 'server') ?? ''))) {
    problems.push('the integrity of the server module is not a SHA-384');
  }
  const hash = fieldOf(integrity, 'entry');
  const entryFile = fieldOf(integrity, 'entryFile');
  if (hash !== undefined || entryFile !== undefined) {
    if (!SHA384.test(String(hash ?? ''))) {
      problems.push('the integrity of the remote entry is not a SHA-384');
    }
    if (
      typeof entryFile !== 'string' ||
      !/^[a-z0-9][a-z0-9._/-]*\.js$/i.test(entryFile) ||
      entryFile.split('/').includes('..')
    ) {
      problems.push(`the remote entry "${entryFile}" is not a file inside the build's folder`);
    }
  }
  const paths = (key: string, folder: boolean): string[] => {
    const value = line[key];
    if (value === undefined) return [];
    if (!isStrings(value)) {
      problems.push(`"${key}" is not a list of paths`);
      return [];
    }
    for (const p of value) {
      const shape = folder ? SITE_PATH.test(p) && p.endsWith('/') : SITE_PATH.test(p) && !p.endsWith('/');
      if (!shape || p.split('/').includes('..')) {
        problems.push(
          `"${key}" holds "${p}", which is not a ${folder ? 'folder (/feeds/)' : 'path (/news)'}`,
        );
      }
    }
    return value;
  };
  const owned = [...paths('prefixes', false), ...paths('api', false), ...paths('files', true)];
  if (!Array.isArray(line.prefixes) || line.prefixes.length === 0) problems.push('the area has no prefixes');
  const overlaps = (a: string, b: string) => {
    const [x, y] = [a.replace(/\/$/, ''), b.replace(/\/$/, '')];
    return x === y || x.startsWith(`${y}/`) || y.startsWith(`${x}/`);
  };
  // What another line owns: its lists of paths. A line, or a field of it, that is not one owns nothing (the
  // site leaves such a line out): neither a crash of the switch nor its letters taken for paths.
  const listed = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
  for (const [other, otherLine] of otherLines) {
    const theirs = ['prefixes', 'api', 'files'].flatMap((key) => listed(fieldOf(otherLine, key)));
    for (const mine of owned) {
      const taken = theirs.find((p) => typeof p === 'string' && overlaps(mine, p));
      if (taken) problems.push(`"${mine}" overlaps "${taken}", which ${other} owns`);
    }
  }
  return problems;
}

/** The status and whole body of `url`, given up after FETCH_TIMEOUT_MS however far it got (fetch-within.cjs). */
async function fetched(
  url: string | URL,
  headers: Record<string, string> = {},
): Promise<{ ok: boolean; status: number; bytes: Buffer }> {
  return fetchWithin(url, {
    ms: FETCH_TIMEOUT_MS,
    init: { headers },
    read: async (response) => ({
      ok: response.ok,
      status: response.status,
      bytes: Buffer.from(await response.arrayBuffer()),
    }),
  });
}

/** Holds the list's lock file while `work` runs: two switches at once edit one after the other. */
async function withLock<T>(listFile: string, work: () => Promise<T>): Promise<T> {
  const lock = `${listFile}.lock`;
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      try {
        if (Date.now() - fs.statSync(lock).mtimeMs > STALE_LOCK_MS) fs.unlinkSync(lock);
      } catch {
        // Released meanwhile.
      }
      if (Date.now() > deadline) throw new Error(`${lock} is held by another switch: try again`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return await work();
  } finally {
    fs.rmSync(lock, { force: true });
  }
}

export async function switchRemote(
  listFile: string,
  name: string,
  manifestUrl: string,
): Promise<{ previous: string | undefined; next: string }> {
  if (!NAME.test(name)) throw new Error(`"${name}" is not a remote's name`);
  const areaUrl = new URL('area.json', manifestUrl);
  const response = await fetched(areaUrl);
  if (!response.ok) throw new Error(`${areaUrl} answered ${response.status}: is the build published?`);
  const area: unknown = JSON.parse(response.bytes.toString('utf8'));
  if (!isObject(area) || area.name !== name) {
    throw new Error(`${areaUrl} is the build of ${fieldOf(area, 'name')}, not ${name}`);
  }
  const manifestResponse = await fetched(manifestUrl);
  if (!manifestResponse.ok) throw new Error(`${manifestUrl} answered ${manifestResponse.status}`);
  const manifest: unknown = JSON.parse(manifestResponse.bytes.toString('utf8'));
  // The remote entry's SHA-384 too: the browser loads it with Subresource Integrity.
  const remoteEntry = fieldOf(fieldOf(manifest, 'metaData'), 'remoteEntry');
  let entryBytes: Buffer | undefined;
  if (isObject(remoteEntry) && typeof remoteEntry.name === 'string') {
    const file = remoteEntry.path
      ? `${String(remoteEntry.path).replace(/\/+$/, '')}/${remoteEntry.name}`
      : remoteEntry.name;
    const script = await fetched(new URL(file, manifestUrl));
    if (!script.ok) throw new Error(`${file} answered ${script.status}: is the build published whole?`);
    entryBytes = script.bytes;
  }
  // The server module's SHA-384, recorded in the line: the site's server evaluates only the module it names.
  let integrity: { server: string; entry?: string; entryFile?: string } | undefined;
  let serverCode: Buffer | undefined;
  if (typeof area.server === 'string' && /^[a-z0-9][a-z0-9._/-]*\.js$/i.test(area.server)) {
    const serverUrl = new URL(area.server, manifestUrl);
    // Server modules are not public: the CDN answers them to the site's servers and deploys only, with the
    // deployment's token (REMOTES_SERVER_TOKEN) when it has one.
    const module = await fetched(serverUrl, serverHeaders());
    if (!module.ok) throw new Error(`${serverUrl} answered ${module.status}: is the build published whole?`);
    serverCode = module.bytes;
    integrity = {
      server: integrityOf(serverCode),
      ...entryIntegrity(manifest, () => entryBytes),
    };
  }
  const line = listEntry(area, manifestUrl, integrity);
  if (serverCode) {
    const problems = lineProblems(name, line, []);
    if (problems.length) throw new Error(`${name} was not switched:\n- ${problems.join('\n- ')}`);
    await checkBuild({ code: serverCode, base: new URL('.', manifestUrl).href, name, line });
  }
  return withLock(listFile, async () => {
    // Read under the lock: another switch's line, written meanwhile, is kept.
    const list: unknown = JSON.parse(fs.readFileSync(listFile, 'utf8'));
    if (!isObject(list) || list.contract !== 1 || !isObject(list.remotes)) {
      throw new Error(`${listFile} is not a remotes list of contract 1`);
    }
    const remotes = list.remotes;
    const others = Object.entries(remotes).filter(([other]) => other !== name);
    const problems = lineProblems(name, line, others);
    if (problems.length) throw new Error(`${name} was not switched:\n- ${problems.join('\n- ')}`);
    const previous = fieldOf(remotes[name], 'entry');
    remotes[name] = line;
    // Written whole to a new file of its own name, then renamed over the old: a reader never sees half a list.
    const next = `${listFile}.${process.pid}.${crypto.randomBytes(6).toString('hex')}.next`;
    fs.writeFileSync(next, `${JSON.stringify(list, null, 2)}\n`);
    fs.renameSync(next, listFile);
    return { previous: typeof previous === 'string' ? previous : undefined, next: manifestUrl };
  });
}

if (require.main === module) {
  const [listFile, name, manifestUrl] = process.argv.slice(2);
  if (!listFile || !name || !manifestUrl) {
    console.error('usage: node server/dist/switch-remote.js <remotes.json> <remote-name> <manifest-url>');
    process.exit(2);
  }
  switchRemote(listFile, name, manifestUrl).then(
    ({ previous, next }) =>
      console.log(`${name}: ${previous ?? '(new)'} -> ${next}\nTo roll back, switch it to ${previous}.`),
    (error: unknown) => {
      console.error(messageOf(error));
      process.exit(1);
    },
  );
}
