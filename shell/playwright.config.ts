import { defineConfig } from '@playwright/test';

// Debian's Chromium (Playwright's own browser download is not available on these machines).
const executablePath = process.env.CHROMIUM ?? '/usr/bin/chromium';
// The shell's port, moved with SITE_PORT_OFFSET as shared/tooling/apps.cjs moves it.
const origin = `http://localhost:${8080 + Number(process.env.SITE_PORT_OFFSET || 0)}`;

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '../.test-results/e2e.json' }]],
  use: {
    baseURL: origin,
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  // The production build served exactly as `npm start` serves it (the root `npm test` builds it first).
  webServer: {
    command: 'node ../shared/tooling/start.mjs --no-build',
    url: `${origin}/remotes.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
