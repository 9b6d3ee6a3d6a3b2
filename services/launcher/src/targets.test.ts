import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadsDemoData } from '@app/service-kit';
import { resolveSecret } from './secret';
import { parseTargets, TARGETS } from './targets';

describe('parseTargets', () => {
  it('runs every target for all and by default', () => {
    expect([...parseTargets(['--target=all'])]).toEqual(TARGETS);
    expect([...parseTargets([])]).toEqual(TARGETS);
  });

  it('takes a comma list', () => {
    expect([...parseTargets(['--target=gateway,identity'])]).toEqual(['gateway', 'identity']);
  });

  it('refuses an unknown target with the valid ones in the message', () => {
    expect(() => parseTargets(['--target=billing'])).toThrow(/Unknown target\(s\) billing; use all or any of gateway, identity/);
  });
});

describe('resolveSecret', () => {
  it('prefers the configured secret', () => {
    expect(resolveSecret('x'.repeat(40), '/nonexistent/pglite')).toBe('x'.repeat(40));
  });

  it('generates one secret beside the data folder and keeps it across restarts', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'secret-'));
    const first = resolveSecret(undefined, path.join(dir, 'pglite'));
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(resolveSecret(undefined, path.join(dir, 'pglite'))).toBe(first);
    expect(fs.statSync(path.join(dir, 'jwt-secret')).mode & 0o777).toBe(0o600);
  });
});

describe('demo data', () => {
  it('loads on the embedded default, never by default against a DATABASE_URL, and whenever DEMO_DATA=1', () => {
    expect(loadsDemoData({ DEMO_DATA: undefined, DATABASE_URL: undefined })).toBe(true);
    expect(loadsDemoData({ DEMO_DATA: '0', DATABASE_URL: undefined })).toBe(false);
    expect(loadsDemoData({ DEMO_DATA: undefined, DATABASE_URL: 'postgres://db/invalpool' })).toBe(false);
    expect(loadsDemoData({ DEMO_DATA: '1', DATABASE_URL: 'postgres://db/invalpool' })).toBe(true);
  });
});
