// The floor under the total-blocking-time target, measured on this machine with the same Lighthouse runs as
// the routes: one route's page as the server renders it, served as static HTML without any script (the
// issue's "limit to approach"), and the same page with nothing but React DOM hydrating one element (the least
// script any page of a React site hydrates with). Lighthouse's mobile preset simulates a processor four times
// slower than this one, so a single task of more than 12.5 ms here blocks; React DOM's own evaluation is one
// such task, which no page built on it can split.
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import webpack from 'webpack';

const require = createRequire(import.meta.url);
const { withoutScripts, withReactAlone } = require('./floor-pages.cjs');
const here = path.dirname(fileURLToPath(import.meta.url));

/** Builds floor-entry.js (React DOM hydrating one element) for production; returns the script's text. */
async function buildFloorScript() {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'springfield-bench-floor-'));
  const compiler = webpack({
    mode: 'production',
    context: here,
    entry: path.join(here, 'floor-entry.js'),
    output: { path: outDir, filename: 'floor.js' },
    performance: { hints: false },
  });
  await new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) reject(error);
      else if (stats.hasErrors()) reject(new Error(stats.toString('errors-only')));
      else resolve();
    });
  });
  const script = fs.readFileSync(path.join(outDir, 'floor.js'));
  fs.rmSync(outDir, { recursive: true, force: true });
  return script;
}

/**
 * Serves the two floor pages of `route` on a free port. Returns their addresses and close(). The script is
 * sent compressed, as the site's are.
 */
export async function serveFloorPages(origin, route) {
  const response = await fetch(`${origin}${route}`);
  if (!response.ok) throw new Error(`${route} answered ${response.status}`);
  const staticHtml = withoutScripts(await response.text(), origin);
  const script = zlib.gzipSync(await buildFloorScript());
  const server = http.createServer((request, reply) => {
    const headers = { 'Cache-Control': 'no-cache' };
    if (request.url === '/floor.js') {
      reply.writeHead(200, { ...headers, 'Content-Type': 'text/javascript', 'Content-Encoding': 'gzip' });
      reply.end(script);
      return;
    }
    const page = { '/static': staticHtml, '/react': reactHtml }[request.url];
    if (!page) {
      reply.writeHead(404, headers).end();
      return;
    }
    reply.writeHead(200, { ...headers, 'Content-Type': 'text/html; charset=utf-8' });
    reply.end(page);
  });
  await new Promise((resolve) => server.listen(0, 'localhost', resolve));
  const base = `http://localhost:${server.address().port}`;
  const reactHtml = withReactAlone(staticHtml, `${base}/floor.js`);
  return {
    staticUrl: `${base}/static`,
    reactUrl: `${base}/react`,
    scriptKb: Math.round((script.length / 1024) * 10) / 10,
    // Lighthouse's browser may keep a connection open after its last run: closed with the server, else close()
    // waited for it and the bench never ended.
    close: () =>
      new Promise((resolve) => {
        server.close(resolve);
        server.closeAllConnections();
      }),
  };
}
