import { expect, test } from '@playwright/test';
import WebSocket from 'ws';
import { BASE_URL, restartWithVersion } from '../support/product';
import { apiToken, login, PASSWORD } from '../support/session';

test('a lock event from another user reaches the page as a notification', async ({ page }) => {
  await login(page, 'planner');
  await expect(page.getByTestId('module-mfe_dashboard')).toBeVisible();
  const { token, poolId } = await apiToken('admin', 'demo');
  const ws = new WebSocket(`${BASE_URL.replace('http', 'ws')}/ws?token=${token}`);
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  // The page subscribes right after login; publish until its toast shows.
  await expect(async () => {
    ws.send(JSON.stringify({ type: 'publish', channel: `pool/${poolId}/request/locking`, payload: { action: 'block', person: { full_name: 'Ada Admin' }, request: { id: 4711 } } }));
    await expect(page.getByTestId('realtime-toast').first()).toContainText('4711', { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  ws.close();
});

test('a new product version reloads an open page on its next API answer', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByTestId('login-form')).toBeVisible();
  await page.evaluate(() => ((window as unknown as { loadedBefore: boolean }).loadedBefore = true));
  await restartWithVersion('v2025.10.6');
  const reloaded = page.waitForEvent('load');
  await page.getByTestId('login-username').fill('planner');
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await reloaded;
  expect(await page.evaluate(() => (window as unknown as { loadedBefore?: boolean }).loadedBefore)).toBeUndefined();
  const health = await fetch(`${BASE_URL}/api/health`);
  expect(health.headers.get('x-app-version')).toBe('v2025.10.6');
});
