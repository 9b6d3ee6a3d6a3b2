import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../..');
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
export const BASE_URL = `http://localhost:${E2E_PORT}`;
// one state file per port: engineers and CI jobs on other ports never stop each other's product
export const STATE_FILE = path.join(os.tmpdir(), `invalpool-e2e-state-${E2E_PORT}.json`);

export interface ProductState {
  pid: number;
  dataDir: string;
  registryFile: string;
  staticDir: string;
  version: string;
}

/**
 * Starts the assembled product the way the README does (`npm start`, i.e. scripts/start.mjs),
 * on its own port, data folder and registry copy, and waits until it prints its URL.
 */
export async function startProduct(options: { dataDir: string; registryFile: string; version: string }): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts/start.mjs')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(E2E_PORT),
      DATA_DIR: options.dataDir,
      REGISTRY_FILE: options.registryFile,
      APP_VERSION: options.version,
      LOG_LEVEL: 'warn',
      // every browser and API call of the whole suite comes from one address, so the production
      // default (600 a minute) throttles the suite itself; the limiter has its own gateway test
      RATE_LIMIT_PER_MINUTE: process.env.RATE_LIMIT_PER_MINUTE ?? '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    // E2E_START_TIMEOUT_S: a machine busy with other builds may need longer to load the demo data
    const seconds = Number(process.env.E2E_START_TIMEOUT_S ?? 120);
    const timer = setTimeout(() => {
      // a product that is still starting must not outlive the run that gave up on it
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
      reject(new Error(`product did not start in ${seconds} s:\n${output}`));
    }, seconds * 1000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(`running at http://localhost:${E2E_PORT}`)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`product exited with ${code}:\n${output}`));
    });
  });
  child.stdout?.removeAllListeners('data');
  child.stderr?.removeAllListeners('data');
  child.stdout?.resume();
  child.stderr?.resume();
  child.unref();
  return child;
}

export async function stopProduct(pid: number): Promise<void> {
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    return;
  }
  for (let i = 0; i < 100; i++) {
    try {
      process.kill(-pid, 0);
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    /* already gone */
  }
}

export const readState = (): ProductState => JSON.parse(fs.readFileSync(STATE_FILE, 'utf8')) as ProductState;
export const writeState = (state: ProductState) => fs.writeFileSync(STATE_FILE, JSON.stringify(state));

/** Restarts the product on the same data with another version (a deploy of a new release). */
export async function restartWithVersion(version: string): Promise<void> {
  const state = readState();
  await stopProduct(state.pid);
  const child = await startProduct({ dataDir: state.dataDir, registryFile: state.registryFile, version });
  writeState({ ...state, pid: child.pid as number, version });
}

/** Rewrites the test's registry copy; the gateway reads it on the next /api/modules call. */
export function editRegistry(edit: (registry: { modules: Record<string, { name: string; version: string; manifest: string }> }) => void) {
  const { registryFile } = readState();
  const registry = JSON.parse(fs.readFileSync(registryFile, 'utf8'));
  edit(registry);
  fs.writeFileSync(registryFile, JSON.stringify(registry, null, 2));
}
