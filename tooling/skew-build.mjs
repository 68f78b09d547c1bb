// Builds one remote as a team would ship it months after the shell: from a copy of the repository in which
// that remote uses an antd component and a `shared` export that no other app (and so no deployed copy) has.
// The copy lives in .skew-build/ (git-ignored); the repository itself is never changed. Used by the skew
// journey (shell/e2e/skew.spec.ts) and by hand to try a skewed deploy:
//   node tooling/skew-build.mjs            -> .skew-build/mfe-government/dist
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const apps = require('./apps.cjs');

export const SKEW_ROOT = path.join(apps.root, '.skew-build');
export const SKEW_REMOTE = 'mfe-government';
export const skewDist = path.join(SKEW_ROOT, SKEW_REMOTE, 'dist');

/** The change a later release of the government team makes: a Tag from antd, a new formatter from shared. */
const CHANGES = [
  {
    file: 'shared/src/formatters/vote-share.ts',
    create: `/** "6 of 7 council members (86%)": a newer shared export that the deployed shell does not have. */
export function formatVoteShare(yes: number, total: number): string {
  const share = total > 0 ? Math.round((yes / total) * 100) : 0;
  return \`\${yes} of \${total} council members (\${share}%)\`;
}
`,
  },
  {
    file: 'shared/src/index.ts',
    anchor: "export * from './formatters/formatters';",
    append: "\nexport { formatVoteShare } from './formatters/vote-share';",
  },
  {
    file: 'shared/package.json',
    anchor: '"version": "1.2.0"',
    replace: '"version": "1.3.0"',
  },
  {
    file: `${SKEW_REMOTE}/src/features/government/components/legislation-text-dialog.tsx`,
    anchor: "import { Dialog } from '@springfield/shared/dialog';",
    replace:
      "import { Tag } from 'antd';\nimport { formatVoteShare } from '@springfield/shared';\nimport { Dialog } from '@springfield/shared/dialog';",
  },
  {
    file: `${SKEW_REMOTE}/src/features/government/components/legislation-text-dialog.tsx`,
    anchor: '<LegislationTextContent item={item} />',
    replace: `<LegislationTextContent item={item} />
      {item.votes && (
        <p>
          <Tag>Vote share</Tag>
          {formatVoteShare(item.votes.for, item.votes.for + item.votes.against + item.votes.abstain)}
        </p>
      )}`,
  },
  // A new path prefix: the remotes list will carry it, the shell is not rebuilt.
  {
    file: `${SKEW_REMOTE}/area.json`,
    anchor: '"prefixes": ["/government"]',
    replace: '"prefixes": ["/government", "/city-council"]',
  },
  {
    file: `${SKEW_REMOTE}/src/routes.tsx`,
    anchor: '{ path: \'/government\', element: <GovernmentRoute kind="page" /> },',
    replace:
      '{ path: \'/government\', element: <GovernmentRoute kind="page" /> },\n  { path: \'/city-council\', element: <GovernmentRoute kind="page" /> },',
  },
];

function copy(relative) {
  fs.cpSync(path.join(apps.root, relative), path.join(SKEW_ROOT, relative), {
    recursive: true,
    filter: (source) => !/[\\/](node_modules|dist)$/.test(source),
  });
}

function applyChange(change) {
  const file = path.join(SKEW_ROOT, change.file);
  if (change.create) return fs.writeFileSync(file, change.create);
  const text = fs.readFileSync(file, 'utf8');
  if (!text.includes(change.anchor)) {
    throw new Error(
      `skew-build: ${change.file} no longer contains ${JSON.stringify(change.anchor)}; update CHANGES`,
    );
  }
  const next = change.append
    ? text.replace(change.anchor, `${change.anchor}${change.append}`)
    : text.replace(change.anchor, change.replace);
  fs.writeFileSync(file, next);
}

export function skewBuild() {
  fs.rmSync(SKEW_ROOT, { recursive: true, force: true });
  // The remote and the newer shared it is built against; the shell's package.json names the versions of the
  // singletons. Everything else resolves from the repository's node_modules, one folder up.
  for (const relative of [
    'shared',
    'build',
    'tooling',
    SKEW_REMOTE,
    'shell/package.json',
    'tsconfig.base.json',
  ]) {
    copy(relative);
  }
  for (const change of CHANGES) applyChange(change);
  return buildRemoteCopy(SKEW_ROOT, SKEW_REMOTE, 'skew-build');
}

/**
 * Builds `remote` inside a copy of the repository at `root` (its shared, tooling and remote folders), as the
 * team's own pipeline would: the copy's shared and tooling are its @springfield packages, everything else
 * resolves from the repository's node_modules. Returns the build's dist folder.
 */
export function buildRemoteCopy(root, remote, who) {
  // The build package where the copy has one (an old commit's copy has its build inside tooling).
  for (const pkg of ['shared', 'build', 'tooling'].filter((name) => fs.existsSync(path.join(root, name)))) {
    const link = path.join(root, 'node_modules', '@springfield', pkg);
    fs.mkdirSync(path.dirname(link), { recursive: true });
    fs.symlinkSync(path.join(root, pkg), link, 'dir');
  }
  const result = spawnSync('npx', ['webpack', '--mode', 'production'], {
    cwd: path.join(root, remote),
    stdio: 'inherit',
    env: { ...process.env, NODE_OPTIONS: '--max-old-space-size=4096' },
  });
  if (result.status !== 0) throw new Error(`${who}: webpack exited with ${result.status}`);
  return path.join(root, remote, 'dist');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  skewBuild();
  console.log(
    `built ${SKEW_REMOTE} with a newer shared and a Tag from antd into ${path.relative(apps.root, skewDist)}`,
  );
}
