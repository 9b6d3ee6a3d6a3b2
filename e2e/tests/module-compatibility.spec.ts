import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Page } from '@playwright/test';
import { expect, test } from '../support/guard';
import { buildModules } from '../support/module-builds';
import { BASE_URL, editRegistry } from '../support/product';
import { login } from '../support/session';

// The builds in dist are made against @app/platform 2.0.0 and @app/ui 2.1.0. "Next" builds below are made
// as if against 2.7.0 (a later minor): a later build of a remote, or a later build of the shell.
const NEXT_MINOR = '@app/platform=2.7.0,@app/ui=2.7.0';

/** Serves the page's shell from another build of it; the API and the modules stay the product's. */
async function serveShellFrom(page: Page, dir: string): Promise<string[]> {
  const served: string[] = [];
  await page.route(`${BASE_URL}/**`, async (route) => {
    const { pathname } = new URL(route.request().url());
    if (/^\/(api|modules|ws)(\/|$)/.test(pathname)) return route.fallback();
    const file = path.join(dir, path.extname(pathname) ? pathname : 'index.html');
    served.push(path.relative(dir, file));
    await route.fulfill({ path: file });
  });
  return served;
}

test.describe('separately built parts (compatibility)', () => {
  // expected here: the refused remote's error is logged, and a shell fulfilled by the test's route
  // handler is not a local page to Chromium, which then blocks its websocket to localhost
  test.use({ guard: { allowErrors: [/IncompatibleModule: built for @app\/ui 3\.0\.0/, /ERR_BLOCKED_BY_LOCAL_NETWORK_ACCESS_CHECKS/] } });
  test.afterEach(() =>
    editRegistry((r) => {
      r.modules.mfe_reports = { name: 'mfe_reports', version: '1.0.0', manifest: '/modules/mfe_reports/1.0.0/mf-manifest.json' };
    }),
  );

  test('the previous shell runs a new build of a remote, made against later minors of the shared packages', async ({ page }) => {
    buildModules(['--only', 'mfe-reports', '--version', '1.0.1-next'], { SHARED_VERSIONS: NEXT_MINOR });
    editRegistry((r) => {
      r.modules.mfe_reports = { name: 'mfe_reports', version: '1.0.1-next', manifest: '/modules/mfe_reports/1.0.1-next/mf-manifest.json' };
    });
    await login(page, 'admin', { pool: 'Stichting Demo' });
    await page.goto('/reports');
    await expect(page.getByTestId('module-mfe_reports')).toHaveAttribute('data-module-version', '1.0.1-next');
    await expect(page.getByTestId('page-title')).toHaveText('Rapportages');
    await expect(page.getByTestId('module-incompatible')).toHaveCount(0);
  });

  test('a new build of the shell, made against later minors, runs the previous builds of the remotes', async ({ page }) => {
    const shell = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-next-'));
    buildModules(['--only', 'shell', '--shell-out', shell], { SHARED_VERSIONS: NEXT_MINOR });
    const served = await serveShellFrom(page, shell);
    await login(page, 'admin', { pool: 'Stichting Demo' });
    await expect(page.getByTestId('module-mfe_dashboard')).toHaveAttribute('data-module-version', '1.0.0');
    await page.getByTestId('menu-item-settings').click();
    await expect(page.getByTestId('module-mfe_admin')).toHaveAttribute('data-module-version', '1.0.0');
    expect(served).toContain('index.html');
    expect(served.some((file) => file.endsWith('.js'))).toBe(true);
  });

  test('a remote built against another major is refused with its error panel, naming it and both versions, before its code loads', async ({
    page,
  }) => {
    buildModules(['--only', 'mfe-reports', '--version', '3.0.0-major'], { SHARED_VERSIONS: '@app/ui=3.0.0' });
    editRegistry((r) => {
      r.modules.mfe_reports = {
        name: 'mfe_reports',
        version: '3.0.0-major',
        manifest: '/modules/mfe_reports/3.0.0-major/mf-manifest.json',
      };
    });
    const loaded: string[] = [];
    page.on('request', (r) => r.url().includes('/modules/mfe_reports/3.0.0-major/') && loaded.push(r.url()));
    await page.context().addCookies([{ name: 'locale', value: 'en', url: BASE_URL }]);
    await login(page, 'admin', { pool: 'Stichting Demo' });
    await page.goto('/reports');
    await expect(page.getByTestId('module-incompatible')).toHaveText(
      'mfe_reports 3.0.0-major cannot run on this page: it was built for @app/ui 3.0.0, this page runs 2.1.0.',
    );
    await expect(page).toHaveTitle('Invalpool | Reports');
    expect(loaded).toEqual([]);
    await page.getByTestId('menu-item-dashboard').click();
    await expect(page.getByTestId('module-mfe_dashboard')).toBeVisible();
    await expect(page.getByTestId('module-incompatible')).toHaveCount(0);
  });
});
