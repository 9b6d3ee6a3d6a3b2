// One jest config for the whole repo: every package's tests run through @swc/jest.
// Service tests open one PGlite per test file (services/kit/src/testing), so the worker count
// stays low on a 2-core machine.
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' } },
    ],
  },
  testMatch: ['**/src/**/*.test.ts', '**/src/**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/e2e/'],
  setupFiles: ['<rootDir>/scripts/jest-text-encoding.cjs'],
  moduleNameMapper: { '\\.(css)$': '<rootDir>/scripts/jest-style-stub.cjs' },
  transformIgnorePatterns: ['/node_modules/(?!(jose)/)'],
  maxWorkers: 2,
  testTimeout: 60000,
};
