import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { analyzeAll, openDatabase, type Database } from '../db';
import { databaseUrl, onServer, openTestDatabase } from './test-database';

const ROOT = path.resolve(__dirname, '../../../..');
/** PGlite snapshots live with the installed packages: a fresh clone makes them once, `git clean` never sees them */
export const SNAPSHOT_DIR = path.join(ROOT, 'node_modules/.cache/invalpool-test-databases');
/** Set by the jest global setup: templates on a server are made once per run and dropped at its end. */
export const TEST_RUN_ENV = 'INVALPOOL_TEST_RUN';
export const TEMPLATE_PREFIX = 'invalpool_tpl_';

/** What a test database starts as: built once per fingerprint, copied for every test file. */
export interface DatabaseRecipe {
  /** names the state, e.g. the migrated services and the seed with its clock */
  name: string;
  /** files and folders whose content the state depends on: a change to any of them rebuilds it */
  sources: readonly string[];
  build(db: Database): Promise<void>;
}

const shortHash = (...parts: (string | Buffer)[]) => {
  const hash = crypto.createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex').slice(0, 16);
};

/**
 * A hash of every file under `sources` (test files left out) and the lock file, which pins the
 * engine (a new PGlite may not read an old dump) and the migrator.
 */
export function fingerprintOf(sources: readonly string[]): string {
  const hash = crypto.createHash('sha256');
  const visit = (file: string) => {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(file).sort()) if (entry !== 'node_modules') visit(path.join(file, entry));
    } else if (!/\.test\.tsx?$/.test(file)) {
      hash.update(path.relative(ROOT, file)).update('\0').update(fs.readFileSync(file)).update('\0');
    }
  };
  [...sources, path.join(ROOT, 'package-lock.json')].forEach(visit);
  return hash.digest('hex').slice(0, 16);
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** The process holding a lock file; 0 while its holder writes it or once it is released. */
const holderOf = (lock: string) => {
  try {
    return Number(fs.readFileSync(lock, 'utf8'));
  } catch {
    return 0;
  }
};

/**
 * Runs `fn` while no other jest worker builds the same snapshot: the others wait without using the
 * CPU the build needs. The lock file names its holder's process and is stale once that process is
 * gone (a run stopped with ^C). Not a lock refreshed by a timer (proper-lockfile): PGlite holds the
 * event loop for seconds at a time while seeding, and a busy machine let such locks go stale mid-build.
 */
export async function whileBuilding<T>(file: string, fn: () => Promise<T>): Promise<T> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const lock = `${file}.lock`;
  for (;;) {
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch {
      const holder = holderOf(lock);
      if (holder && !isRunning(holder)) fs.rmSync(lock, { force: true });
      else await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  try {
    return await fn();
  } finally {
    fs.rmSync(lock, { force: true });
  }
}

/**
 * Builds the state and gathers the planner's statistics into it: PGlite runs no autovacuum, and on
 * tables never analyzed the planner guesses one row each and joins thousands of rows in nested
 * loops, in every test file started from the snapshot.
 */
async function buildAnalyzed(recipe: DatabaseRecipe, db: Database): Promise<void> {
  await recipe.build(db);
  await analyzeAll(db);
}

/** A new in-memory PGlite holding a kept dump. */
const loadDump = (file: string) => PGlite.create({ loadDataDir: new Blob([fs.readFileSync(file)]) });

const loadSnapshot = async (file: string) => openDatabase({ pglite: await loadDump(file) });

/**
 * The data folder of a running PGlite as a tar, checkpointed first: a dump of a running instance
 * loads as after a crash, and without the checkpoint every load replayed the build's whole WAL
 * (about 12 MB after a demo seed, a second of each test file's setup).
 */
export async function dumpCheckpointed(pglite: PGlite): Promise<Buffer<ArrayBuffer>> {
  await pglite.query('CHECKPOINT');
  return Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer());
}

/** Names what a dump holds beyond its recipe's sources: a new value rebuilds the kept dumps. */
const DUMP_FORMAT = 'checkpointed, analyzed';

/** Where the dump of a state is kept: its name's hash, then its sources' (an old one of the same name is removed). */
const dumpFileOf = (name: string, sources: readonly string[]) =>
  path.join(SNAPSHOT_DIR, `${shortHash(name)}-${shortHash(DUMP_FORMAT, fingerprintOf(sources))}.tar`);

/** Writes a dump whole or not at all, and removes the dumps of the same name made from older sources. */
function keepDump(file: string, dump: Buffer<ArrayBuffer>): void {
  const partial = `${file}.${process.pid}`;
  fs.writeFileSync(partial, dump);
  fs.renameSync(partial, file);
  const nameId = path.basename(file).split('-')[0]!;
  for (const old of fs.readdirSync(SNAPSHOT_DIR))
    if (old.startsWith(`${nameId}-`) && old.endsWith('.tar') && path.join(SNAPSHOT_DIR, old) !== file)
      fs.rmSync(path.join(SNAPSHOT_DIR, old), { force: true });
}

/**
 * A new in-memory PGlite holding an empty cluster, copied from one initdb made once per engine (the
 * lock file is its source): initdb took 3 to 5 s of every snapshot build, more than most builds.
 */
export async function newEmptyCluster(): Promise<PGlite> {
  const file = dumpFileOf('an empty cluster', []);
  if (!fs.existsSync(file))
    await whileBuilding(file, async () => {
      if (fs.existsSync(file)) return;
      const pglite = await PGlite.create();
      keepDump(file, await dumpCheckpointed(pglite));
      await pglite.close();
    });
  return loadDump(file);
}

/** The embedded default: a dump of the built data folder, loaded into a new in-memory PGlite per file. */
async function openEmbedded(recipe: DatabaseRecipe): Promise<Database> {
  const file = dumpFileOf(recipe.name, recipe.sources);
  if (fs.existsSync(file)) return loadSnapshot(file);
  return whileBuilding(file, async () => {
    if (fs.existsSync(file)) return loadSnapshot(file);
    const pglite = await newEmptyCluster();
    const db = await openDatabase({ pglite });
    await buildAnalyzed(recipe, db);
    keepDump(file, await dumpCheckpointed(pglite));
    return db;
  });
}

/**
 * The template database of a recipe on the server, made by the first worker that needs it in this
 * run (the others wait on an advisory lock); built under another name and renamed when complete, so
 * a build that dies leaves no template to copy.
 */
async function serverTemplate(serverUrl: string, run: string, recipe: DatabaseRecipe): Promise<string> {
  const template = `${TEMPLATE_PREFIX}${run}_${shortHash(recipe.name, fingerprintOf(recipe.sources))}`;
  await onServer(serverUrl, async (admin) => {
    await admin.query('select pg_advisory_lock(hashtext($1))', [template]);
    const found = await admin.query('select 1 from pg_database where datname = $1', [template]);
    if (found.rowCount) return;
    const building = `${template}_building`;
    await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${building}`);
    const db = await openDatabase({ url: databaseUrl(serverUrl, building) });
    try {
      await buildAnalyzed(recipe, db);
    } finally {
      await db.close();
    }
    await admin.query(`ALTER DATABASE ${building} RENAME TO ${template}`);
  });
  return template;
}

/**
 * A database for one test file in the state `recipe` builds, isolated from every other file: on
 * PGlite a new in-memory instance loaded from a cached dump; on the server (TEST_DATABASE_URL) a new
 * database copied from this run's template. Only the first file of a state pays for migrating and
 * seeding it. A server run without the jest global setup (a bench) builds each database itself.
 */
export async function openRecipeDatabase(recipe: DatabaseRecipe): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openEmbedded(recipe);
  const run = process.env[TEST_RUN_ENV];
  if (!run) {
    const db = await openTestDatabase();
    await recipe.build(db);
    return db;
  }
  return openTestDatabase(await serverTemplate(serverUrl, run, recipe));
}

/** Drops the template databases of one run (the jest global teardown). */
export async function dropRunTemplates(serverUrl: string, run: string): Promise<void> {
  await onServer(serverUrl, async (admin) => {
    const { rows } = await admin.query<{ name: string }>('select datname as name from pg_database where datname like $1', [
      `${TEMPLATE_PREFIX}${run}\\_%`,
    ]);
    for (const { name } of rows) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
}
