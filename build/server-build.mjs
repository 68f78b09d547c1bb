// The server package (server/) compiled into server/dist with its tsc build when its sources are newer than
// what is built: `npm start`, `start.mjs --build-only` and the benchmarks serve it from there. `npm run build`
// builds it too (lerna runs the package's own build script).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const serverDir = path.dirname(require.resolve('@springfield/server/package.json'));

/** The newest modification time of the files under `dir` (0 when it does not exist). */
function newest(dir) {
  if (!fs.existsSync(dir)) return 0;
  let time = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) time = Math.max(time, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return time;
}

/** Whether server/dist is missing or older than its sources or its configuration. */
export function serverIsStale() {
  const built = path.join(serverDir, 'dist', '.built');
  if (!fs.existsSync(built)) return true;
  const sources = Math.max(
    newest(path.join(serverDir, 'src')),
    ...['tsconfig.json', 'tsconfig.build.json', 'package.json', 'build.cjs'].map(
      (file) => fs.statSync(path.join(serverDir, file)).mtimeMs,
    ),
  );
  return sources > fs.statSync(built).mtimeMs;
}

/** Builds the server (server/build.cjs) when it is stale (a few seconds); `force` builds it anyway. */
export function buildServer({ force = false } = {}) {
  if (!force && !serverIsStale()) return;
  console.log('building server');
  execFileSync(process.execPath, [path.join(serverDir, 'build.cjs')], { stdio: 'inherit' });
}
