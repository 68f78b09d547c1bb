/** @jest-environment node */
// switch-remote is an ES module, which jest here does not load: its tests are node:test's
// (switch-remote.test.mjs), run from here so that `npm test` runs them with the rest.
import { spawnSync } from 'node:child_process';

it('passes its node:test suite (hostile list lines refused, two switches at once both land)', () => {
  // TAP, named: node's default reporter is TAP off a terminal on Node 20 and spec on Node 24 (CI's).
  const run = spawnSync(process.execPath, ['--test', '--test-reporter=tap', 'switch-remote.test.mjs'], {
    cwd: __dirname,
    encoding: 'utf8',
  });
  expect(`${run.stdout}${run.stderr}`).toMatch(/# fail 0/);
  expect(run.status).toBe(0);
});
