import type { PlaywrightTestConfig } from '@playwright/test';

/** The Playwright configuration of a package's journeys (see playwright.cjs). */
declare function playwrightConfig(dirname: string, overrides?: PlaywrightTestConfig): PlaywrightTestConfig;
export = playwrightConfig;
