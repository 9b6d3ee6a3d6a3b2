#!/usr/bin/env node
// Builds the shell and the six remotes (production) and lays them out as the gateway serves them:
//   dist/shell/                          the host page
//   dist/modules/<remoteName>/<version>/ each remote (mf-manifest.json, module.json, remoteEntry.js, chunks)
// Options: --only <folder> builds one module, --version <v> builds it as another version,
// --out <dir> copies remotes into another modules folder, --shell-out <dir> puts the shell elsewhere,
// --source <dir> builds the one module in another folder (a module kept outside this list, or a
// changed copy; named after the descriptor its build writes), --force ignores the up-to-date check.
// SHARED_VERSIONS=@app/ui=2.1.0,... builds as if against other versions of the shared packages.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MODULES = [
  { folder: 'shell', name: null },
  { folder: 'mfe-dashboard', name: 'mfe_dashboard' },
  { folder: 'mfe-requests', name: 'mfe_requests' },
  { folder: 'mfe-planning', name: 'mfe_planning' },
  { folder: 'mfe-admin', name: 'mfe_admin' },
  { folder: 'mfe-reports', name: 'mfe_reports' },
  { folder: 'mfe-public', name: 'mfe_public' },
];
// package.json too: the packages' `exports` (entry points) decide what every build shares
const SHARED_SOURCES = [
  ...['contracts', 'platform', 'i18n', 'ui'].flatMap((p) => [`shared/${p}/src`, `shared/${p}/package.json`]),
  'shared/platform/build',
];
const STAMP = '.build-stamp';

function option(name) {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
const force = process.argv.includes('--force');
const only = option('--only');
const versionOverride = option('--version');
const modulesOut = path.resolve(root, option('--out') ?? 'dist/modules');
const shellOut = path.resolve(root, option('--shell-out') ?? 'dist/shell');
const source = option('--source');

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

function version(folder) {
  return versionOverride ?? JSON.parse(fs.readFileSync(path.resolve(root, folder, 'package.json'), 'utf8')).version;
}

function destination(mod) {
  return mod.name ? path.join(modulesOut, mod.name, version(mod.folder)) : shellOut;
}

function upToDate(mod) {
  const stamp = path.join(destination(mod), STAMP);
  if (force || source || !fs.existsSync(stamp)) return false;
  const sources = Math.max(
    newestMtime(path.resolve(root, mod.folder)),
    ...SHARED_SOURCES.map((p) => newestMtime(path.join(root, p))),
    newestMtime(path.join(root, 'package-lock.json')),
  );
  return fs.statSync(stamp).mtimeMs > sources;
}

/**
 * Writes a .gz beside every text asset once at build time, so the gateway sends the precompressed
 * file instead of compressing the same bytes again on every request.
 */
function precompress(dir) {
  for (const entry of fs.readdirSync(dir, { recursive: true })) {
    const file = path.join(dir, String(entry));
    if (!/\.(js|css|html|json|svg)$/.test(file) || !fs.statSync(file).isFile() || fs.statSync(file).size < 1024) continue;
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(fs.readFileSync(file), { level: 9 }));
  }
}

function build(mod) {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), `build-${path.basename(mod.folder)}-`));
  const env = { ...process.env, MODULE_OUTPUT_PATH: out, NODE_ENV: 'production' };
  if (versionOverride) env.MODULE_VERSION = versionOverride;
  const rspack = path.join(root, 'node_modules', '.bin', 'rspack');
  // the stamp carries the time the build started: a source saved while rspack ran is newer, so the
  // next run builds again instead of calling a build that missed the change up to date
  const startedAt = new Date();
  return new Promise((resolve, reject) => {
    const child = spawn(rspack, ['build', '-c', 'rspack.config.ts'], {
      cwd: path.resolve(root, mod.folder),
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stdout.on('data', (d) => (log += d));
    child.stderr.on('data', (d) => (log += d));
    child.on('close', (code) => {
      if (code !== 0 || /ERROR in/.test(log)) return reject(new Error(`${mod.folder} failed:\n${log}`));
      // a module from --source is named by the descriptor its build wrote
      const dest = destination(
        mod.name === undefined ? { ...mod, name: JSON.parse(fs.readFileSync(path.join(out, 'module.json'), 'utf8')).name } : mod,
      );
      fs.rmSync(dest, { recursive: true, force: true });
      fs.mkdirSync(path.dirname(dest), { recursive: true });
      fs.cpSync(out, dest, { recursive: true });
      fs.rmSync(out, { recursive: true, force: true });
      precompress(dest);
      const stamp = path.join(dest, STAMP);
      fs.writeFileSync(stamp, startedAt.toISOString());
      fs.utimesSync(stamp, startedAt, startedAt);
      resolve(dest);
    });
  });
}

const selected = source
  ? [{ folder: source, name: undefined }]
  : only
    ? MODULES.filter((m) => m.folder === only || m.name === only)
    : MODULES;
if (selected.length === 0) {
  console.error(`unknown module ${only}`);
  process.exit(1);
}

// two at a time: the machine has two cores
const queue = [...selected];
async function worker() {
  for (let mod = queue.shift(); mod; mod = queue.shift()) {
    if (upToDate(mod)) {
      console.log(`${mod.folder}: up to date (${path.relative(root, destination(mod))})`);
      continue;
    }
    const started = Date.now();
    const dest = await build(mod);
    console.log(`${mod.folder}: built in ${((Date.now() - started) / 1000).toFixed(1)} s -> ${path.relative(root, dest) || dest}`);
  }
}
try {
  await Promise.all([worker(), worker()]);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
