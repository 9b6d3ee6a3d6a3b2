// One jest config for the whole repo: every package's tests run through @swc/jest.
// Service tests open one PGlite per test file, copied from a snapshot the first file builds
// (services/kit/src/testing, ADR 0154); the global setup names the run for the server's template
// databases and the teardown drops them. The worker count stays low on a 2-core machine.
// Each workspace's `npm test` runs this config with its own folder as rootDir, so files of the root
// are named by __dirname, not <rootDir>.
const path = require('node:path');

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' } },
    ],
  },
  testMatch: ['**/src/**/*.test.ts', '**/src/**/*.test.tsx', '**/scripts/**/*.test.ts', '**/platform/build/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/e2e/'],
  globalSetup: path.join(__dirname, 'scripts/jest-global-setup.ts'),
  globalTeardown: path.join(__dirname, 'scripts/jest-global-teardown.ts'),
  setupFiles: [path.join(__dirname, 'scripts/jest-text-encoding.cjs')],
  setupFilesAfterEnv: [path.join(__dirname, 'scripts/jest-dom-timeout.cjs')],
  moduleNameMapper: { '\\.(css)$': path.join(__dirname, 'scripts/jest-style-stub.cjs') },
  transformIgnorePatterns: ['/node_modules/(?!(jose|cookie|file-type|strtok3|token-types|@tokenizer|uint8array-extras|@borewit)/)'],
  maxWorkers: 2,
  testTimeout: 60000,
};
