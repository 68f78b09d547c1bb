/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.join(__dirname, '..');
const cli = path.join(root, 'node_modules', 'stylelint', 'bin', 'stylelint.mjs');

/**
 * The colour rules' warnings for `code` as the CSS file `file` of the workspace, linted by the CLI with the
 * workspace's real configuration (an ES module, which jest's CommonJS runtime cannot load itself).
 */
async function colourWarnings(code: string, file: string) {
  const run = spawnSync(
    process.execPath,
    [cli, '--stdin-filename', path.join(root, file), '--formatter', 'json'],
    {
      cwd: root,
      input: code,
      encoding: 'utf8',
    },
  );
  const [result] = JSON.parse(run.stdout || run.stderr) as { warnings: { rule: string; line: number }[] }[];
  return result.warnings
    .filter(({ rule }) => ['color-no-hex', 'color-named', 'function-disallowed-list'].includes(rule))
    .map(({ rule, line }) => ({ rule, line }))
    .sort((a, b) => a.line - b.line);
}

describe('no colour literals outside the tokens (stylelint.config.mjs)', () => {
  it('refuses hex colours, colour functions and named colours in every package', async () => {
    const code = `.ne-a { color: #fff; }
.ne-a { background: rgb(0 0 0 / 10%); }
.ne-a { border-color: red; }
.ne-a { box-shadow: 0 1px 2px hsl(0deg 0% 0%); }`;
    expect(await colourWarnings(code, 'mfe-news-events/src/x.css')).toEqual([
      { rule: 'color-no-hex', line: 1 },
      { rule: 'function-disallowed-list', line: 2 },
      { rule: 'color-named', line: 3 },
      { rule: 'function-disallowed-list', line: 4 },
    ]);
    expect(await colourWarnings('.sh-a { color: #123456; }', 'shell/src/x.css')).toHaveLength(1);
    expect(await colourWarnings('.sf-a { color: #123456; }', 'shared/src/components/x/x.css')).toHaveLength(
      1,
    );
  });

  it('accepts tokens and colour keywords, and the literals of the tokens file itself', async () => {
    const code = `.cm-a { color: var(--sf-primary); border: 1px solid currentcolor; background: transparent; }
@media (forced-colors: active) { .cm-a { border-color: ButtonText; } }`;
    expect(await colourWarnings(code, 'mfe-community/src/x.css')).toEqual([]);
    expect(await colourWarnings(':root { --sf-primary: #1a4f9c; }', 'shared/src/styles/tokens.css')).toEqual(
      [],
    );
  });
});
