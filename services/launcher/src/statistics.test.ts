import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, rowsOf } from '@app/service-kit';
import { launch, runningProcesses, stopProcess } from './testing/launcher-process';

/**
 * The embedded default (`npm start`) gathers the planner's statistics once its schemas and demo data
 * are in (ADR 0301): PGlite runs no autovacuum, and a table never analyzed keeps the planner's guesses.
 */
const home = fs.mkdtempSync(path.join(os.tmpdir(), 'invalpool-analyze-'));
const dataDir = path.join(home, 'pglite');

afterAll(async () => {
  await Promise.all([...runningProcesses].map((p) => stopProcess(p, 'SIGKILL')));
  fs.rmSync(home, { recursive: true, force: true });
}, 60_000);

test('after a fresh start with the demo data every table of every service has been analyzed', async () => {
  const own: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn', MAIL_DIR: path.join(home, 'mail') };
  for (const name of ['DATABASE_URL', 'DEMO_DATA', 'BUS', 'SMTP_URL']) delete own[name];
  const product = await launch('all', own, 300_000);
  await stopProcess(product, 'SIGTERM');

  const db = await openDatabase({ dataDir });
  try {
    const unanalyzed = await rowsOf<{ name: string }>(
      db.db,
      sql`select n.nspname || '.' || c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where c.relkind = 'r' and n.nspname in ('identity', 'masterdata', 'staffing', 'notify', 'reports') and c.reltuples < 0
          order by 1`,
    );
    expect(unanalyzed).toEqual([]);
    // the demo data are in the statistics, not only the empty tables of the migrations
    const [persons] = await rowsOf<{ reltuples: number }>(
      db.db,
      sql`select reltuples::int as reltuples from pg_class where oid = 'masterdata.persons'::regclass`,
    );
    expect(persons!.reltuples).toBeGreaterThan(0);
  } finally {
    await db.close();
  }
}, 360_000);
