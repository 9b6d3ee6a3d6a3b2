import { AccountMessages, Messages, type TokenPayload } from '@app/contracts';
import { twoFactorChallenges } from '../db/schema';
import { DEMO_PASSWORD } from '../demo/demo-data';
import { login, startIdentityEnv, type IdentityMailEnv } from '../testing/identity-env';

let env: IdentityMailEnv;
const EMAIL = 'multi@demo.invalpool.nl';

const post = (path: string, body: unknown, token?: string) => env.server.call('POST', path, { body, token });
const decode = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as TokenPayload;
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';

/** login_check of `multi` on its second profile; answers the pending token and the code from the delivered mail. */
async function startLogin(profileIndex = 1) {
  const pools = await post('/api/auth/pool', { username: 'multi', password: DEMO_PASSWORD });
  const pool = pools.body.data[0].id as number;
  const step = await post(`/api/auth/pool/${pool}/profile`, { username: 'multi', password: DEMO_PASSWORD });
  const profile = step.body.data.profiles[profileIndex].id as number;
  const res = await post('/api/login_check', { username: 'multi', password: DEMO_PASSWORD, pool, profile });
  expect(res.status).toBe(200);
  const mail = await env.mailbox.next(EMAIL);
  return { res, pool, profile, pending: res.body.data.two_factor_token as string, mail, code: codeIn(mail.text) };
}

beforeAll(async () => {
  env = await startIdentityEnv({ mail: true });
}, 120_000);

afterAll(async () => {
  await env.close();
});

test('toggle2fa needs a token and flips the account state, shown in the next token', async () => {
  expect((await post('/api/account/toggle2fa', {})).status).toBe(401);
  const session = await login(env.server, 'multi');
  expect(decode(session.token).two_factor).toBe(false);
  const on = await post('/api/account/toggle2fa', {}, session.token);
  expect(on.status).toBe(200);
  expect(on.body.data).toEqual({ two_factor: true });
});

test('login_check stops at the second factor, keeps pool and profile, and mails a 6-digit code', async () => {
  const { res, pool, profile, pending, mail, code } = await startLogin();
  expect(res.body.data['2fa_complete']).toBe(false);
  expect(res.body.data.token).toBeUndefined();
  expect(res.body.meta.messages[0].message).toBe(Messages.secondFactorRequired);
  expect(pending.length).toBeGreaterThan(20);
  expect(code).toMatch(/^\d{6}$/);
  expect(mail.subject).toBe('Uw toegangscode / Your access code');

  const wrong = await post('/api/2fa_check', { two_factor_token: pending, code: code === '000000' ? '111111' : '000000' });
  expect(wrong.status).toBe(401);
  expect(wrong.body.meta.messages[0].message).toBe(AccountMessages.codeInvalid);

  const done = await post('/api/2fa_check', { two_factor_token: pending, code });
  expect(done.status).toBe(200);
  expect(done.body.data['2fa_complete']).toBe(true);
  const payload = decode(done.body.data.token);
  expect(payload).toMatchObject({ username: 'multi', pool_id: pool, profile_id: profile, finished: 1, two_factor: true });

  // single use
  const again = await post('/api/2fa_check', { two_factor_token: pending, code });
  expect(again.status).toBe(401);
});

test('a code is stored hashed and only the latest code works', async () => {
  const first = await startLogin();
  const second = await startLogin();
  const stored = await env.deps.db.db.select().from(twoFactorChallenges);
  const secrets = stored.flatMap((r) => [r.tokenHash, r.codeHash]);
  expect(secrets).not.toContain(second.code);
  expect(secrets).not.toContain(second.pending);
  expect(secrets.every((s) => /^[0-9a-f]{64}$/.test(s))).toBe(true);
  expect((await post('/api/2fa_check', { two_factor_token: first.pending, code: first.code })).status).toBe(401);
  expect((await post('/api/2fa_check', { two_factor_token: second.pending, code: second.code })).status).toBe(200);
});

test('the fifth wrong code closes the challenge', async () => {
  const { pending, code } = await startLogin();
  const wrongCode = code === '123456' ? '654321' : '123456';
  for (let i = 0; i < 5; i++) expect((await post('/api/2fa_check', { two_factor_token: pending, code: wrongCode })).status).toBe(401);
  // the account waits 30 s after five wrong codes; then the right code still finds the challenge closed
  expect((await post('/api/2fa_check', { two_factor_token: pending, code })).status).toBe(429);
  env.deps.clock.advance(31_000);
  expect((await post('/api/2fa_check', { two_factor_token: pending, code })).status).toBe(401);
});

test('a code expires after 10 minutes; bad input is 422', async () => {
  const { pending, code } = await startLogin();
  env.deps.clock.advance(10 * 60 * 1000 + 1000);
  expect((await post('/api/2fa_check', { two_factor_token: pending, code })).status).toBe(401);
  const bad = await post('/api/2fa_check', { code: '12' });
  expect(bad.status).toBe(422);
  expect(Object.keys(bad.body.meta.errors).sort()).toEqual(['code', 'two_factor_token']);
});

test('too many wrong codes from one address are refused with 429', async () => {
  const { pending } = await startLogin();
  let status = 0;
  for (let i = 0; i < 12 && status !== 429; i++)
    status = (await post('/api/2fa_check', { two_factor_token: pending, code: '999999' })).status;
  expect(status).toBe(429);
});

test('wrong codes count per account across new logins and addresses; after the wait the right code works', async () => {
  env.deps.clock.advance(16 * 60 * 1000);
  let status = 0;
  for (let i = 0; i < 8 && status !== 429; i++) {
    const { pending } = await startLogin();
    status = (
      await env.server.call('POST', '/api/2fa_check', {
        body: { two_factor_token: pending, code: '999999' },
        headers: { 'x-forwarded-for': `10.9.0.${i}` },
      })
    ).status;
  }
  expect(status).toBe(429);
  env.deps.clock.advance(16 * 60 * 1000);
  const { pending, code } = await startLogin();
  expect((await post('/api/2fa_check', { two_factor_token: pending, code })).status).toBe(200);
});

test('switching two-factor off lets the next login through at once', async () => {
  env.deps.clock.advance(16 * 60 * 1000);
  const { pending, code } = await startLogin();
  const session = await post('/api/2fa_check', { two_factor_token: pending, code });
  // turning two-factor off asks the password
  const missing = await post('/api/account/toggle2fa', {}, session.body.data.token);
  expect(missing.status).toBe(422);
  expect(missing.body.meta.errors).toEqual({ password: ['The field is required'] });
  const wrong = await post('/api/account/toggle2fa', { password: 'Verkeerd#2025' }, session.body.data.token);
  expect(wrong.status).toBe(422);
  expect(wrong.body.meta.errors).toEqual({ password: [AccountMessages.currentPasswordIncorrect] });
  const off = await post('/api/account/toggle2fa', { password: DEMO_PASSWORD }, session.body.data.token);
  expect(off.body.data).toEqual({ two_factor: false });
  const next = await login(env.server, 'multi');
  expect(decode(next.token).two_factor).toBe(false);
});
