import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8'));

/** Every workspace folder the root package.json names (globs of one level, as npm reads them). */
function workspaces(): string[] {
  return (readJson(path.join(ROOT, 'package.json')).workspaces as string[]).flatMap((entry) =>
    entry.endsWith('/*')
      ? fs
          .readdirSync(path.join(ROOT, entry.slice(0, -2)), { withFileTypes: true })
          .filter((d) => d.isDirectory() && fs.existsSync(path.join(ROOT, entry.slice(0, -2), d.name, 'package.json')))
          .map((d) => `${entry.slice(0, -2)}/${d.name}`)
      : [entry],
  );
}

test('the workspaces are the shared packages, the services, the shell and the modules', () => {
  const found = workspaces();
  expect(found).toEqual(expect.arrayContaining(['shared/contracts', 'services/kit', 'services/gateway', 'shell', 'mfe-admin']));
  expect(found.length).toBeGreaterThanOrEqual(18);
});

test.each(workspaces())('%s builds, type-checks and tests on its own', (workspace) => {
  const dir = path.join(ROOT, workspace);
  const scripts = readJson(path.join(dir, 'package.json')).scripts ?? {};
  expect(Object.keys(scripts)).toEqual(expect.arrayContaining(['build', 'typecheck', 'test']));
  // its own tsconfig, on the shared compiler options, covering its own sources
  expect(scripts.typecheck).toBe('tsc -p tsconfig.json --noEmit');
  const tsconfig = readJson(path.join(dir, 'tsconfig.json'));
  expect(path.resolve(dir, tsconfig.extends)).toBe(path.join(ROOT, 'tsconfig.base.json'));
  expect(tsconfig.include).toContain('src');
  // the one jest config of the repository, rooted at the package so only its tests run
  expect(scripts.test).toMatch(
    new RegExp(`jest --rootDir \\. --config ${path.relative(dir, ROOT).replace(/\./g, '\\.')}/jest\\.config\\.cjs`),
  );
});
