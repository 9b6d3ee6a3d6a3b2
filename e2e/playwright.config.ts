import { defineConfig } from '@playwright/test';
import { browserPath, CHROMIUM_ARGS } from '../scripts/browser/find-browser';
import { BASE_URL } from './support/product';

/**
 * End-to-end tests in Chrome or Chromium (the one scripts/ensure-browser.ts finds or installs) against
 * the product started as the README starts it.
 */
export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  // One product instance is shared and some tests restart it or edit its registry: run serially.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: browserPath(), args: CHROMIUM_ARGS },
  },
});
