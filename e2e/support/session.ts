import { expect, type Page } from '@playwright/test';
import { BASE_URL } from './product';

export const PASSWORD = 'Welkom#2025';

/** Logs in through the login page; picks the pool and profile by their visible names when asked. */
export async function login(page: Page, username: string, choose: { pool?: string; profile?: RegExp } = {}) {
  await page.goto('/login');
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  if (choose.pool) {
    await expect(page.getByTestId('login-pool-step')).toBeVisible();
    await page.getByTestId('login-pool-step').getByText(choose.pool, { exact: true }).click();
  }
  if (choose.profile) {
    await expect(page.getByTestId('login-profile-step')).toBeVisible();
    await page.getByTestId('login-profile-step').getByText(choose.profile).first().click();
  }
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Opens the header's user menu and answers it once it shows. */
export async function openUserMenu(page: Page) {
  await page.getByTestId('user-menu-button').click();
  await expect(page.getByTestId('user-menu')).toBeVisible();
  return page.getByTestId('user-menu');
}

/** The API flow without a browser: credentials -> pool -> profile -> token. */
export async function apiToken(username: string, poolUrl: string): Promise<{ token: string; poolId: number }> {
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${BASE_URL}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    return (await res.json()).data;
  };
  const credentials = { username, password: PASSWORD };
  const pools = (await post('/auth/pool', credentials)) as { id: number; url: string }[];
  const pool = pools.find((p) => p.url === poolUrl);
  if (!pool) throw new Error(`${username} has no pool ${poolUrl}`);
  const { profiles } = (await post(`/auth/pool/${pool.id}/profile`, credentials)) as { profiles: { id: number }[] };
  const { token } = (await post('/login_check', { ...credentials, pool: pool.id, profile: profiles[0]!.id })) as { token: string };
  return { token, poolId: pool.id };
}
