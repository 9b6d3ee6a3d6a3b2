import { eq } from 'drizzle-orm';
import { startIdentityEnv, type IdentityEnv } from '../testing/identity-env';
import { accountDirectory, profileDirectory } from './schema';

let env: IdentityEnv;

beforeAll(async () => {
  env = await startIdentityEnv();
}, 120_000);

afterAll(() => env.close());

describe("the views identity publishes for masterdata's person popup", () => {
  it("profile_directory answers the pool's profiles only, with their role names", async () => {
    const { demo, noord } = env.poolIds;
    const rows = await env.deps.db.withPool(demo, (tx) => tx.select().from(profileDirectory));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.poolId === demo)).toBe(true);
    expect(rows.every((r) => r.poolId !== noord)).toBe(true);
    expect(rows.flatMap((r) => r.roleNames)).toEqual(expect.arrayContaining(['Administrator', 'Substitute']));
  });

  it("account_directory carries no secrets, and only the reader pool's accounts", async () => {
    const [admin] = await env.deps.db.withPool(env.poolIds.demo, (tx) =>
      tx.select().from(accountDirectory).where(eq(accountDirectory.username, 'admin')),
    );
    expect(admin).toEqual({
      id: expect.any(Number),
      username: 'admin',
      email: expect.any(String),
      enabled: true,
      twoFactor: false,
      isSysadmin: true,
      lastLoginAt: null,
    });
  });
});
