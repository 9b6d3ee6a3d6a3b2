import { spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * A real process: an error thrown from a callback and a promise rejected with nobody awaiting it are
 * logged, and the process goes on to do its next work instead of ending.
 */
it('logs an uncaught exception and an unhandled rejection and keeps the process running', () => {
  const script = `
    const { survivesStrayErrors } = require(${JSON.stringify(path.join(__dirname, 'process-guard.ts'))});
    survivesStrayErrors(require('pino')());
    setTimeout(() => { throw new Error('thrown from a callback'); }, 10);
    setTimeout(() => { void Promise.reject(new Error('rejected, never awaited')); }, 30);
    setTimeout(() => { process.stdout.write(JSON.stringify({ msg: 'still serving' }) + '\\n'); }, 200);
  `;
  const child = spawnSync(process.execPath, ['--import', 'tsx', '-e', script], { encoding: 'utf8', timeout: 30_000 });
  const lines = child.stdout
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { msg: string; err?: { message: string } });
  expect(child.status).toBe(0);
  expect(lines.map((l) => [l.msg, l.err?.message])).toEqual([
    ['uncaught exception; still running', 'thrown from a callback'],
    ['unhandled rejection; still running', 'rejected, never awaited'],
    ['still serving', undefined],
  ]);
});
