import type { PlaywrightTestConfig } from '@playwright/test';

/** The Playwright configuration of a package's journeys (see playwright.cjs). */
declare function playwrightConfig(dirname: string, overrides?: PlaywrightTestConfig): PlaywrightTestConfig;
declare namespace playwrightConfig {
  /** Every package's journeys in one run: one project per package, one server (the root playwright.config.ts). */
  function siteConfig(): PlaywrightTestConfig;
  /** The packages that have journeys. */
  const PACKAGES: string[];
}
export = playwrightConfig;
