import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../..');
/**
 * Each Playwright worker has a product of its own (its own port, data, registry and mail), so tests in
 * two workers never see each other's data: worker n (TEST_PARALLEL_INDEX, which a replacement worker
 * keeps) talks to the product on E2E_PORT + n.
 */
export const productPort = (parallelIndex: number) => Number(process.env.E2E_PORT ?? 8181) + parallelIndex;
export const E2E_PORT = productPort(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
export const BASE_URL = `http://localhost:${E2E_PORT}`;
// one state file per port: engineers and CI jobs on other ports never stop each other's product
export const stateFileOf = (port: number) => path.join(os.tmpdir(), `invalpool-e2e-state-${port}.json`);

export interface ProductOptions {
  port: number;
  dataDir: string;
  registryFile: string;
  version: string;
  /** what this product's environment adds to the runner's (its SSO provider, payroll system, public URL) */
  env: Record<string, string>;
}

export interface ProductState extends ProductOptions {
  /** the product's process group; 0 until a worker first needs it */
  pid: number;
  staticDir: string;
  /** the process group of this product's SSO test provider */
  ssoPid: number;
}

/**
 * Starts the assembled product the way the README does (`npm start`, i.e. scripts/start.mjs),
 * on its own port, data folder and registry copy, and waits until it prints its URL.
 */
export async function startProduct(options: ProductOptions): Promise<ChildProcess> {
  const port = options.port;
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts/start.mjs')], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...options.env,
      PORT: String(port),
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
      if (output.includes(`running at http://localhost:${port}`)) {
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

/** Starts this worker's product unless it runs (a worker that replaces a failed one finds it running). */
export async function ensureProduct(): Promise<void> {
  const state = readState();
  if (state.pid && isRunning(state.pid)) return;
  const child = await startProduct(state);
  writeState({ ...state, pid: child.pid as number });
}

function isRunning(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

export async function stopProduct(pid: number): Promise<void> {
  if (!pid) return;
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

/** The state of this worker's product (or of the product on `port`). */
export const readState = (port = E2E_PORT): ProductState => JSON.parse(fs.readFileSync(stateFileOf(port), 'utf8')) as ProductState;
export const writeState = (state: ProductState) => fs.writeFileSync(stateFileOf(state.port), JSON.stringify(state));

/** Restarts the product on the same data with another version (a deploy of a new release). */
export async function restartWithVersion(version: string): Promise<void> {
  const state = readState();
  await stopProduct(state.pid);
  const child = await startProduct({ ...state, version });
  writeState({ ...state, pid: child.pid as number, version });
}

/** Rewrites the test's registry copy; the gateway reads it on the next /api/modules call. */
export function editRegistry(edit: (registry: { modules: Record<string, { name: string; version: string; manifest: string }> }) => void) {
  const { registryFile } = readState();
  const registry = JSON.parse(fs.readFileSync(registryFile, 'utf8'));
  edit(registry);
  fs.writeFileSync(registryFile, JSON.stringify(registry, null, 2));
}
