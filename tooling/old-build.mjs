// Builds one remote as a team shipped it before a change of the site, from this repository's own history: its
// source, the shared and tooling it was built with, at that commit, with today's dependencies. Used by the
// language skew journey (shell/e2e/skew-languages.spec.ts: a remote built before the site had languages, beside
// today's shell) and by hand to try a roll-back:
//   node tooling/old-build.mjs [remote folder] [commit]   -> .old-build/<remote folder>/dist
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { buildRemoteCopy } from './skew-build.mjs';

const require = createRequire(import.meta.url);
const apps = require('./apps.cjs');

export const OLD_ROOT = path.join(apps.root, '.old-build');
/** The last commit before the site's languages (203c3f8 added the addresses, the picker and the catalogues). */
export const BEFORE_LANGUAGES = '203c3f8^';
export const OLD_REMOTE = 'mfe-community';

/**
 * The folders a remote's build reads: its own, and the shared, tooling and build package of its time (before
 * the build package, webpack's configuration was in tooling).
 */
const PARTS = (remote, commit) => [
  'shared',
  'tooling',
  ...(spawnSync('git', ['cat-file', '-e', `${commit}:build`], { cwd: apps.root }).status === 0
    ? ['build']
    : []),
  remote,
  'shell/package.json',
  'tsconfig.base.json',
];

/**
 * Builds `remote` (a folder, e.g. "mfe-community") from `commit` into .old-build/<remote>/dist and returns that
 * folder. The copy sits inside the repository so that its packages resolve from the repository's node_modules;
 * the repository itself is never changed.
 */
export function oldBuild(remote = OLD_REMOTE, commit = BEFORE_LANGUAGES) {
  const known = spawnSync('git', ['cat-file', '-e', `${commit}^{commit}`], { cwd: apps.root });
  if (known.status !== 0) {
    throw new Error(
      `old-build: this clone does not have ${commit} (a shallow clone?): the build needs its history`,
    );
  }
  fs.rmSync(OLD_ROOT, { recursive: true, force: true });
  fs.mkdirSync(OLD_ROOT, { recursive: true });
  const archive = execFileSync('git', ['archive', '--format=tar', commit, ...PARTS(remote, commit)], {
    cwd: apps.root,
    maxBuffer: 512 * 1024 * 1024,
  });
  execFileSync('tar', ['-x', '-C', OLD_ROOT], { input: archive });
  return buildRemoteCopy(OLD_ROOT, remote, 'old-build');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [remote, commit] = process.argv.slice(2);
  const dist = oldBuild(remote, commit);
  console.log(
    `built ${remote ?? OLD_REMOTE} as of ${commit ?? BEFORE_LANGUAGES} into ${path.relative(apps.root, dist)}`,
  );
}
