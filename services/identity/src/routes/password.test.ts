import { masterdataService } from '@app/masterdata';
import { AccountMessages, STRONG_PASSWORD_MESSAGE } from '@app/contracts';
import { passwordResets } from '../db/schema';
import { DEMO_PASSWORD } from '../demo/demo-data';
import { captureMail, login, startIdentityEnv, type IdentityEnv } from '../testing/identity-env';

let env: IdentityEnv;
let mail: ReturnType<typeof captureMail>;

const call = (method: string, path: string, body: unknown, token?: string) => env.server.call(method, path, { body, token });
const post = (path: string, body: unknown, token?: string) => call('POST', path, body, token);
const linkToken = (text: string) => /\/login\/reset\/([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';
const refresh = (refresh_token: string) => post('/api/token/refresh', { refresh_token });

beforeAll(async () => {
  env = await startIdentityEnv(masterdataService);
  mail = captureMail(env.deps.bus);
}, 120_000);

afterAll(async () => {
  mail.stop();
  await env.close();
});

describe('forgot and reset', () => {
  test('forgot answers the same for known and unknown names and mails only real accounts', async () => {
    const before = mail.mails.length;
    const unknown = await post('/api/account/forgot', { email: 'nobody@example.nl' });
    expect(unknown.status).toBe(200);
    expect(unknown.body.meta.messages[0].message).toBe(AccountMessages.instructionsSent);
    expect(mail.mails.length).toBe(before);
    const known = await post('/api/account/forgot', { email: 'SCHOOL@demo.invalpool.nl' });
    expect(known.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    const sent = mail.lastTo('school@demo.invalpool.nl');
    expect(sent).toMatchObject({ template: 'account.password_reset', pool_id: null });
    expect(sent!.text).toContain(`${env.deps.config.PUBLIC_URL}/login/reset/`);
    expect((await post('/api/account/forgot', {})).status).toBe(422);
  });

  test('reset applies the strong rule, is single use, stores only hashes and signs out every session', async () => {
    const session = await login(env.server, 'school');
    await post('/api/account/forgot', { username: 'school' });
    const token = linkToken(mail.lastTo('school@demo.invalpool.nl')!.text);
    const stored = await env.deps.db.db.select().from(passwordResets);
    expect(stored.map((r) => r.tokenHash)).not.toContain(token);

    const weak = await post('/api/account/reset', { token, password: 'abcdefgh1', password_confirmation: 'abcdefgh1' });
    expect(weak.status).toBe(422);
    expect(weak.body.meta.errors.password).toEqual([STRONG_PASSWORD_MESSAGE]);
    const differ = await post('/api/account/reset', { token, password: 'Nieuw#2026', password_confirmation: 'Nieuw#2027' });
    expect(differ.body.meta.errors.password_confirmation).toEqual([AccountMessages.passwordMatch]);

    const done = await post('/api/account/reset', { token, password: 'Nieuw#2026', password_confirmation: 'Nieuw#2026' });
    expect(done.status).toBe(200);
    expect((await refresh(session.refresh_token)).status).toBe(401);
    expect((await post('/api/auth/pool', { username: 'school', password: DEMO_PASSWORD })).status).toBe(401);
    expect((await post('/api/auth/pool', { username: 'school', password: 'Nieuw#2026' })).status).toBe(200);

    const reuse = await post('/api/account/reset', { token, password: 'Nieuw#2028', password_confirmation: 'Nieuw#2028' });
    expect(reuse.status).toBe(404);
    expect(reuse.body.meta.messages[0].message).toBe(AccountMessages.tokenNotFound);
  });

  test('a reset link expires after an hour', async () => {
    await post('/api/account/forgot', { email: 'invaller@demo.invalpool.nl' });
    const token = linkToken(mail.lastTo('invaller@demo.invalpool.nl')!.text);
    env.deps.clock.advance(60 * 60 * 1000 + 1000);
    const late = await post('/api/account/reset', { token, password: 'Nieuw#2026', password_confirmation: 'Nieuw#2026' });
    expect(late.status).toBe(404);
    expect(late.body.meta.messages[0].message).toBe(AccountMessages.tokenNotFound);
  });
});

describe('change own password', () => {
  test('needs a token and the right current password', async () => {
    expect((await call('PATCH', '/api/account/password-reset', { current_password: DEMO_PASSWORD, password: 'Nieuw#2026' })).status).toBe(401);
    const session = await login(env.server, 'planner');
    const wrong = await call('PATCH', '/api/account/password-reset', { current_password: 'Fout#2025', password: 'Nieuw#2026' }, session.token);
    expect(wrong.status).toBe(422);
    expect(wrong.body.meta.errors.current_password).toEqual([AccountMessages.currentPasswordIncorrect]);
    expect(wrong.body.meta.messages[0].message).toBe(AccountMessages.currentPasswordIncorrect);
  });

  test('applies the strong rule and at most two identical characters in a row', async () => {
    const session = await login(env.server, 'planner');
    const weak = await call('PATCH', '/api/account/password-reset', { current_password: DEMO_PASSWORD, password: 'nieuwwachtwoord' }, session.token);
    expect(weak.body.meta.errors.password).toContain(STRONG_PASSWORD_MESSAGE);
    const triple = await call('PATCH', '/api/account/password-reset', { current_password: DEMO_PASSWORD, password: 'Nieuw#2000' }, session.token);
    expect(triple.status).toBe(422);
    expect(triple.body.meta.errors.password).toEqual(['The password may not contain more than two identical characters in a row']);
  });

  test('signs out the other sessions and keeps the one sent along', async () => {
    const other = await login(env.server, 'planner');
    const mine = await login(env.server, 'planner');
    const res = await call('PATCH', '/api/account/password-reset', { current_password: DEMO_PASSWORD, password: 'Nieuw#2026', refresh_token: mine.refresh_token }, mine.token);
    expect(res.status).toBe(200);
    expect((await refresh(other.refresh_token)).status).toBe(401);
    expect((await refresh(mine.refresh_token)).status).toBe(200);
    expect((await post('/api/auth/pool', { username: 'planner', password: 'Nieuw#2026' })).status).toBe(200);
  });
});
