import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { whileBuilding } from './database-snapshots';

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
