import { expect, type Page } from '@playwright/test';
import { profileLabel, type PoolChoice, type ProfileChoice } from '../../shared/contracts/src/session';
import { SESSION_STORAGE_KEY } from '../../shared/platform/src/session/session-store';
import { BASE_URL } from './product';

export const PASSWORD = 'Welkom#2025';

/**
 * Signs in the way the login page does, through its API calls from the page's own context (the
 * HttpOnly refresh cookie lands in the browser), then opens the dashboard, which takes its access
 * token from that cookie as any reload does. The form itself has its own specs (login-and-guards,
 * demo-logins, access); filling it in every test cost 1.5 to 2 s a sign-in. The pool and profile are
 * chosen by the names the login page shows.
 */
export async function login(page: Page, username: string, choose: { pool?: string; profile?: RegExp } = {}) {
  const post: Post = async (path, body) => {
    const res = await page.context().request.post(`${BASE_URL}/api${path}`, { data: body });
    if (!res.ok()) throw new Error(`sign-in of ${username}: ${path} answered ${res.status()}`);
    return ((await res.json()) as { data: never }).data;
  };
  const { token } = await signInCalls(post, username, {
    // one pool or profile is chosen by itself, as on the login page; several must be named
    pool: (pools) => (choose.pool ? pools.find((p) => p.name === choose.pool) : pools.length === 1 ? pools[0] : undefined),
    profile: (profiles) =>
      choose.profile
        ? profiles.find((p) => choose.profile!.test(`${profileLabel(p)} ${p.person.full_name}`))
        : profiles.length === 1
          ? profiles[0]
          : undefined,
    isMobile: (page.viewportSize()?.width ?? 1280) < 900 ? 1 : 0,
  });
  // what the login page leaves in localStorage (the token's payload, no secret), which tells a reload
  // to take a token from the cookie; written from an empty page of the product's origin, which the
  // test's browser answers itself
  const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as unknown;
  if (!page.url().startsWith(BASE_URL)) {
    const blank = `${BASE_URL}/e2e-sign-in`;
    await page.route(blank, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><link rel="icon" href="data:,">' }));
    await page.goto(blank);
    await page.unroute(blank);
  }
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    SESSION_STORAGE_KEY,
    JSON.stringify({ state: { payload, overrides: null }, version: 0 }),
  ] as const);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('user-menu-button')).toBeVisible();
}

/** Opens the header's user menu and answers it once it shows. */
export async function openUserMenu(page: Page) {
  await page.getByTestId('user-menu-button').click();
  await expect(page.getByTestId('user-menu')).toBeVisible();
  return page.getByTestId('user-menu');
}

type Post = <T>(path: string, body: unknown) => Promise<T>;

/** The login page's three calls: credentials -> pool -> profile -> token (the refresh cookie comes with the last). */
async function signInCalls(
  post: Post,
  username: string,
  pick: {
    pool(pools: PoolChoice[]): PoolChoice | undefined;
    profile(profiles: ProfileChoice[]): ProfileChoice | undefined;
    isMobile: 0 | 1;
  },
): Promise<{ token: string; poolId: number }> {
  const credentials = { username, password: PASSWORD };
  const pool = pick.pool(await post<PoolChoice[]>('/auth/pool', credentials));
  if (!pool) throw new Error(`sign-in of ${username}: not the pool asked for (a name, or one of several unnamed)`);
  const { profiles } = await post<{ profiles: ProfileChoice[] }>(`/auth/pool/${pool.id}/profile`, credentials);
  const profile = pick.profile(profiles);
  if (!profile) throw new Error(`sign-in of ${username}: not the profile asked for (a name, or one of several unnamed)`);
  const { token } = await post<{ token: string }>('/login_check', {
    ...credentials,
    pool: pool.id,
    profile: profile.id,
    isMobile: pick.isMobile,
  });
  return { token, poolId: pool.id };
}

/** The API flow without a browser: credentials -> pool (by its url) -> the first profile -> token. */
export async function apiToken(username: string, poolUrl: string): Promise<{ token: string; poolId: number }> {
  const post: Post = async (path, body) => {
    const res = await fetch(`${BASE_URL}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    return ((await res.json()) as { data: never }).data;
  };
  return signInCalls(post, username, {
    pool: (pools) => pools.find((p) => p.url === poolUrl),
    profile: (profiles) => profiles[0],
    isMobile: 0,
  });
}
