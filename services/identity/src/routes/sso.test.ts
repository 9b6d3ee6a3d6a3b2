import crypto from 'node:crypto';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { Messages, SSO_STATE_TTL_SECONDS, SSO_TICKET_TTL_SECONDS, SsoMessages, type TokenPayload } from '@app/contracts';
import { ssoLogins, ssoProviders } from '../db/schema';
import { applyConfiguredProviders, parseConfiguredProviders } from '../flows/sso-configured-providers';
import { importEsm } from '../flows/sso-import-esm.cjs';
import { createSsoBrowser } from '../testing/sso-browser';
import { refreshCookieOf, startIdentityEnv, type IdentityEnv } from '../testing/identity-env';

type TestProviderModule = typeof import('../testing/sso-test-provider.mjs');

const CLIENT = { id: 'invalpool', secret: 'invalpool-test-secret' };
const PLANNER = 'planner@demo.invalpool.nl';
let env: IdentityEnv;
let provider: { issuer: string; close(): Promise<void> };

const decode = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as TokenPayload;
const post = (p: string, body: unknown) => env.server.call('POST', p, { body });
const isCallback = (url: string) => url.startsWith(`${env.server.url}/api/auth/sso/callback`);

/** Starts a sign-in at a provider of a pool; answers the browser and where the start sent it. */
async function start(code = 'test', pool = 'demo', redirect?: string) {
  const browser = createSsoBrowser();
  const query = new URLSearchParams({ pool, ...(redirect ? { redirect } : {}) });
  const res = await browser.request(`${env.server.url}/api/auth/sso/${code}/start?${query}`);
  return { browser, res, location: new URL(res.headers.get('location') ?? '', env.server.url) };
}

/** Signs in at the provider as `login` and stops at our callback (not yet called). */
async function atCallback(login: string, pool = 'demo', code = 'test') {
  const started = await start(code, pool, '/planning');
  const callback = await started.browser.walk(started.location.toString(), login, isCallback);
  return { ...started, callback };
}

/** Calls the callback in the browser; answers the login page it sends the browser to. */
async function callBack(browser: ReturnType<typeof createSsoBrowser>, callback: string) {
  const res = await browser.request(callback);
  expect(res.status).toBe(302);
  return new URL(res.headers.get('location') ?? '', env.server.url);
}

const expectGenericError = (landing: URL, pool: string) => {
  expect(landing.pathname).toBe(`/login/${pool}`);
  expect([...landing.searchParams]).toEqual([['sso_error', 'failed']]);
};

beforeAll(async () => {
  env = await startIdentityEnv();
  // the callback URL registered at the provider is this test server's
  env.deps.config.PUBLIC_URL = env.server.url;
  const { startSsoTestProvider } = await importEsm<TestProviderModule>(path.join(__dirname, '../testing/sso-test-provider.mjs'));
  provider = await startSsoTestProvider({
    clientId: CLIENT.id,
    clientSecret: CLIENT.secret,
    redirectUris: [`${env.server.url}/api/auth/sso/callback`],
  });
  const configured = (pool: string, code: string, enabled = true) => ({
    pool,
    code,
    issuer: provider.issuer,
    client_id: CLIENT.id,
    client_secret: CLIENT.secret,
    logo_url: '/sso/test.svg',
    text: { en: `Log in with ${code}`, nl: `Inloggen met ${code}` },
    enabled,
  });
  await applyConfiguredProviders(
    env.deps,
    parseConfiguredProviders(
      JSON.stringify([configured('demo', 'test'), configured('demo', 'off', false), configured('noord', 'noordsso')]),
    ),
  );
}, 120_000);

afterAll(async () => {
  await provider?.close();
  await env.close();
});

test('SSO_PROVIDERS is validated: a bad entry names the field', () => {
  expect(() => parseConfiguredProviders('[{"pool":"demo","code":"x"}]')).toThrow(/SSO_PROVIDERS: 0\.issuer: /);
  expect(() => parseConfiguredProviders('{')).toThrow('SSO_PROVIDERS: not valid JSON');
  expect(parseConfiguredProviders(undefined)).toEqual([]);
});

test('the providers of a pool (by url or id): enabled ones only, with our start URL and never the secret', async () => {
  const res = await env.server.call('GET', '/api/auth/sso-providers?pool=demo');
  expect(res.status).toBe(200);
  expect(res.body.data).toEqual([
    { code: 'test', authorization_url: '/api/auth/sso/test/start?pool=demo', logo_url: '/sso/test.svg', text: 'Inloggen met test' },
  ]);
  expect(JSON.stringify(res.body)).not.toContain(CLIENT.secret);
  const byId = await env.server.call('GET', `/api/auth/sso-providers?pool=${env.poolIds.demo}&_locale=en`);
  expect(byId.body.data.map((p: { text: string }) => p.text)).toEqual(['Log in with test']);
  expect((await env.server.call('GET', '/api/auth/sso-providers')).body.data).toEqual([]);
  expect((await env.server.call('GET', '/api/auth/sso-providers?invitation-token=unknown-token')).body.data).toEqual([]);
  expect((await env.server.call('GET', '/api/auth/sso-providers?pool=nowhere')).body.data).toEqual([]);
});

test('client secrets are stored encrypted with SSO_SECRET_KEY, never as given', async () => {
  const rows = await env.deps.db.withSystem((tx) => tx.select({ secret: ssoProviders.clientSecret }).from(ssoProviders));
  expect(rows.length).toBeGreaterThan(0);
  for (const { secret } of rows) {
    expect(secret).not.toContain(CLIENT.secret);
    expect(secret).toMatch(/^v1\./);
  }
});

test('start sends the browser to the provider with PKCE S256, state and nonce; the state is stored hashed', async () => {
  const { res, location, browser } = await start();
  expect(res.status).toBe(302);
  expect(location.origin).toBe(provider.issuer);
  const q = location.searchParams;
  expect(q.get('code_challenge_method')).toBe('S256');
  expect(q.get('response_type')).toBe('code');
  expect(q.get('client_id')).toBe(CLIENT.id);
  expect(q.get('redirect_uri')).toBe(`${env.server.url}/api/auth/sso/callback`);
  const state = q.get('state') ?? '';
  expect(state.length).toBeGreaterThan(20);
  expect(q.get('nonce')?.length).toBeGreaterThan(20);
  expect(browser.cookies.get('invalpool_sso_state')).toBe(state);
  const [row] = await env.deps.db.db
    .select()
    .from(ssoLogins)
    .where(eq(ssoLogins.stateHash, crypto.createHash('sha256').update(state).digest('hex')));
  expect(row).toBeDefined();
  // the challenge is the S256 of the verifier kept on the server
  expect(crypto.createHash('sha256').update(row!.codeVerifier).digest('base64url')).toBe(q.get('code_challenge'));
  expect(JSON.stringify(row)).not.toContain(state);
  expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(SSO_STATE_TTL_SECONDS * 1000);
});

test('an unknown or disabled provider is 404', async () => {
  expect((await start('nope')).res.status).toBe(404);
  expect((await start('off')).res.status).toBe(404);
  expect((await start('test', 'noord')).res.status).toBe(404);
});

test('a verified e-mail of an account of the pool ends in the profile and token steps; the ticket works once', async () => {
  const { browser, callback } = await atCallback(PLANNER);
  const landing = await callBack(browser, callback);
  expect(landing.pathname).toBe('/login/demo');
  expect(landing.searchParams.get('redirect')).toBe('/planning');
  const ticket = landing.searchParams.get('sso_ticket') ?? '';
  expect(ticket.length).toBeGreaterThan(20);

  const choice = await post('/api/auth/sso/profiles', { ticket });
  expect(choice.status).toBe(200);
  expect(choice.body.data.pool).toEqual({ id: env.poolIds.demo, name: expect.any(String), url: 'demo' });
  expect(choice.body.data.profiles).toHaveLength(1);
  const profile = choice.body.data.profiles[0].id as number;

  const done = await post('/api/auth/sso/login_check', { ticket, profile, isMobile: 0 });
  expect(done.status).toBe(200);
  expect(done.body.data['2fa_complete']).toBe(true);
  expect(decode(done.body.data.token)).toMatchObject({ username: 'planner', pool_id: env.poolIds.demo, profile_id: profile });
  expect(refreshCookieOf(done.headers).length).toBeGreaterThan(20);

  const again = await post('/api/auth/sso/login_check', { ticket, profile });
  expect(again.status).toBe(401);
  expect(again.body.meta.messages[0].message).toBe(SsoMessages.failed);
  expect((await post('/api/auth/sso/profiles', { ticket })).status).toBe(401);
});

test('an account with two profiles chooses one; a profile of another account is 422', async () => {
  const { browser, callback } = await atCallback('multi@demo.invalpool.nl');
  const ticket = (await callBack(browser, callback)).searchParams.get('sso_ticket') ?? '';
  const profiles = (await post('/api/auth/sso/profiles', { ticket })).body.data.profiles as { id: number }[];
  expect(profiles).toHaveLength(2);
  const planner = (await atCallback(PLANNER)) as Awaited<ReturnType<typeof atCallback>>;
  const plannerTicket = (await callBack(planner.browser, planner.callback)).searchParams.get('sso_ticket') ?? '';
  const plannerProfile = (await post('/api/auth/sso/profiles', { ticket: plannerTicket })).body.data.profiles[0].id as number;
  expect((await post('/api/auth/sso/login_check', { ticket, profile: plannerProfile })).status).toBe(422);
  const done = await post('/api/auth/sso/login_check', { ticket, profile: profiles[1]!.id });
  expect(done.status).toBe(200);
  expect(decode(done.body.data.token).profile_id).toBe(profiles[1]!.id);
});

test('a state works once: the same callback again gets the generic error', async () => {
  const { browser, callback } = await atCallback(PLANNER);
  expect((await callBack(browser, callback)).searchParams.get('sso_ticket')).toBeTruthy();
  browser.cookies.set('invalpool_sso_state', new URL(callback).searchParams.get('state') ?? '');
  expectGenericError(await callBack(browser, callback), 'demo');
});

test('the callback in another browser (without the state cookie) gets the generic error', async () => {
  const { callback } = await atCallback(PLANNER);
  expectGenericError(await callBack(createSsoBrowser(), callback), 'demo');
});

test('a state older than 10 minutes gets the generic error', async () => {
  const { browser, callback } = await atCallback(PLANNER);
  env.deps.clock.advance(SSO_STATE_TTL_SECONDS * 1000 + 1000);
  expectGenericError(await callBack(browser, callback), 'demo');
});

test('a ticket older than 5 minutes is refused', async () => {
  const { browser, callback } = await atCallback(PLANNER);
  const ticket = (await callBack(browser, callback)).searchParams.get('sso_ticket') ?? '';
  env.deps.clock.advance(SSO_TICKET_TTL_SECONDS * 1000 + 1000);
  const res = await post('/api/auth/sso/profiles', { ticket });
  expect(res.status).toBe(401);
  expect(res.body.meta.messages[0].message).toBe(SsoMessages.failed);
});

test('an unknown e-mail, an unverified e-mail and an account of another pool all get the same generic error', async () => {
  for (const login of ['nobody@demo.invalpool.nl', `unverified:${PLANNER}`]) {
    const { browser, callback } = await atCallback(login);
    expectGenericError(await callBack(browser, callback), 'demo');
  }
  // planner has no profile in noord: noord's provider does not let it in
  const { browser, callback } = await atCallback(PLANNER, 'noord', 'noordsso');
  expectGenericError(await callBack(browser, callback), 'noord');
});

test('a redirect that leaves the site is dropped', async () => {
  const started = await start('test', 'demo', '//evil.example/x');
  const callback = await started.browser.walk(started.location.toString(), PLANNER, isCallback);
  const landing = await callBack(started.browser, callback);
  expect(landing.searchParams.get('redirect')).toBeNull();
  expect(landing.searchParams.get('sso_ticket')).toBeTruthy();
});

test('an account with two-factor on still gets the second factor after single sign-on', async () => {
  const session = await atCallback('multi@demo.invalpool.nl');
  const ticket = (await callBack(session.browser, session.callback)).searchParams.get('sso_ticket') ?? '';
  const { id } = (await post('/api/auth/sso/profiles', { ticket })).body.data.profiles[0] as { id: number };
  await env.deps.db.db.execute(`update identity.accounts set two_factor = true where username = 'multi'`);
  const res = await post('/api/auth/sso/login_check', { ticket, profile: id });
  await env.deps.db.db.execute(`update identity.accounts set two_factor = false where username = 'multi'`);
  expect(res.status).toBe(200);
  expect(res.body.data['2fa_complete']).toBe(false);
  expect(res.body.data.token).toBeUndefined();
  expect(res.body.meta.messages[0].message).toBe(Messages.secondFactorRequired);
});

test("a pool's provider vouches for that pool only: switching to another pool after single sign-on asks that pool's login", async () => {
  // admin has profiles in demo and noord; demo's provider signs it in
  const { browser, callback } = await atCallback('admin@demo.invalpool.nl');
  const ticket = (await callBack(browser, callback)).searchParams.get('sso_ticket') ?? '';
  const choice = await post('/api/auth/sso/profiles', { ticket });
  const done = await post('/api/auth/sso/login_check', { ticket, profile: choice.body.data.profiles[0].id, isMobile: 0 });
  expect(done.status).toBe(200);
  const refreshToken = refreshCookieOf(done.headers);
  // staying in demo renews as ever
  const same = await post('/api/token/refresh', { refresh_token: refreshToken });
  expect(same.status).toBe(200);
  // noord did not vouch for this login
  const other = await post('/api/token/refresh', { refresh_token: refreshCookieOf(same.headers), pool: env.poolIds.noord });
  expect(other.status).toBe(403);
  expect(other.body.meta.messages[0].message).toBe(SsoMessages.otherPool);
  // a password login reaches both pools
  const pools = await post('/api/auth/pool', { username: 'admin', password: 'Welkom#2025' });
  expect((pools.body.data as { url: string }[]).map((p) => p.url).sort()).toEqual(['demo', 'noord']);
});
