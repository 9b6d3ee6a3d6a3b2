import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { dumpCheckpointed, newEmptyCluster, whileBuilding } from './database-snapshots';

const snapshot = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'invalpool-snapshot-lock-')), 'state.tar');

test('a second builder of the same snapshot waits until the first is done', async () => {
  const file = snapshot();
  const order: string[] = [];
  const first = whileBuilding(file, async () => {
    order.push('first starts');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    order.push('first ends');
  });
  const second = whileBuilding(file, async () => {
    order.push('second starts');
  });
  await Promise.all([first, second]);
  expect(order).toEqual(['first starts', 'first ends', 'second starts']);
  expect(fs.existsSync(`${file}.lock`)).toBe(false);
});

test('a lock left by a process that is gone (a run stopped halfway) does not hold the build', async () => {
  const file = snapshot();
  const gone = spawnSync(process.execPath, ['-e', '']).pid;
  fs.writeFileSync(`${file}.lock`, String(gone));
  await expect(whileBuilding(file, async () => 'built')).resolves.toBe('built');
});

/** The WAL a load of `dump` replays, in bytes, read from the server's own recovery log. */
async function replayedBy(dump: Buffer<ArrayBuffer>): Promise<number> {
  const log: string[] = [];
  const loaded = await PGlite.create({ loadDataDir: new Blob([dump]), onStderr: (line) => log.push(line) > 0 });
  await loaded.close();
  const lsn = (what: string) => {
    const found = log.join('\n').match(new RegExp(`redo ${what} at ([0-9A-F]+)/([0-9A-F]+)`));
    return found ? parseInt(found[1]!, 16) * 2 ** 32 + parseInt(found[2]!, 16) : 0;
  };
  return lsn('done') - lsn('starts');
}

// these two run initdb and load PGlite: a minute on a quiet 2-core machine, over two beside a whole test run (CI, 30 November 2026)
test('a snapshot loads without replaying the writes that built it', async () => {
  const built = await PGlite.create();
  await built.exec(
    "create table filler (id int, text text); insert into filler select n, repeat('x', 100) from generate_series(1, 5000) n;",
  );
  const dump = await dumpCheckpointed(built);
  await built.close();
  expect(await replayedBy(dump)).toBeLessThan(64 * 1024);
}, 180_000);

test('a new empty cluster is a copy of one initdb, not an initdb of its own', async () => {
  const identifier = async (pglite: PGlite) => {
    const { rows } = await pglite.query<{ id: string }>('select system_identifier::text as id from pg_control_system()');
    await pglite.close();
    return rows[0]!.id;
  };
  const copies = [await identifier(await newEmptyCluster()), await identifier(await newEmptyCluster())];
  expect(copies[0]).toBe(copies[1]);
  // what it stands for: each initdb names its cluster anew
  expect(await identifier(await PGlite.create())).not.toBe(copies[0]);
}, 180_000);
