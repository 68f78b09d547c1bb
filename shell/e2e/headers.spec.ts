import { ALL_ORIGINS as ORIGINS, SHELL_ORIGIN, expect, test } from '@springfield/shared/e2e';

function expectSecurityHeaders(headers: Record<string, string>, url: string, page: boolean) {
  const csp = headers['content-security-policy'] ?? '';
  if (page) {
    // A page of the site: scripts from known origins only, never eval or inline.
    expect(csp, `CSP of ${url}`).toContain("default-src 'self'");
    expect(csp.match(/script-src [^;]*/)?.[0] ?? '', `script-src of ${url}`).not.toContain('unsafe-inline');
  } else {
    // Anything else, opened on its own, may load and run nothing.
    expect(csp, `CSP of ${url}`).toContain("default-src 'none'");
  }
  expect(csp, `CSP of ${url}`).toContain("frame-ancestors 'none'");
  expect(csp, `CSP of ${url}`).not.toContain('unsafe-eval');
  expect(headers['x-content-type-options'], url).toBe('nosniff');
  expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options'], url).toBe('DENY');
}

test('every response of every origin carries the security headers', async ({ request }) => {
  for (const origin of ORIGINS) {
    const isShell = origin === SHELL_ORIGIN;
    const pages = isShell ? ['/', '/news/some-article', '/index.html'] : ['/'];
    const others = isShell
      ? ['/remotes.json', '/main.js', '/start.js', '/favicon.svg']
      : ['/mf-manifest.json', '/remoteEntry.js', '/missing.js'];
    for (const path of pages) {
      const response = await request.get(`${origin}${path}`);
      expect(response.headers()['content-type'], `${origin}${path}`).toContain('text/html');
      expectSecurityHeaders(response.headers(), `${origin}${path}`, true);
    }
    for (const path of others) {
      const response = await request.get(`${origin}${path}`);
      expectSecurityHeaders(response.headers(), `${origin}${path}`, false);
    }
  }
});

test('entry files are revalidated and hashed chunks are cached for a year', async ({ request }) => {
  for (const origin of ORIGINS.slice(1)) {
    const manifest = await request.get(`${origin}/mf-manifest.json`);
    expect(manifest.headers()['cache-control']).toBe('no-cache');
    expect(manifest.headers()['access-control-allow-origin']).toBe('*');
    const entry = await request.get(`${origin}/remoteEntry.js`);
    expect(entry.headers()['cache-control']).toBe('no-cache');
    const json = await manifest.json();
    const chunk: string = json.exposes[0].assets.js.sync[0];
    const hashed = await request.get(`${origin}/${chunk}`);
    expect(hashed.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(hashed.headers()['access-control-allow-origin']).toBe('*');
  }
  // A page is rendered on the server: a CDN may keep it a minute and serve it stale while it revalidates.
  const index = await request.get('/events/1');
  expect(index.headers()['cache-control']).toBe(
    'public, max-age=0, s-maxage=60, stale-while-revalidate=600, stale-if-error=86400',
  );
  expect(index.headers()['content-type']).toContain('text/html');
});

test('the site works with its Content-Security-Policy enforced, without violations', async ({ page }) => {
  const violations: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { cspViolations: string[] }).cspViolations ??= [];
      (window as unknown as { cspViolations: string[] }).cspViolations.push(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      violations.push(message.text());
  });
  for (const path of ['/', '/news', '/departments', '/government', '/programs']) {
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible();
    violations.push(
      ...(await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [])),
    );
  }
  expect(violations).toEqual([]);
});
