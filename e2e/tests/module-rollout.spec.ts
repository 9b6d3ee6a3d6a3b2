import path from 'node:path';
import { expect, test } from '../support/guard';
import { buildModules, buildStamps, moduleCopy, SHELL_DIR, treeHashes } from '../support/module-builds';
import { editRegistry, ROOT } from '../support/product';
import { login, openUserMenu } from '../support/session';

const REPORTS_NEXT = '1.1.0-e2e';
const EXTRA = '1.0.0-e2e';

test.describe('a module ships alone', () => {
  test.afterEach(() =>
    editRegistry((r) => {
      r.modules.mfe_reports = { name: 'mfe_reports', version: '1.0.0', manifest: '/modules/mfe_reports/1.0.0/mf-manifest.json' };
      delete r.modules.mfe_extra;
    }),
  );

  test('a new build of one module adds the page a menu item points at, with its texts; the shell and the other modules stay untouched', async ({
    page,
  }) => {
    const shell = treeHashes(SHELL_DIR);
    const stamps = buildStamps();
    await login(page, 'admin', { pool: 'Stichting Demo' });
    // no live module owns /outbox yet: its menu item is hidden and the path is not found
    await expect(page.getByTestId('menu-item-settings')).toBeVisible();
    await expect(page.getByTestId('menu-item-outbox')).toHaveCount(0);
    await page.goto('/outbox');
    await expect(page.getByTestId('error-page-not-found')).toBeVisible();

    buildModules(['--source', moduleCopy('mfe-reports', path.join(ROOT, 'e2e/fixtures/reports-outbox')), '--version', REPORTS_NEXT]);
    editRegistry((r) => {
      r.modules.mfe_reports = {
        name: 'mfe_reports',
        version: REPORTS_NEXT,
        manifest: `/modules/mfe_reports/${REPORTS_NEXT}/mf-manifest.json`,
      };
    });
    await page.reload();
    await expect(page.getByTestId('outbox-intro')).toHaveText('Elk bericht dat het platform verstuurde of gaat versturen.');
    await expect(page.getByTestId('page-title')).toHaveText('Uitgaande post');
    await expect(page).toHaveTitle('Invalpool | Uitgaande post');
    await expect(page.getByTestId('menu-item-outbox')).toHaveText('Uitgaande post');
    await expect(page.getByTestId('module-mfe_reports')).toHaveAttribute('data-module-version', REPORTS_NEXT);

    await (await openUserMenu(page)).getByTestId('language-en').click();
    await expect(page.getByTestId('outbox-intro')).toHaveText('Every message the platform sent or is about to send.');
    await expect(page.getByTestId('menu-item-outbox')).toHaveText('Outbox');
    await expect(page).toHaveTitle('Invalpool | Outbox');
    await page.keyboard.press('Escape');
    await page.getByTestId('menu-item-dashboard').click();
    await expect(page.getByTestId('module-mfe_dashboard')).toBeVisible();
    await page.getByTestId('menu-item-outbox').click();
    await expect(page.getByTestId('outbox-intro')).toBeVisible();

    expect(treeHashes(SHELL_DIR)).toEqual(shell);
    const others = Object.fromEntries(Object.entries(buildStamps()).filter(([build]) => build !== `mfe_reports/${REPORTS_NEXT}`));
    expect(others).toEqual(Object.fromEntries(Object.entries(stamps).filter(([build]) => build !== `mfe_reports/${REPORTS_NEXT}`)));
  });

  test('a seventh module comes in through the registry alone', async ({ page }) => {
    buildModules(['--source', path.join(ROOT, 'e2e/fixtures/mfe-extra'), '--version', EXTRA]);
    await login(page, 'planner');
    await page.goto('/extra/first');
    await expect(page.getByTestId('error-page-not-found')).toBeVisible();

    editRegistry((r) => {
      r.modules.mfe_extra = { name: 'mfe_extra', version: EXTRA, manifest: `/modules/mfe_extra/${EXTRA}/mf-manifest.json` };
    });
    await page.reload();
    await expect(page.getByTestId('extra-text')).toHaveText('Deze module kwam alleen via het register binnen (tab first).');
    await expect(page.getByTestId('module-mfe_extra')).toHaveAttribute('data-module-version', EXTRA);
    await expect(page).toHaveTitle('Invalpool | Extra');
    await page.getByTestId('menu-item-dashboard').click();
    await expect(page.getByTestId('module-mfe_dashboard')).toBeVisible();
  });
});
