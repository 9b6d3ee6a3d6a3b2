import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { type Browser } from '@playwright/test';
import { expect, test } from '../support/guard';
import { canaryShare } from '@app/gateway';
import { CANARY_VERSION } from '../support/global-setup';
import { BASE_URL, editRegistry, readState, ROOT } from '../support/product';
import { apiToken, login } from '../support/session';

/** The rollout command as an operator runs it, against the product's registry, checking the builds on the live site. */
function rollout(...args: string[]): string {
  return execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(ROOT, 'services/launcher/src/rollout/cli.ts'),
      ...args,
      '--base-url',
      BASE_URL,
      '--actor',
      'e2e-operator',
    ],
    { cwd: ROOT, env: { ...process.env, REGISTRY_FILE: readState().registryFile }, encoding: 'utf8' },
  );
}

const auditTrail = () =>
  fs
    .readFileSync(readState().registryFile.replace(/\.json$/, '.audit.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { actor: string; action: string; module: string; from: string; to: string });

/** The dashboard build a user gets right after logging in, and again on the next page load (it must not change). */
async function dashboardVersionSeenBy(
  browser: Browser,
  username: string,
  choose: Parameters<typeof login>[2] = {},
): Promise<string | null> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await login(page, username, choose);
  const area = page.getByTestId('module-mfe_dashboard');
  await expect(area).toBeVisible();
  const version = await area.getAttribute('data-module-version');
  await page.reload();
  await expect(area).toHaveAttribute('data-module-version', version ?? '');
  await context.close();
  return version;
}

test.describe('rolling out one module', () => {
  test.afterEach(() =>
    editRegistry((r) => {
      r.modules.mfe_dashboard = { name: 'mfe_dashboard', version: '1.0.0', manifest: '/modules/mfe_dashboard/1.0.0/mf-manifest.json' };
    }),
  );

  test('an operator rolls the dashboard forward and back while a page stays open; the next load shows each build', async ({ page }) => {
    await login(page, 'planner');
    const area = page.getByTestId('module-mfe_dashboard');
    await expect(area).toHaveAttribute('data-module-version', '1.0.0');

    expect(rollout('set', 'mfe_dashboard', CANARY_VERSION)).toContain(`mfe_dashboard: 1.0.0 -> ${CANARY_VERSION}`);
    await page.reload();
    await expect(area).toHaveAttribute('data-module-version', CANARY_VERSION);
    // the rest of the page keeps working on the new build
    await page.evaluate(() => {
      window.history.pushState(null, '', '/calendar');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByTestId('module-mfe_planning')).toBeVisible();
    await page.getByTestId('menu-item-dashboard').click();
    await expect(area).toHaveAttribute('data-module-version', CANARY_VERSION);

    rollout('rollback', 'mfe_dashboard');
    await page.reload();
    await expect(area).toHaveAttribute('data-module-version', '1.0.0');
    expect(auditTrail().slice(-2)).toEqual([
      expect.objectContaining({ actor: 'e2e-operator', action: 'set', module: 'mfe_dashboard', from: '1.0.0', to: CANARY_VERSION }),
      expect.objectContaining({ actor: 'e2e-operator', action: 'rollback', module: 'mfe_dashboard', from: CANARY_VERSION, to: '1.0.0' }),
    ]);
  });

  test('a canary share gives the new build to the users the hash of their name puts in it, the same on every load', async ({ browser }) => {
    rollout('canary', 'mfe_dashboard', CANARY_VERSION, '--share', '0.5');
    const users: [string, string][] = [
      ['admin', 'demo'],
      ['planner', 'demo'],
      ['school', 'demo'],
      ['invaller', 'demo'],
      ['multi', 'demo'],
      ['noord', 'noord'],
    ];
    const seen: Record<string, string> = {};
    for (const [username, pool] of users) {
      const { token } = await apiToken(username, pool);
      const answer = await fetch(`${BASE_URL}/api/modules`, { headers: { authorization: `Bearer ${token}` } });
      const modules = (await answer.json()).data.modules as { name: string; version: string }[];
      seen[username] = modules.find((m) => m.name === 'mfe_dashboard')!.version;
    }
    const expected = Object.fromEntries(users.map(([u]) => [u, canaryShare(u) < 0.5 ? CANARY_VERSION : '1.0.0']));
    expect(seen).toEqual(expected);
    // both kinds of user are among the demo accounts, so the split is real
    expect(new Set(Object.values(seen)).size).toBe(2);
    // in the browser too: a user in the canary and one outside it
    expect(await dashboardVersionSeenBy(browser, 'planner')).toBe(expected.planner);
    expect(await dashboardVersionSeenBy(browser, 'admin', { pool: 'Stichting Demo' })).toBe(expected.admin);

    rollout('canary', 'mfe_dashboard', '--share', '0');
    expect(await dashboardVersionSeenBy(browser, 'planner')).toBe('1.0.0');
  });
});
