import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { ModuleDescriptor } from '@app/contracts';
import type { Log } from '@app/service-kit';
import { describeModules, moduleDescriptors, resolveRegistry } from './registry';

const descriptor = (name: string, version: string): ModuleDescriptor => ({
  name,
  version,
  shared: { '@app/platform': '2.0.0', '@app/ui': '2.0.0' },
  routes: [{ path: `/${name}`, title: { nl: `${name} nl`, en: `${name} en` }, anyOf: ['PERMISSION_X'] }],
});

function recordingLog() {
  const warnings: string[] = [];
  const log = { warn: (_fields: object, message: string) => warnings.push(message) } as unknown as Log;
  return { log, warnings };
}

let modulesDir: string;
let server: http.Server;
let base: string;
let requests: string[];
let remoteDescriptor: string;

beforeAll(async () => {
  modulesDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'registry-')), 'modules');
  fs.mkdirSync(path.join(modulesDir, 'mfe_one/1.0.0'), { recursive: true });
  fs.writeFileSync(path.join(modulesDir, 'mfe_one/1.0.0/module.json'), JSON.stringify(descriptor('mfe_one', '1.0.0')));
  fs.mkdirSync(path.join(modulesDir, 'mfe_bad/1.0.0'), { recursive: true });
  fs.writeFileSync(path.join(modulesDir, 'mfe_bad/1.0.0/module.json'), JSON.stringify({ name: 'mfe_bad', routes: 'none' }));
  // plays a module team's own static host
  requests = [];
  remoteDescriptor = JSON.stringify(descriptor('mfe_far', '3.1.0'));
  server = http.createServer((req, res) => {
    requests.push(req.url ?? '');
    if (req.url === '/far/3.1.0/module.json') return res.writeHead(200, { 'content-type': 'application/json' }).end(remoteDescriptor);
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('module descriptors', () => {
  it("reads a build's descriptor beside its manifest under /modules/, again once the file changes", async () => {
    const { log } = recordingLog();
    const descriptors = moduleDescriptors({ modulesDir, log });
    expect(await descriptors.read('/modules/mfe_one/1.0.0/mf-manifest.json')).toEqual(descriptor('mfe_one', '1.0.0'));
    const file = path.join(modulesDir, 'mfe_one/1.0.0/module.json');
    fs.writeFileSync(file, JSON.stringify({ ...descriptor('mfe_one', '1.0.0'), routes: [] }));
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    expect((await descriptors.read('/modules/mfe_one/1.0.0/mf-manifest.json'))?.routes).toEqual([]);
    fs.writeFileSync(file, JSON.stringify(descriptor('mfe_one', '1.0.0')));
  });

  it('gives a missing, malformed or out-of-bounds descriptor no routes, and logs it', async () => {
    const { log, warnings } = recordingLog();
    const descriptors = moduleDescriptors({ modulesDir, log });
    expect(await descriptors.read('/modules/mfe_none/1.0.0/mf-manifest.json')).toBeNull();
    expect(await descriptors.read('/modules/mfe_bad/1.0.0/mf-manifest.json')).toBeNull();
    expect(await descriptors.read('/modules/../../etc/mf-manifest.json')).toBeNull();
    expect(await descriptors.read('ftp://elsewhere/mf-manifest.json')).toBeNull();
    expect(warnings).toEqual([
      'module descriptor cannot be read: the module gets no routes',
      'module descriptor is malformed: the module gets no routes',
      'module manifest is neither under /modules/ nor an absolute URL: the module gets no routes',
    ]);
  });

  it('fetches the descriptor of a build at an absolute URL once, and keeps it', async () => {
    const { log } = recordingLog();
    const descriptors = moduleDescriptors({ modulesDir, log });
    requests.length = 0;
    const manifest = `${base}/far/3.1.0/mf-manifest.json`;
    expect(await descriptors.read(manifest)).toEqual(descriptor('mfe_far', '3.1.0'));
    expect(await descriptors.read(manifest)).toEqual(descriptor('mfe_far', '3.1.0'));
    expect(requests).toEqual(['/far/3.1.0/module.json']);
  });

  it('asks an unreachable host again on the next call, and logs each failure', async () => {
    const { log, warnings } = recordingLog();
    const descriptors = moduleDescriptors({ modulesDir, log });
    requests.length = 0;
    const manifest = `${base}/gone/1.0.0/mf-manifest.json`;
    expect(await descriptors.read(manifest)).toBeNull();
    expect(await descriptors.read(manifest)).toBeNull();
    expect(requests).toEqual(['/gone/1.0.0/module.json', '/gone/1.0.0/module.json']);
    expect(warnings).toEqual([
      'module descriptor cannot be fetched: the module gets no routes',
      'module descriptor cannot be fetched: the module gets no routes',
    ]);
    const closed = moduleDescriptors({ modulesDir, log, timeoutMs: 500 });
    expect(await closed.read('http://127.0.0.1:1/x/mf-manifest.json')).toBeNull();
  });
});

describe('the registry answer', () => {
  it("carries the chosen builds with their descriptors' routes and shared versions", async () => {
    const { log } = recordingLog();
    const builds = resolveRegistry(
      {
        modules: {
          mfe_one: { name: 'mfe_one', version: '1.0.0', manifest: '/modules/mfe_one/1.0.0/mf-manifest.json' },
          mfe_none: { name: 'mfe_none', version: '1.0.0', manifest: '/modules/mfe_none/1.0.0/mf-manifest.json' },
        },
      },
      { poolUrl: null, username: null },
    );
    expect(await describeModules(builds, moduleDescriptors({ modulesDir, log }))).toEqual({
      modules: [
        { ...descriptor('mfe_one', '1.0.0'), manifest: '/modules/mfe_one/1.0.0/mf-manifest.json' },
        { name: 'mfe_none', version: '1.0.0', manifest: '/modules/mfe_none/1.0.0/mf-manifest.json', routes: [], shared: {} },
      ],
    });
  });
});
