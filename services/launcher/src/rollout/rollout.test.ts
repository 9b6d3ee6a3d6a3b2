import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { RegistryFile } from '@app/contracts';
import { canaryShare, resolveRegistry } from '@app/gateway';
import { previousVersion, readAudit, type AuditEntry } from './audit-trail';
import { canary, pin, setVersion, unpin } from './registry-plan';
import { rollout } from './rollout';

/** A site as the gateway serves it: module builds with their descriptors, and the live shell's. */
function site(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rollout-site-'));
  const build = (name: string, version: string, ui = '2.3.0', descriptorName = name) => {
    const folder = path.join(dir, 'modules', name, version);
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, 'mf-manifest.json'), JSON.stringify({ id: name, name, metaData: {} }));
    fs.writeFileSync(
      path.join(folder, 'module.json'),
      JSON.stringify({ name: descriptorName, version, shared: { '@app/platform': '2.0.0', '@app/ui': ui }, routes: [] }),
    );
  };
  build('mfe_dashboard', '1.0.0');
  build('mfe_dashboard', '1.1.0', '2.9.0');
  build('mfe_dashboard', '1.2.0');
  build('mfe_dashboard', '3.0.0', '3.0.0');
  build('mfe_reports', '1.0.0');
  build('mfe_reports', '1.1.0');
  build('mfe_reports', '1.9.0', '2.0.0', 'mfe_admin');
  fs.mkdirSync(path.join(dir, 'modules', 'mfe_reports', '2.0.0'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'modules', 'mfe_reports', '2.0.0', 'mf-manifest.json'), '{}');
  fs.mkdirSync(path.join(dir, 'shell'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'shell', 'shell.json'),
    JSON.stringify({ name: 'shell', version: '1.0.0', shared: { '@app/platform': '2.0.0', '@app/ui': '2.1.0' } }),
  );
  return dir;
}

const initial: RegistryFile = {
  modules: {
    mfe_dashboard: { name: 'mfe_dashboard', version: '1.0.0', manifest: '/modules/mfe_dashboard/1.0.0/mf-manifest.json' },
    mfe_reports: { name: 'mfe_reports', version: '1.0.0', manifest: '/modules/mfe_reports/1.0.0/mf-manifest.json' },
  },
};

function registryIn(dir: string): string {
  const file = path.join(dir, 'registry.json');
  fs.writeFileSync(file, JSON.stringify(initial, null, 2));
  return file;
}

const read = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as RegistryFile;
const m = (v: string, name = 'mfe_dashboard') => `/modules/${name}/${v}/mf-manifest.json`;

describe('the registry changes of a rollout', () => {
  it('pins a pool ahead of the canary, moves a pool between pins, and a roll out of the canary version ends the canary', () => {
    let r = canary(initial, 'mfe_dashboard', 0.1, '1.1.0', m('1.1.0'));
    r = pin(r, 'mfe_dashboard', ['noord', 'zuid'], '1.2.0', m('1.2.0'));
    expect(r.modules.mfe_dashboard!.overrides).toEqual([
      { pools: ['noord', 'zuid'], version: '1.2.0', manifest: m('1.2.0') },
      { canary: 0.1, version: '1.1.0', manifest: m('1.1.0') },
    ]);
    r = pin(r, 'mfe_dashboard', ['zuid'], '1.1.0', m('1.1.0'));
    expect(r.modules.mfe_dashboard!.overrides!.filter((o) => o.pools)).toEqual([
      { pools: ['noord'], version: '1.2.0', manifest: m('1.2.0') },
      { pools: ['zuid'], version: '1.1.0', manifest: m('1.1.0') },
    ]);
    r = setVersion(r, 'mfe_dashboard', '1.1.0', m('1.1.0'));
    expect(r.modules.mfe_dashboard!.version).toBe('1.1.0');
    expect(r.modules.mfe_dashboard!.overrides!.some((o) => o.canary !== undefined)).toBe(false);
    r = unpin(unpin(r, 'mfe_dashboard', ['noord']), 'mfe_dashboard', ['zuid']);
    expect(r.modules.mfe_dashboard).toEqual({ name: 'mfe_dashboard', version: '1.1.0', manifest: m('1.1.0') });
    // the other module is untouched throughout
    expect(r.modules.mfe_reports).toEqual(initial.modules.mfe_reports);
  });

  it('rolls back step by step: two roll outs, two roll backs return to where they began', () => {
    const trail = [
      ['set', '1.0.0', '1.1.0'],
      ['set', '1.1.0', '1.2.0'],
      ['pin', '1.2.0', '1.2.0'],
      ['rollback', '1.2.0', '1.1.0'],
    ].map(([action, from, to]) => ({ action, from, to, module: 'mfe_dashboard' }) as AuditEntry);
    expect(previousVersion(trail.slice(0, 2), 'mfe_dashboard')).toBe('1.1.0');
    expect(previousVersion(trail, 'mfe_dashboard')).toBe('1.0.0');
    expect(previousVersion([...trail, { ...trail[0]!, action: 'rollback', from: '1.1.0', to: '1.0.0' }], 'mfe_dashboard')).toBeNull();
    expect(previousVersion(trail, 'mfe_reports')).toBeNull();
  });

  it('gives a canary share to that share of users, the same users on every load (the gateway picks by a hash of the username)', () => {
    const usernames = Array.from({ length: 20_000 }, (_, i) => `user${i}@school${i % 97}.nl`);
    for (const share of [0.1, 0.5]) {
      const registry = canary(initial, 'mfe_dashboard', share, '1.1.0', m('1.1.0'));
      const inCanary = usernames.filter(
        (username) => resolveRegistry(registry, { poolUrl: 'demo', username }).find((b) => b.name === 'mfe_dashboard')!.version === '1.1.0',
      );
      expect(Math.abs(inCanary.length / usernames.length - share)).toBeLessThan(0.015);
      expect(inCanary.every((u) => canaryShare(u) < share)).toBe(true);
    }
  });
});

describe('the rollout command', () => {
  let dir: string;
  beforeEach(() => {
    dir = site();
  });

  it('rolls forward and back with an audit line each (who, when, from, to)', async () => {
    const registryFile = registryIn(dir);
    const options = { registryFile, source: { staticDir: dir }, actor: 'operator-1' };
    await rollout({ kind: 'set', module: 'mfe_dashboard', version: '1.2.0' }, options);
    expect(read(registryFile).modules.mfe_dashboard).toEqual({ name: 'mfe_dashboard', version: '1.2.0', manifest: m('1.2.0') });
    await rollout({ kind: 'rollback', module: 'mfe_dashboard' }, { ...options, actor: 'operator-2', reason: 'errors in the inbox' });
    expect(read(registryFile)).toEqual(initial);
    const trail = await readAudit(registryFile);
    expect(trail).toEqual([
      expect.objectContaining({ actor: 'operator-1', action: 'set', module: 'mfe_dashboard', from: '1.0.0', to: '1.2.0' }),
      expect.objectContaining({ actor: 'operator-2', action: 'rollback', from: '1.2.0', to: '1.0.0', reason: 'errors in the inbox' }),
    ]);
    expect(Date.now() - Date.parse(trail[1]!.at)).toBeLessThan(60_000);
    await expect(rollout({ kind: 'rollback', module: 'mfe_dashboard' }, options)).rejects.toThrow(
      'the audit trail has no version of mfe_dashboard before 1.0.0: name one with --to',
    );
  });

  it('refuses a build it cannot reach, a malformed or foreign descriptor, and other majors than the live shell, leaving the registry alone', async () => {
    const registryFile = registryIn(dir);
    const options = { registryFile, source: { staticDir: dir }, actor: 'op' };
    const refusals: [Parameters<typeof rollout>[0], RegExp][] = [
      [{ kind: 'set', module: 'mfe_dashboard', version: '9.9.9' }, /mfe_dashboard\/9\.9\.9\/mf-manifest\.json cannot be read/],
      [{ kind: 'set', module: 'mfe_reports', version: '2.0.0' }, /mfe_reports\/2\.0\.0\/module\.json cannot be read/],
      [{ kind: 'canary', module: 'mfe_reports', version: '1.9.0', share: 0.2 }, /describes mfe_admin 1\.9\.0, not mfe_reports 1\.9\.0/],
      [
        { kind: 'pin', module: 'mfe_dashboard', version: '3.0.0', pools: ['noord'] },
        /built against @app\/ui 3\.0\.0, but the live shell runs @app\/ui 2\.1\.0: another major/,
      ],
      [{ kind: 'set', module: 'mfe_dashboard', version: '../../etc' }, /is not a version/],
      [{ kind: 'set', module: 'mfe_unknown', version: '1.0.0' }, /mfe_unknown is not in the registry/],
    ];
    for (const [action, message] of refusals) await expect(rollout(action, options)).rejects.toThrow(message);
    expect(read(registryFile)).toEqual(initial);
    expect(await readAudit(registryFile)).toEqual([]);
    // a later minor of the same major is welcome
    await rollout({ kind: 'set', module: 'mfe_dashboard', version: '1.1.0' }, options);
    expect(read(registryFile).modules.mfe_dashboard!.version).toBe('1.1.0');
  });

  it('checks the builds on the live site over HTTP when given its address', async () => {
    const registryFile = registryIn(dir);
    const server = http.createServer((req, res) => {
      const file = req.url === '/shell.json' ? path.join(dir, 'shell', 'shell.json') : path.join(dir, req.url ?? '');
      if (!fs.existsSync(file) || !fs.statSync(file).isFile()) return res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'application/json' }).end(fs.readFileSync(file));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const options = { registryFile, source: { staticDir: '/nonexistent', baseUrl }, actor: 'op' };
      await rollout({ kind: 'canary', module: 'mfe_dashboard', version: '1.2.0', share: 0.25 }, options);
      expect(read(registryFile).modules.mfe_dashboard!.overrides).toEqual([{ canary: 0.25, version: '1.2.0', manifest: m('1.2.0') }]);
      await expect(rollout({ kind: 'set', module: 'mfe_dashboard', version: '9.9.9' }, options)).rejects.toThrow(
        `${baseUrl}/modules/mfe_dashboard/9.9.9/mf-manifest.json answers 404`,
      );
    } finally {
      server.close();
    }
  });

  it('never leaves a half-written registry or a lost change when operators act at once', async () => {
    const registryFile = registryIn(dir);
    const pools = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'];
    let reads = 0;
    let torn = 0;
    // the gateway reads the file on every page load: each read must be a whole registry
    const reader = setInterval(() => {
      try {
        JSON.parse(fs.readFileSync(registryFile, 'utf8'));
        reads++;
      } catch {
        torn++;
      }
    }, 2);
    const cli = (args: string[]) =>
      new Promise<number>((resolve) => {
        const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'cli.ts'), ...args], {
          env: { ...process.env, REGISTRY_FILE: registryFile, STATIC_DIR: dir },
          stdio: 'ignore',
        });
        child.on('exit', (code) => resolve(code ?? 1));
      });
    const codes = await Promise.all([
      ...pools.map((pool, i) => cli(['pin', 'mfe_dashboard', i % 2 ? '1.1.0' : '1.2.0', '--pools', pool, '--actor', `op-${pool}`])),
      cli(['canary', 'mfe_reports', '1.1.0', '--share', '0.3', '--actor', 'op-canary']),
    ]);
    clearInterval(reader);
    expect(codes).toEqual(pools.map(() => 0).concat(0));
    expect(torn).toBe(0);
    expect(reads).toBeGreaterThan(10);
    const registry = read(registryFile);
    const pinned = registry.modules.mfe_dashboard!.overrides!.flatMap((o) => o.pools ?? []);
    expect(pinned.sort()).toEqual(pools);
    expect(registry.modules.mfe_reports!.overrides).toEqual([{ canary: 0.3, version: '1.1.0', manifest: m('1.1.0', 'mfe_reports') }]);
    const trail = await readAudit(registryFile);
    expect(trail.map((e) => e.actor).sort()).toEqual([...pools.map((p) => `op-${p}`), 'op-canary'].sort());
    expect(fs.existsSync(`${registryFile}.lock`)).toBe(false);
  });
});
