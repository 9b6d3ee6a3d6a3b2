import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './product';

export const MODULES_DIR = path.join(ROOT, 'dist/modules');
export const SHELL_DIR = path.join(ROOT, 'dist/shell');

/** Runs scripts/build-modules.mjs as the runbook does (`--only`, `--source`, `--version`, ...). */
export function buildModules(args: string[], env: Record<string, string> = {}): void {
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/build-modules.mjs'), ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

/**
 * A copy of a module's folder with the files of `overlay` written over it (a next version of the
 * module), beside links to shared/ and node_modules/ so its build resolves as in the repository.
 */
export function moduleCopy(folder: string, overlay: string): string {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'module-copy-'));
  fs.symlinkSync(path.join(ROOT, 'shared'), path.join(work, 'shared'));
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(work, 'node_modules'));
  const copy = path.join(work, folder);
  fs.cpSync(path.join(ROOT, folder), copy, { recursive: true, filter: (src) => !['node_modules', 'dist'].includes(path.basename(src)) });
  fs.cpSync(overlay, copy, { recursive: true });
  return copy;
}

/** The sha-256 of every file under `dir`, by its path there. */
export function treeHashes(dir: string): Record<string, string> {
  return Object.fromEntries(
    fs
      .readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.join(e.parentPath, e.name))
      .sort()
      .map((file) => [path.relative(dir, file), crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex')]),
  );
}

/** The build stamp of every module build in dist/modules (`<name>/<version>` -> when it was built). */
export function buildStamps(): Record<string, string> {
  const stamps: Record<string, string> = {};
  for (const name of fs.readdirSync(MODULES_DIR)) {
    for (const version of fs.readdirSync(path.join(MODULES_DIR, name))) {
      const stamp = path.join(MODULES_DIR, name, version, '.build-stamp');
      if (fs.existsSync(stamp)) stamps[`${name}/${version}`] = fs.readFileSync(stamp, 'utf8');
    }
  }
  return stamps;
}
