import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, startProduct, writeState } from './product';
import { startPayroll } from './payroll';
import { startSsoTestProvider } from './sso-provider';

export const CANARY_VERSION = '9.9.9-canary';

/**
 * Builds a second version of mfe-dashboard next to the default builds (to prove a registry change
 * switches one remote), then starts the product on a fresh data folder and a registry copy.
 */
export default async function globalSetup() {
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

  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'invalpool-e2e-'));
  const registryFile = path.join(work, 'registry.json');
  fs.copyFileSync(path.join(ROOT, 'deploy/registry.json'), registryFile);
  const dataDir = path.join(work, 'pglite');
  const version = 'v2025.10.5';
  // a real OpenID Connect provider for the demo pool's single sign-on (e2e/tests/sso.spec.ts)
  await startSsoTestProvider();
  // a payroll system that books each work-state line once (e2e/tests/work-state.spec.ts sends to it)
  await startPayroll();
  const child = await startProduct({ dataDir, registryFile, version });
  writeState({ pid: child.pid as number, dataDir, registryFile, staticDir: path.join(ROOT, 'dist'), version });
}
