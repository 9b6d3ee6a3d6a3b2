import { defineConfig } from '@playwright/test';
import { browserPath, CHROMIUM_ARGS } from '../scripts/browser/find-browser';
import { BASE_URL } from './support/product';

const ALONE = /\/(modules|module-compatibility|module-rollout|sign-in-prerendered)\.spec\.ts$/;

/**
 * End-to-end tests in Chrome or Chromium (the one scripts/ensure-browser.ts finds or installs; Debian's
 * headless shell where it is there, ADR 0373) against the product started as the README starts it.
 */
export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  // Two workers, each with a product of its own (support/product.ts): the browser and the product of
  // one left most of the second core idle. A spec's tests run in order in one worker.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  projects: [
    { name: 'own-product', testIgnore: ALONE },
    // after the rest, one at a time: they rebuild modules into the dist/ every product serves, or
    // measure the layout while it loads, which a second browser beside it would disturb
    { name: 'alone', testMatch: ALONE, workers: 1, dependencies: ['own-product'] },
  ],
  // A failed test runs once more, with a trace: recording every test's trace (screenshots and DOM
  // snapshots at each step) doubled the browser's CPU and the suite's time. A test that passes on the
  // second run still fails the suite: a flaky test is a failure.
  retries: 1,
  failOnFlakyTests: true,
  // The waits are sized for the slowest machine CI has met, not a quiet one: the same commit's suite
  // took 10.7 min on a quiet 2-core machine and 29.9 min in a CI run, where the shell built in 19.2 s
  // instead of 3.8 s; a screen that shows in 3 s here took over 10 s there (support-and-board-number-
  // rights.spec failed once on that). A passing wait ends as soon as its condition holds, so only a
  // failing test waits longer.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: browserPath('headless-shell'), args: CHROMIUM_ARGS },
  },
});
