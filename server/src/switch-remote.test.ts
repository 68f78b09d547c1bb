/** @jest-environment node */
// switch-remote: a hostile or malformed list line is refused, and two switches at once both land.
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { lineProblems, switchRemote } from './switch-remote';

const good = {
  entry: 'https://cdn.springfield.gov/government/2025-01-14/mf-manifest.json',
  label: 'Government',
  prefixes: ['/government'],
  widgets: [],
  server: 'server/server.0123456789.js',
};
const SHA = `sha384-${'A'.repeat(64)}`;
/** A server module as a build makes one: load() gives its exposed modules (here an area with no pages yet). */
const MODULE = "exports.load = () => ({ './routes': { contract: 1, routes: [] } });\n";
const BROKEN = "throw new Error('this build is broken');\n";
const others: [string, Record<string, unknown>][] = [
  ['news_events', { prefixes: ['/news', '/events'], files: ['/feeds/'] }],
];

describe('lineProblems', () => {
  it('accepts a line of the contract’s shape', () => {
    expect(lineProblems('government', good, others)).toEqual([]);
  });

  it('takes only lists of paths as what another line owns: one it cannot read owns nothing', () => {
    // A string is not a list of paths: its letters ("/", "n" …) are not paths another area owns.
    const unreadable: [string, unknown][] = [
      ['news_events', { prefixes: '/news', api: 7, files: null }],
      ['community', null],
    ];
    expect(lineProblems('government', good, unreadable)).toEqual([]);
  });

  const hostile = [
    ['a name that could be a path', '../../x', good, /name/],
    [
      'an entry over plain http elsewhere than this machine',
      'government',
      { ...good, entry: 'http://cdn.example/m.json' },
      /https/,
    ],
    [
      'an entry that would split the page policy',
      'government',
      { ...good, entry: 'https://a;b/mf-manifest.json' },
      /entry/,
    ],
    [
      'a server module outside the build’s folder',
      'government',
      { ...good, server: '../../etc/x.js' },
      /server module/,
    ],
    [
      'a server module on another host',
      'government',
      { ...good, server: 'https://evil.example/x.js' },
      /server module/,
    ],
    ['a prefix that owns every path', 'government', { ...good, prefixes: ['/'] }, /not a path/],
    ['files at the root', 'government', { ...good, files: ['/'] }, /not a folder/],
    [
      'a prefix another area owns',
      'government',
      { ...good, prefixes: ['/government', '/news'] },
      /news_events owns/,
    ],
    [
      'a prefix inside another area’s',
      'government',
      { ...good, prefixes: ['/events/council'] },
      /news_events owns/,
    ],
    [
      'a remote entry outside the build’s folder',
      'government',
      { ...good, integrity: { server: SHA, entry: SHA, entryFile: '../other/remoteEntry.js' } },
      /remote entry/,
    ],
    [
      'a remote entry digest that is not a SHA-384',
      'government',
      { ...good, integrity: { server: SHA, entry: 'sha1-abc', entryFile: 'remoteEntry.js' } },
      /remote entry is not a SHA-384/,
    ],
    [
      'an API that takes another area’s feeds',
      'government',
      { ...good, api: ['/feeds'] },
      /news_events owns/,
    ],
  ];
  for (const [what, name, line, problem] of hostile) {
    it(`refuses ${what}`, () => {
      expect(lineProblems(name as string, line as Record<string, unknown>, others).join('\n')).toMatch(
        problem as RegExp,
      );
    });
  }
});

describe('switchRemote', () => {
  let server: http.Server;
  let base = '';
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'switch-'));
  const areas: Record<string, Record<string, unknown>> = {
    community: { name: 'community', label: 'Community', prefixes: ['/programs'], widgets: [] },
    broken: {
      name: 'community',
      label: 'Community',
      prefixes: ['/programs'],
      widgets: [],
      server: 'server/server.0123456789.js',
    },
    checked: {
      name: 'community',
      label: 'Community',
      prefixes: ['/programs'],
      widgets: [],
      server: 'server/server.0123456789.js',
    },
    government: { name: 'government', label: 'Government', prefixes: ['/government'], widgets: [] },
    hostile: { name: 'government', label: 'Government', prefixes: ['/programs'], widgets: [] },
  };

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const [, build, file] = /^\/([^/]+)\/(.+)$/.exec(req.url ?? '') ?? [];
      if (file === 'area.json' && build && Object.hasOwn(areas, build))
        return res.end(JSON.stringify(areas[build]));
      if (file === 'mf-manifest.json' && (build === 'checked' || build === 'broken')) {
        return res.end(JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } } }));
      }
      if (file === 'mf-manifest.json') return res.end('{}');
      if ((build === 'checked' || build === 'broken') && file === 'remoteEntry.js')
        return res.end('// entry');
      if (build === 'checked' && file === 'server/server.0123456789.js') return res.end(MODULE);
      if (build === 'broken' && file === 'server/server.0123456789.js') return res.end(BROKEN);
      res.statusCode = 404;
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('lands two switches made at the same moment, neither losing the other’s line', async () => {
    const listFile = path.join(tmp, 'remotes.json');
    fs.writeFileSync(listFile, JSON.stringify({ contract: 1, remotes: {} }));
    await Promise.all([
      switchRemote(listFile, 'community', `${base}/community/mf-manifest.json`),
      switchRemote(listFile, 'government', `${base}/government/mf-manifest.json`),
    ]);
    const list = JSON.parse(fs.readFileSync(listFile, 'utf8'));
    expect(Object.keys(list.remotes).sort()).toEqual(['community', 'government']);
    expect(fs.readdirSync(tmp)).toEqual(['remotes.json']);
  });

  it('records the SHA-384 of the server module and of the remote entry the manifest names', async () => {
    const listFile = path.join(tmp, 'checked.json');
    fs.writeFileSync(listFile, JSON.stringify({ contract: 1, remotes: {} }));
    await switchRemote(listFile, 'community', `${base}/checked/mf-manifest.json`);
    const { integrity } = JSON.parse(fs.readFileSync(listFile, 'utf8')).remotes.community;
    const sha = (text: string) => `sha384-${crypto.createHash('sha384').update(text).digest('base64')}`;
    expect(integrity).toEqual({
      server: sha(MODULE),
      entry: sha('// entry'),
      entryFile: 'remoteEntry.js',
    });
    fs.rmSync(listFile);
  });

  it('refuses a build whose server module throws when it is evaluated, and leaves the list as it was', async () => {
    const listFile = path.join(tmp, 'remotes.json');
    const beforeSwitch = fs.readFileSync(listFile, 'utf8');
    await expect(switchRemote(listFile, 'community', `${base}/broken/mf-manifest.json`)).rejects.toThrow(
      /community was not switched: the build does not run \(this build is broken\)/,
    );
    expect(fs.readFileSync(listFile, 'utf8')).toBe(beforeSwitch);
  });

  it('refuses a build whose area.json claims another area’s paths, and leaves the list as it was', async () => {
    const listFile = path.join(tmp, 'remotes.json');
    const beforeSwitch = fs.readFileSync(listFile, 'utf8');
    await expect(switchRemote(listFile, 'government', `${base}/hostile/mf-manifest.json`)).rejects.toThrow(
      /"\/programs" overlaps "\/programs", which community owns/,
    );
    expect(fs.readFileSync(listFile, 'utf8')).toBe(beforeSwitch);
  });
});
