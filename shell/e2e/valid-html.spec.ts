// Valid HTML (issue 28): the W3C Nu HTML checker (vnu-jar, on the machine's Java) finds no error in any route's
// HTML as the server sends it, nor in its document once the browser has hydrated it (what scripts inserted).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { expect, test, waitForHydration } from '@springfield/shared/e2e';
import { ROUTES } from './routes';

const require = createRequire(__filename);
const VNU_JAR = path.join(path.dirname(require.resolve('vnu-jar/package.json')), 'build', 'dist', 'vnu.jar');

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

test('every route, in every language, is valid HTML as the server sends it and once hydrated (W3C Nu checker: no error)', async ({
  page,
}) => {
  test.setTimeout(600_000);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'valid-html-'));
  try {
    const files = new Map<string, string>();
    // Every route in each of the site's languages (issue 30: /es/…, /zh-hant/…).
    const addresses = ['', '/es', '/zh-hant'].flatMap((prefix) =>
      ROUTES.map((route) => (prefix && route === '/' ? prefix : `${prefix}${route}`)),
    );
    for (const [i, route] of addresses.entries()) {
      const served = await page.request.get(route);
      const servedFile = path.join(folder, `${i}-served.html`);
      fs.writeFileSync(servedFile, await served.text());
      files.set(servedFile, `${route} as served`);
      await page.goto(route);
      await waitForHydration(page);
      const renderedFile = path.join(folder, `${i}-rendered.html`);
      fs.writeFileSync(renderedFile, await page.content());
      files.set(renderedFile, `${route} once hydrated`);
    }
    // One run for every file (the checker takes seconds to start); it exits 1 when it reports an error.
    let output = '';
    try {
      output = execFileSync('java', ['-jar', VNU_JAR, '--format', 'json', '--stdout', ...files.keys()], {
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      });
    } catch (error) {
      output = String((error as { stdout?: string }).stdout ?? '');
      if (!output) throw error;
    }
    const { messages } = JSON.parse(output) as { messages: VnuMessage[] };
    const errors = messages
      .filter((m) => m.type === 'error' || m.subType === 'fatal')
      .map((m) => {
        const file = decodeURIComponent(new URL(m.url).pathname);
        return `${files.get(file) ?? file}, line ${m.lastLine}: ${m.message} [${(m.extract ?? '').trim()}]`;
      });
    expect(errors, errors.join('\n')).toEqual([]);
    expect(files.size).toBe(addresses.length * 2);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
});
