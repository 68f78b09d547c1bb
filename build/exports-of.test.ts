import path from 'node:path';
import { valueExportsOf } from './exports-of.cjs';
import { routerContractProblems } from './used-exports.cjs';

describe('valueExportsOf', () => {
  it('lists the runtime exports of shared’s entry, following re-exports and leaving out types', () => {
    const names = valueExportsOf(path.join(__dirname, '..', 'shared', 'src', 'index.ts'));
    expect(names).toEqual(expect.arrayContaining(['notify', 'Button', 'formatLongDate', 'CONTRACT_VERSION']));
    expect(names).not.toContain('ButtonProps');
    expect(names).not.toContain('SearchRecord');
  });
});

describe('routerContractProblems', () => {
  it('accepts the site’s own router imports', () => {
    expect(routerContractProblems([path.join(__dirname, '..', 'shared', 'src')])).toEqual([]);
  });
});
