/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseWrk, runWrk, wrkPath } from './wrk.cjs';

describe('wrk as the load client', () => {
  it('reads its result line: requests per second, percentiles in ms, errors and other answers apart', () => {
    const output = [
      'Running 10s test @ http://localhost:8990',
      '  2 threads and 50 connections',
      'WRK_RESULT {"requests":30000,"durationUs":10000000,"p50Us":4250,"p99Us":18960,"connect":0,"read":2,"write":0,"timeout":1,"status":7}',
    ].join('\n');
    expect(parseWrk(output)).toEqual({
      requestsPerSecond: 3000,
      latencyP50Ms: 4.3,
      latencyP99Ms: 19,
      requests: 30000,
      errors: 3,
      non2xx: 7,
    });
  });

  it('says what it printed when there is no result', () => {
    expect(() => parseWrk('unable to connect to localhost:8990 Connection refused')).toThrow(
      /wrk printed no result:\nunable to connect/,
    );
  });

  // Where the machine has wrk (the benchmarks' machines, and CI, whose .ci/run installs it): skipped only on a
  // developer's machine without it. Under CI a missing wrk fails the test (wrkPath() is asserted below), so an
  // install that lost it cannot pass as skipped.
  const withWrk = wrkPath() || process.env.CI ? it : it.skip;

  withWrk('sends the paths in turn with the headers, and counts what is not 2xx or 3xx', async () => {
    expect(wrkPath()).toMatch(/wrk$/);
    const seen = new Map<string, number>();
    const server = http.createServer((req, res) => {
      const key = `${req.url} ${req.headers['accept-encoding']}`;
      seen.set(key, (seen.get(key) ?? 0) + 1);
      res.statusCode = req.url === '/missing' ? 404 : 200;
      res.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const result = await runWrk({
        url: `http://127.0.0.1:${port}`,
        paths: ['/', '/missing', '/search?q=a%20b&x="1"'],
        connections: 2,
        seconds: 1,
        threads: 1,
        headers: { 'Accept-Encoding': 'gzip, br' },
      });
      expect([...seen.keys()].sort()).toEqual([
        '/ gzip, br',
        '/missing gzip, br',
        '/search?q=a%20b&x="1" gzip, br',
      ]);
      // The requests in flight when the time is up (one per connection at most) are not counted.
      const answered = [...seen.values()].reduce((a, b) => a + b, 0);
      expect(answered - result.requests).toBeGreaterThanOrEqual(0);
      expect(answered - result.requests).toBeLessThanOrEqual(2);
      const missing = seen.get('/missing gzip, br') ?? 0;
      expect(result.non2xx).toBeGreaterThan(0);
      expect(missing - result.non2xx).toBeGreaterThanOrEqual(0);
      expect(missing - result.non2xx).toBeLessThanOrEqual(2);
      expect(result.errors).toBe(0);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  withWrk(
    'with addresses, loads each server from a thread of its own, with the Host header it is given',
    async () => {
      expect(wrkPath()).toMatch(/wrk$/);
      const hosts: string[][] = [[], []];
      const servers = hosts.map((seen) =>
        http.createServer((req, res) => {
          seen.push(req.headers.host ?? '');
          res.end('ok');
        }),
      );
      await Promise.all(
        servers.map((server) => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))),
      );
      try {
        const addresses = servers.map((server) => `127.0.0.1:${(server.address() as AddressInfo).port}`);
        // wrk checks that the URL's server answers before it starts: the first one, named by another Host.
        const result = await runWrk({
          url: `http://${addresses[0]}`,
          paths: ['/'],
          connections: 2,
          seconds: 1,
          threads: 2,
          headers: { Host: 'site.example' },
          addresses,
        });
        expect(hosts[0].length).toBeGreaterThan(0);
        expect(hosts[1].length).toBeGreaterThan(0);
        expect(new Set([...hosts[0], ...hosts[1]])).toEqual(new Set(['site.example']));
        expect(result.errors).toBe(0);
        expect(result.requests).toBeGreaterThan(0);
      } finally {
        for (const server of servers) server.closeAllConnections();
        await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
      }
    },
  );
});
