import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ignore from '@balena/dockerignore';
import { DockerfileParser } from 'dockerfile-ast';
import { validate } from 'dockerfile-utils';

/**
 * The image recipes (deploy/docker), checked without a Docker engine: a Dockerfile
 * linter (dockerfile-utils, the one VS Code's Docker support runs) finds nothing; every file a COPY
 * takes from the build context exists and its .dockerignore keeps it; and the services image's entry
 * point starts the launcher with the target it is given, or the rollout command.
 */
const ROOT = path.resolve(__dirname, '../..');
const DOCKER = path.join(ROOT, 'deploy/docker');
const IMAGES = ['services', 'static'];

const dockerfile = (image: string) => fs.readFileSync(path.join(DOCKER, `${image}.Dockerfile`), 'utf8');

/** The context paths a Dockerfile copies (not from another stage), with its .dockerignore beside it. */
function contextCopies(image: string) {
  const parsed = DockerfileParser.parse(dockerfile(image));
  const ignored = ignore().add(fs.readFileSync(path.join(DOCKER, `${image}.Dockerfile.dockerignore`), 'utf8'));
  const sources = parsed
    .getCOPYs()
    .filter((i) => !i.getFlags().some((f) => f.getName() === 'from'))
    .flatMap((i) =>
      i
        .getArguments()
        .slice(0, -1)
        .map((a) => a.getValue().replace(/\/$/, '')),
    );
  return { sources, ignored };
}

describe.each(IMAGES)('the %s image', (image) => {
  it('passes the Dockerfile linter', () => {
    expect(validate(dockerfile(image))).toEqual([]);
  });

  it('copies only what exists in the build context and its .dockerignore lets through', () => {
    const { sources, ignored } = contextCopies(image);
    expect(sources.length).toBeGreaterThan(1);
    for (const source of sources.filter((s) => s !== '.')) {
      // the static image takes the built front ends: CI builds them before (npm test builds them for the e2e tests)
      expect([source, fs.existsSync(path.join(ROOT, source))]).toEqual([source, true]);
      expect([source, ignored.ignores(source)]).toEqual([source, false]);
    }
  });
});

it('the linter is live: it reports what is wrong', () => {
  const messages = validate('FROM node:20\nWORKDIR app\nCOPY\n').map((d) => d.message);
  expect(messages).toEqual(
    expect.arrayContaining(['WORKDIR paths should be absolute', expect.stringMatching(/COPY requires at least two arguments/)]),
  );
});

it("the services image's dependency stage sees every workspace manifest, and the image runs its entry point", () => {
  const { sources, ignored } = contextCopies('services');
  expect(sources[0]).toBe('.');
  const workspaces = (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { workspaces: string[] }).workspaces;
  const manifests = workspaces.flatMap((w) =>
    w.endsWith('/*')
      ? fs.readdirSync(path.join(ROOT, w.slice(0, -2))).map((d) => `${w.slice(0, -2)}/${d}/package.json`)
      : [`${w}/package.json`],
  );
  for (const manifest of manifests.filter((m) => fs.existsSync(path.join(ROOT, m))))
    expect([manifest, ignored.ignores(manifest)]).toEqual([manifest, false]);
  for (const noise of ['node_modules/x', 'dist/shell/index.html', '.data/pglite/PG_VERSION', 'mfe-admin/node_modules/y'])
    expect([noise, ignored.ignores(noise)]).toEqual([noise, true]);
  expect(dockerfile('services')).toContain('ENTRYPOINT ["/app/deploy/docker/entrypoint.sh"]');
  expect(dockerfile('services')).toMatch(/WORKDIR \/app[\s\S]*COPY deploy\/docker\/entrypoint\.sh \.\/deploy\/docker\/entrypoint\.sh/);
  expect(fs.statSync(path.join(DOCKER, 'entrypoint.sh')).mode & 0o111).not.toBe(0);
});

function entrypoint(args: string[], env: Record<string, string>) {
  const child = spawn(path.join(DOCKER, 'entrypoint.sh'), args, {
    cwd: os.tmpdir(),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  return { child, output: () => output };
}

it('the entry point starts the launcher with the target it is given', async () => {
  const data = fs.mkdtempSync(path.join(os.tmpdir(), 'entrypoint-'));
  const run = entrypoint(['identity'], {
    PORT: '0',
    DATA_DIR: path.join(data, 'pglite'),
    DEMO_DATA: '0',
    LOG_LEVEL: 'info',
    TARGET: 'all',
  });
  try {
    for (let i = 0; i < 600 && !/running at/.test(run.output()); i++) await new Promise((r) => setTimeout(r, 100));
    const port = /running at http:\/\/localhost:(\d+)/.exec(run.output())?.[1];
    expect(port).toBeDefined();
    expect(run.output()).toContain('"targets":["identity"]');
    const health = await fetch(`http://127.0.0.1:${port}/api/identity/health`);
    expect(health.status).toBe(200);
    // one target only: another service's routes are not here
    expect((await fetch(`http://127.0.0.1:${port}/api/masterdata/health`)).status).toBe(404);
  } finally {
    run.child.kill('SIGTERM');
  }
}, 90_000);

it('the entry point runs the rollout command', async () => {
  const run = entrypoint(['rollout', 'status', '--registry', path.join(ROOT, 'deploy/registry.json')], {});
  const code = await new Promise<number | null>((resolve) => run.child.on('exit', resolve));
  expect(code).toBe(0);
  expect(run.output()).toContain('mfe_dashboard: 1.0.0');
}, 60_000);
