/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetchWithin } from './fetch-within';

describe('fetchWithin', () => {
  let server: http.Server;
  let origin = '';
  const open: http.ServerResponse[] = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (req.url === '/whole') {
        res.end('{"ok":true}');
        return;
      }
      // Headers and half a body, then nothing more: the body never ends.
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.write('half');
      open.push(res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    for (const res of open) res.destroy();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('gives what read makes of the response', async () => {
    await expect(
      fetchWithin(`${origin}/whole`, { ms: 5000, read: (response) => response.json() }),
    ).resolves.toEqual({ ok: true });
  });

  it('gives up on a body that never ends, with a message naming the address', async () => {
    await expect(
      fetchWithin(`${origin}/never`, { ms: 200, read: (response) => response.text() }),
    ).rejects.toThrow(`${origin}/never did not answer within 0.2 s`);
  });

  it('settles even when the fetch itself ignores its signal (the case AbortSignal.timeout alone left pending)', async () => {
    const pending = () => new Promise<Response>(() => {});
    await expect(
      fetchWithin(`${origin}/whole`, { ms: 100, fetchImpl: pending, read: (response) => response.text() }),
    ).rejects.toMatchObject({ name: 'TimeoutError' });
  });

  it("passes on read's own error", async () => {
    await expect(
      fetchWithin(`${origin}/whole`, {
        ms: 5000,
        read: (response) => {
          throw new Error(`answered ${response.status}`);
        },
      }),
    ).rejects.toThrow('answered 200');
  });
});
