import os from 'node:os';
import { usableCores, workerCount } from './workers';

const SERVER = 'postgres://postgres@127.0.0.1:5432/invalpool';

describe('how many workers serve the port (WORKERS)', () => {
  it('is one by default', () => {
    expect(workerCount({ WORKERS: 1, DATABASE_URL: undefined, BUS: 'memory' })).toBe(1);
  });

  it("is one per core with 'auto' where the workers can share the data and the events", () => {
    expect(workerCount({ WORKERS: 'auto', DATABASE_URL: SERVER, BUS: 'redis' }, 4)).toBe(4);
  });

  it("counts for 'auto' the cores a container's CPU limit allows", () => {
    expect(usableCores('max 100000')).toBe(os.availableParallelism());
    expect(usableCores('150000 100000')).toBe(Math.min(2, os.availableParallelism()));
    expect(usableCores('50000 100000')).toBe(1);
    expect(usableCores(null)).toBe(os.availableParallelism());
  });

  it.each([
    ['the embedded database', { DATABASE_URL: undefined, BUS: 'redis' as const }],
    ['the in-process bus', { DATABASE_URL: SERVER, BUS: 'memory' as const }],
    ['NATS (the rate limits count in Redis)', { DATABASE_URL: SERVER, BUS: 'nats' as const }],
  ])("is one with 'auto' on %s", (_, config) => {
    expect(workerCount({ WORKERS: 'auto', ...config })).toBe(1);
  });

  it('refuses a number above one where the workers cannot share, and says what is missing', () => {
    expect(() => workerCount({ WORKERS: 3, DATABASE_URL: undefined, BUS: 'memory' })).toThrow(
      'WORKERS=3 needs DATABASE_URL (the embedded database belongs to one process) and BUS=redis (the events and the rate limits cross the workers)',
    );
  });
});
