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
  // A failed test runs once more, with a trace: recording every test's trace (screenshots and DOM
  // snapshots at each step) doubled the browser's CPU and the suite's time. A test that passes on the
  // second run still fails the suite: a flaky test is a failure.
  retries: 1,
  failOnFlakyTests: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: browserPath(), args: CHROMIUM_ARGS },
  },
});
