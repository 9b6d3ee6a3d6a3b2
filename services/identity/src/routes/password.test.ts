import { AccountMessages, STRONG_PASSWORD_MESSAGE } from '@app/contracts';
import { passwordResets } from '../db/schema';
import { DEMO_PASSWORD } from '../demo/demo-data';
import { login, startIdentityEnv, type IdentityMailEnv } from '../testing/identity-env';

let env: IdentityMailEnv;

const call = (method: string, path: string, body: unknown, token?: string) => env.server.call(method, path, { body, token });
const post = (path: string, body: unknown, token?: string) => call('POST', path, body, token);
const linkToken = (text: string) => /\/login\/reset\/([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';
const refresh = (refresh_token: string) => post('/api/token/refresh', { refresh_token });

beforeAll(async () => {
  env = await startIdentityEnv({ mail: true });
}, 120_000);

afterAll(async () => {
  await env.close();
});

describe('forgot and reset', () => {
  test('forgot answers the same for known and unknown names and mails only real accounts', async () => {
    const unknown = await post('/api/account/forgot', { email: 'nobody@example.nl' });
    expect(unknown.status).toBe(200);
    expect(unknown.body.meta.messages[0].message).toBe(AccountMessages.instructionsSent);
    const known = await post('/api/account/forgot', { email: 'SCHOOL@demo.invalpool.nl' });
    expect(known.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    const sent = await env.mailbox.next('school@demo.invalpool.nl');
    expect(sent.subject).toBe('Wachtwoord herstellen / Reset your password');
    expect(sent.text).toContain(`${env.deps.config.PUBLIC_URL}/login/reset/`);
    expect((await env.mailbox.settled()).filter((m) => m.to.includes('nobody@example.nl'))).toEqual([]);
    expect((await post('/api/account/forgot', {})).status).toBe(422);
  });

  test('reset applies the strong rule, is single use, stores only hashes and signs out every session', async () => {
    const session = await login(env.server, 'school');
    await post('/api/account/forgot', { username: 'school' });
    const token = linkToken((await env.mailbox.next('school@demo.invalpool.nl')).text);
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
    const token = linkToken((await env.mailbox.next('invaller@demo.invalpool.nl')).text);
    env.deps.clock.advance(60 * 60 * 1000 + 1000);
    const late = await post('/api/account/reset', { token, password: 'Nieuw#2026', password_confirmation: 'Nieuw#2026' });
    expect(late.status).toBe(404);
    expect(late.body.meta.messages[0].message).toBe(AccountMessages.tokenNotFound);
  });
});

describe('change own password', () => {
  test('needs a token and the right current password', async () => {
    expect((await call('PATCH', '/api/account/password-reset', { current_password: DEMO_PASSWORD, password: 'Nieuw#2026' })).status).toBe(
      401,
    );
    const session = await login(env.server, 'planner');
    const wrong = await call(
      'PATCH',
      '/api/account/password-reset',
      { current_password: 'Fout#2025', password: 'Nieuw#2026' },
      session.token,
    );
    expect(wrong.status).toBe(422);
    expect(wrong.body.meta.errors.current_password).toEqual([AccountMessages.currentPasswordIncorrect]);
    expect(wrong.body.meta.messages[0].message).toBe(AccountMessages.currentPasswordIncorrect);
  });

  test('applies the strong rule and at most two identical characters in a row', async () => {
    const session = await login(env.server, 'planner');
    const weak = await call(
      'PATCH',
      '/api/account/password-reset',
      { current_password: DEMO_PASSWORD, password: 'nieuwwachtwoord' },
      session.token,
    );
    expect(weak.body.meta.errors.password).toContain(STRONG_PASSWORD_MESSAGE);
    const triple = await call(
      'PATCH',
      '/api/account/password-reset',
      { current_password: DEMO_PASSWORD, password: 'Nieuw#2000' },
      session.token,
    );
    expect(triple.status).toBe(422);
    expect(triple.body.meta.errors.password).toEqual(['The password may not contain more than two identical characters in a row']);
  });

  test('signs out the other sessions and keeps the one sent along', async () => {
    const other = await login(env.server, 'planner');
    const mine = await login(env.server, 'planner');
    const res = await call(
      'PATCH',
      '/api/account/password-reset',
      { current_password: DEMO_PASSWORD, password: 'Nieuw#2026', refresh_token: mine.refresh_token },
      mine.token,
    );
    expect(res.status).toBe(200);
    expect((await refresh(other.refresh_token)).status).toBe(401);
    expect((await refresh(mine.refresh_token)).status).toBe(200);
    expect((await post('/api/auth/pool', { username: 'planner', password: 'Nieuw#2026' })).status).toBe(200);
  });
});

describe('abuse and languages', () => {
  const from = (ip: string, path: string, body: unknown) => env.server.call('POST', path, { body, headers: { 'x-forwarded-for': ip } });

  test('forgot is limited per name and per address with a clear message, the same for unknown names', async () => {
    for (let i = 0; i < 10; i++) expect((await from('10.1.0.1', '/api/account/forgot', { username: 'school' })).status).toBe(200);
    // the name is blocked from any address
    const byName = await from('10.1.0.2', '/api/account/forgot', { username: 'School' });
    expect(byName.status).toBe(429);
    expect(byName.body.meta.messages[0].message).toBe('Too many attempts. Please wait a moment and try again.');
    // one address asking for many names (known or not) is blocked too, and looks the same
    for (let i = 0; i < 10; i++) expect((await from('10.1.0.3', '/api/account/forgot', { username: `nobody${i}` })).status).toBe(200);
    const byAddress = await from('10.1.0.3', '/api/account/forgot', { username: 'planner' });
    const unknownByAddress = await from('10.1.0.3', '/api/account/forgot', { username: 'nobody-else' });
    expect(byAddress.status).toBe(429);
    expect(unknownByAddress.body).toEqual(byAddress.body);
    expect((await from('10.1.0.4', '/api/account/forgot', { username: 'planner' })).status).toBe(200);
    env.deps.clock.advance(15 * 60 * 1000 + 1);
    expect((await from('10.1.0.2', '/api/account/forgot', { username: 'school' })).status).toBe(200);
  });

  test('answers the spec English by default and Dutch for _locale=nl', async () => {
    const wrong = { username: 'planner', password: 'Wrong#2025' };
    const en = await env.server.call('POST', '/api/auth/pool?_locale=en', { body: wrong, headers: { 'x-forwarded-for': '10.2.0.1' } });
    expect(en.body.meta.messages[0]).toMatchObject({ title: 'Unauthorized', message: 'Invalid credentials.' });
    const nl = await env.server.call('POST', '/api/auth/pool?_locale=nl', { body: wrong, headers: { 'x-forwarded-for': '10.2.0.1' } });
    expect(nl.body.meta.messages[0]).toMatchObject({ title: 'Niet aangemeld', message: 'Ongeldige inloggegevens.' });

    const sent = await env.server.call('POST', '/api/account/forgot?_locale=nl', {
      body: { username: 'nobody' },
      headers: { 'x-forwarded-for': '10.2.0.2' },
    });
    expect(sent.body.meta.messages[0]).toMatchObject({
      type: 'success',
      title: 'Gelukt',
      message: 'Instructies zijn per e-mail verstuurd.',
    });

    const reset = await env.server.call('POST', '/api/account/reset', {
      body: { token: 'unknown', password: 'short', password_confirmation: 'x' },
      headers: { cookie: 'locale=nl' },
    });
    expect(reset.status).toBe(422);
    expect(reset.body.meta.errors.password).toEqual([
      'Het wachtwoord moet minimaal 8 tekens lang zijn',
      'Het wachtwoord moet minimaal bevatten: 1 hoofdletter, 1 kleine letter, 1 cijfer en één speciaal teken',
    ]);
    const unknown = await env.server.call('POST', '/api/account/reset?_locale=nl', {
      body: { token: 'unknown', password: 'Nieuw#2029', password_confirmation: 'Nieuw#2029' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.meta.messages[0].message).toBe('Token niet gevonden of verlopen');
  });
});
