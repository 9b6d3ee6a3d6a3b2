import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { productPort, ROOT, writeState } from './product';
import { startPayroll } from './payroll';
import { startSsoTestProvider } from './sso-provider';

export const CANARY_VERSION = '9.9.9-canary';

/**
 * Builds a second version of mfe-dashboard next to the default builds (to prove a registry change
 * switches one remote), then prepares a product for each worker: a fresh data folder, a registry
 * copy, an SSO provider and a payroll system of its own. The product itself starts when a worker
 * first needs it (the ownProduct fixture of ./guard), so a run of one spec starts one product.
 */
export default async function globalSetup(config: FullConfig) {
  const build = spawnSync(
    process.execPath,
    [
      path.join(ROOT, 'scripts/build-modules.mjs'),
      '--only',
      'mfe-dashboard',
      '--version',
      CANARY_VERSION,
      '--out',
      path.join(ROOT, 'dist/modules'),
    ],
    { cwd: ROOT, stdio: 'inherit' },
  );
  if (build.status !== 0) throw new Error('building the canary dashboard failed');
  await Promise.all(Array.from({ length: config.workers }, (_, index) => prepareProduct(productPort(index))));
}

async function prepareProduct(port: number): Promise<void> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'invalpool-e2e-'));
  const registryFile = path.join(work, 'registry.json');
  fs.copyFileSync(path.join(ROOT, 'deploy/registry.json'), registryFile);
  const dataDir = path.join(work, 'pglite');
  const version = 'v2025.10.5';
  // a real OpenID Connect provider for the demo pool's single sign-on (e2e/tests/sso.spec.ts)
  const sso = await startSsoTestProvider(port);
  // a payroll system that books each work-state line once (e2e/tests/work-state.spec.ts sends to it)
  const env = { ...sso.env, ...(await startPayroll()) };
  writeState({ port, dataDir, registryFile, version, env, pid: 0, ssoPid: sso.pid, staticDir: path.join(ROOT, 'dist') });
}
