import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/guard';
import { MODULES_DIR } from '../support/module-builds';
import { editRegistry } from '../support/product';
import { login } from '../support/session';
import { CANARY_VERSION } from '../support/global-setup';

// Counts React renderers: every copy of react-dom registers itself with this hook when it loads.
const countReactCopies = () => {
  const renderers = new Map<number, unknown>();
  (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers,
    supportsFiber: true,
    inject(renderer: unknown) {
      renderers.set(renderers.size + 1, renderer);
      return renderers.size;
    },
    onCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
    isDisabled: false,
  };
};

const AREAS: [string, string][] = [
  ['/dashboard', 'mfe_dashboard'],
  ['/inbox', 'mfe_dashboard'],
  ['/request', 'mfe_requests'],
  ['/request/new', 'mfe_requests'],
  ['/calendar', 'mfe_planning'],
  ['/manage', 'mfe_admin'],
  ['/settings', 'mfe_admin'],
  ['/reports', 'mfe_reports'],
];

test('each remote mounts on its route, and React is loaded once for all of them', async ({ page }) => {
  await page.addInitScript(countReactCopies);
  await login(page, 'admin', { pool: 'Stichting Demo' });
  const loadedRemotes = new Set<string>();
  page.on('request', (r) => {
    const m = /\/modules\/(mfe_\w+)\//.exec(r.url());
    if (m) loadedRemotes.add(m[1]!);
  });
  for (const [path, remote] of AREAS) {
    await page.getByTestId('app-logo').waitFor();
    await page.evaluate((p) => {
      window.history.pushState(null, '', p);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(page.getByTestId(`module-${remote}`)).toBeVisible();
    await expect(page.getByTestId(`module-${remote}`)).toHaveAttribute('data-module-version', '1.0.0');
  }
  expect([...loadedRemotes]).toEqual(expect.arrayContaining(['mfe_admin', 'mfe_planning', 'mfe_reports', 'mfe_requests']));
  const copies = await page.evaluate(
    () =>
      (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } }).__REACT_DEVTOOLS_GLOBAL_HOOK__
        .renderers.size,
  );
  expect(copies).toBe(1);
});

test('the create page adds "create new" to the tab title', async ({ page }) => {
  await login(page, 'planner');
  await page.goto('/request/new');
  await expect(page.getByTestId('module-mfe_requests')).toBeVisible();
  await expect(page).toHaveTitle('Invalpool | Aanvragen | nieuw aanmaken');
  // the create page opens the create popup on its first step, the request data
  await expect(page.getByTestId('create-stepper')).toBeVisible();
  await expect(page.getByTestId('create-step-data')).toBeVisible();
});

test('a public link opens the standalone public app without shell or login', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
  // a link whose token opens nothing: the answer page of the public app says so, still without shell or login
  await page.goto('/invitation/confirm/3f1c0a9e');
  await expect(page.getByTestId('offer-answer-page')).toBeVisible();
  await expect(page.getByTestId('offer-critical')).toBeVisible();
  await expect(page.getByTestId('drawer')).toHaveCount(0);
  await expect(page.getByTestId('login-form')).toHaveCount(0);
  expect(scripts.every((s) => s.includes('/modules/mfe_public/'))).toBe(true);
});

test.describe('rolling out one module', () => {
  // a remote whose code is gone is what two of these provoke: the browser logs the missing manifest, the federation runtime too
  test.use({
    guard: {
      allowErrors: [/Federation Runtime \]: Failed to get manifest/, /\/modules\/mfe_\w+\/0\.0\.0-(broken|missing)\/mf-manifest\.json$/],
    },
  });
  test.afterEach(() =>
    editRegistry((r) => {
      r.modules.mfe_dashboard!.version = '1.0.0';
      r.modules.mfe_dashboard!.manifest = '/modules/mfe_dashboard/1.0.0/mf-manifest.json';
      r.modules.mfe_reports!.manifest = '/modules/mfe_reports/1.0.0/mf-manifest.json';
      r.modules.mfe_planning!.manifest = '/modules/mfe_planning/1.0.0/mf-manifest.json';
    }),
  );

  test('a registry change switches one remote on the next page load, nothing else changes', async ({ page }) => {
    await login(page, 'planner');
    await expect(page.getByTestId('module-mfe_dashboard')).toHaveAttribute('data-module-version', '1.0.0');
    editRegistry((r) => {
      r.modules.mfe_dashboard!.version = CANARY_VERSION;
      r.modules.mfe_dashboard!.manifest = `/modules/mfe_dashboard/${CANARY_VERSION}/mf-manifest.json`;
    });
    await page.reload();
    await expect(page.getByTestId('module-mfe_dashboard')).toHaveAttribute('data-module-version', CANARY_VERSION);
    await page.goto('/request');
    await expect(page.getByTestId('module-mfe_requests')).toHaveAttribute('data-module-version', '1.0.0');
  });

  test('a remote whose code cannot be loaded shows an error panel with retry; the rest keeps working', async ({ page }) => {
    // a build whose descriptor is there (so its routes are known) but whose code is not
    const broken = path.join(MODULES_DIR, 'mfe_reports/0.0.0-broken');
    fs.mkdirSync(broken, { recursive: true });
    fs.copyFileSync(path.join(MODULES_DIR, 'mfe_reports/1.0.0/module.json'), path.join(broken, 'module.json'));
    await login(page, 'admin', { pool: 'Stichting Demo' });
    editRegistry((r) => {
      r.modules.mfe_reports!.manifest = '/modules/mfe_reports/0.0.0-broken/mf-manifest.json';
    });
    await page.goto('/reports');
    await expect(page.getByTestId('module-error')).toBeVisible();
    await expect(page.getByTestId('drawer')).toBeVisible();
    await page.getByTestId('menu-item-dashboard').click();
    await expect(page.getByTestId('module-mfe_dashboard')).toBeVisible();
    await expect(page.getByTestId('module-error')).toHaveCount(0);
  });

  test('a module whose build cannot be found owns no path: its pages are not found and its menu items hidden', async ({ page }) => {
    editRegistry((r) => {
      r.modules.mfe_planning!.manifest = '/modules/mfe_planning/0.0.0-missing/mf-manifest.json';
    });
    await login(page, 'admin', { pool: 'Stichting Demo' });
    await expect(page.getByTestId('menu-item-dashboard')).toBeVisible();
    await expect(page.getByTestId('menu-item-calendar')).toHaveCount(0);
    await page.goto('/calendar');
    await expect(page.getByTestId('error-page-not-found')).toBeVisible();
    await expect(page.getByTestId('drawer')).toBeVisible();
  });
});

test('on a phone the shell shows the mobile header and bottom menu instead of the drawer', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, 'planner');
  await expect(page.getByTestId('layout-mobile')).toBeVisible();
  await expect(page.getByTestId('bottom-menu')).toBeVisible();
  await expect(page.getByTestId('layout-desktop')).toHaveCount(0);
  await expect(page.getByTestId('module-mfe_dashboard')).toBeVisible();
});
