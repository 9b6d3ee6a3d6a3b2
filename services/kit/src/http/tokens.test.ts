import { createTokenService } from './tokens';
import type { TokenPayload } from '@app/contracts';

const payload: Omit<TokenPayload, 'exp'> = {
  username: 'planner',
  pool_id: 1,
  profile_id: 2,
  pool_name: 'Demo',
  pool_url: 'demo',
  person_id: null,
  person_name: 'Planner',
  roles: ['ROLE_PLANNER'],
  allow: ['request.view'],
  is_sysadmin: false,
  finished: 1,
  profiles_count: 1,
  pools_count: 1,
  branch_id: null,
  view_entire_pool: true,
  account_id: 7,
  ver: 3,
};
const SECRET = 'a-test-secret-of-enough-length-0123456789';
const at = (seconds: number) => new Date(Date.UTC(2026, 10, 28, 12, 0, seconds));

describe('verified tokens remembered by the process', () => {
  it('refuses a remembered token once it has expired, to the second', async () => {
    const tokens = createTokenService(SECRET);
    const token = await tokens.sign(payload, 60, at(0));
    expect((await tokens.verify(token, at(30))).username).toBe('planner');
    await expect(tokens.verify(token, at(59))).resolves.toMatchObject({ ver: 3 });
    await expect(tokens.verify(token, at(60))).rejects.toThrow();
    await expect(tokens.verify(token, at(30))).resolves.toMatchObject({ ver: 3 });
  });

  it('still refuses a token whose signature differs from a remembered one, and a token of another secret', async () => {
    const tokens = createTokenService(SECRET);
    const token = await tokens.sign(payload, 60, at(0));
    await tokens.verify(token, at(1));
    const [header, body, signature] = token.split('.') as [string, string, string];
    // a character in the middle of the signature: every bit of it counts
    const forged = `${header}.${body}.${signature.slice(0, 10)}${signature[10] === 'A' ? 'B' : 'A'}${signature.slice(11)}`;
    await expect(tokens.verify(forged, at(1))).rejects.toThrow();
    const other = await createTokenService(`${SECRET}-other`).sign(payload, 60, at(0));
    await expect(tokens.verify(other, at(1))).rejects.toThrow();
  });

  it('with its memory full, still accepts every valid token (the oldest is checked again)', async () => {
    const tokens = createTokenService(SECRET, 2);
    const signed = await Promise.all([1, 2, 3].map((n) => tokens.sign({ ...payload, profile_id: n }, 60, at(0))));
    for (const token of signed) await tokens.verify(token, at(1));
    for (const token of signed) expect((await tokens.verify(token, at(2))).profile_id).toBe(signed.indexOf(token) + 1);
  });

  it('hands out a payload nobody can change for the next caller', async () => {
    const tokens = createTokenService(SECRET);
    const token = await tokens.sign(payload, 60, at(0));
    const first = await tokens.verify(token, at(1));
    expect(() => (first.allow as string[]).push('person.edit')).toThrow(TypeError);
    expect(() => Object.assign(first, { pool_id: 2 })).toThrow(TypeError);
    expect(await tokens.verify(token, at(2))).toMatchObject({ pool_id: 1, allow: ['request.view'] });
  });
});
