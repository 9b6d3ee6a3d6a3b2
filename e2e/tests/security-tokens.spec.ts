import { expect, test } from '../support/guard';
import { login } from '../support/session';

// The refresh token is an HttpOnly cookie, the access token lives in memory only
test('after login no token is readable from storage or document.cookie, and a reload keeps the user signed in', async ({
  page,
  context,
}) => {
  await login(page, 'planner');
  const readable = await page.evaluate(() => ({
    local: Object.keys(localStorage).map((k) => `${k}=${localStorage.getItem(k)}`),
    session: Object.keys(sessionStorage).map((k) => `${k}=${sessionStorage.getItem(k)}`),
    cookie: document.cookie,
  }));
  const jwt = /eyJ[\w-]+\.[\w-]+\.[\w-]+/;
  for (const entry of [...readable.local, ...readable.session, readable.cookie]) {
    expect(entry).not.toMatch(jwt);
    expect(entry).not.toMatch(/refresh/i);
  }
  // the refresh cookie exists, but only the browser sees it: HttpOnly, SameSite=Strict, scoped to the refresh path
  const refresh = (await context.cookies()).find((c) => c.name === 'invalpool_refresh');
  expect(refresh).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/token/refresh' });

  // the socket authenticated by its first message: no websocket address carries a token
  const sockets: string[] = [];
  page.on('websocket', (ws) => sockets.push(ws.url()));
  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('user-menu-button')).toBeVisible();
  await expect.poll(() => sockets.length).toBeGreaterThan(0);
  expect(sockets.every((url) => !/token=/.test(url))).toBe(true);

  // a logout clears the cookie: a reload no longer signs in
  await page.goto('/logout');
  await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'invalpool_refresh')).toBe(false);
});

test('two tabs that refresh at the same moment both stay signed in', async ({ context }) => {
  const first = await context.newPage();
  await login(first, 'multi', { profile: /@De Regenboog/ });
  const second = await context.newPage();
  await second.goto('/dashboard');
  await expect(second.getByTestId('user-menu-button')).toBeVisible();
  // both pages lost their in-memory token: each asks the cookie for one at once
  await Promise.all([first.reload(), second.reload()]);
  for (const page of [first, second]) {
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('user-menu-button')).toBeVisible();
  }
  await first.reload();
  await expect(first.getByTestId('user-menu-button')).toBeVisible();
});
