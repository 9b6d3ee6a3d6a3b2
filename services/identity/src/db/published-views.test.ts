import { eq } from 'drizzle-orm';
import { MailingPermission } from '@app/contracts';
import { login, startIdentityEnv, type IdentityEnv } from '../testing/identity-env';
import { accountDirectory, profileDirectory, profileRights, profiles } from './schema';

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

describe("the view identity publishes for staffing's mailings (ID-PERM-14, ADR 0275)", () => {
  const bare = (names: readonly string[]) => [...new Set(names.map((n) => n.replace(/^PERMISSION_/, '')))].sort();
  const payloadOf = (token: string) =>
    JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { allow: string[]; view_entire_pool: boolean };

  it("ID-PERM-14 profile_rights answers each live profile's rights as its token carries them, of the reader's pool only", async () => {
    const { demo, noord } = env.poolIds;
    for (const username of ['invaller', 'planner', 'school']) {
      const { token, profileId } = await login(env.server, username);
      const [row] = await env.deps.db.withPool(demo, (tx) => tx.select().from(profileRights).where(eq(profileRights.profileId, profileId)));
      expect(bare(row!.rights)).toEqual(bare(payloadOf(token).allow));
      expect(row!.isSysadmin).toBe(false);
      // the new-request mail's scope (ADR 0331): the token's flag, which a sysadmin's profile has anyway
      expect(row!.viewEntirePool).toBe(payloadOf(token).view_entire_pool);
    }
    const substitute = await login(env.server, 'invaller');
    const [sub] = await env.deps.db.withPool(demo, (tx) =>
      tx.select().from(profileRights).where(eq(profileRights.profileId, substitute.profileId)),
    );
    // the substitute holds the mailings about its own work through its parent Employee
    expect(sub!.rights).toEqual(
      expect.arrayContaining(['MAILING_OFFER_SENT', 'MAILING_PLANNED_CONFIRMATION', 'MAILING_CLOSING_CONFIRMATION']),
    );
    expect(sub!.rights).not.toContain(MailingPermission.MAILING_DIGEST.replace(/^PERMISSION_/, ''));
    const rows = await env.deps.db.withPool(demo, (tx) => tx.select().from(profileRights));
    expect(rows.every((r) => r.poolId === demo && r.poolId !== noord)).toBe(true);
    expect(rows.find((r) => r.isSysadmin)).toBeDefined();
    // the administrator's role views the entire pool
    expect(rows.find((r) => r.viewEntirePool)).toBeDefined();
  });

  it('ID-PERM-14 profile_rights leaves out an archived profile', async () => {
    const { profileId } = await login(env.server, 'invaller');
    const { demo } = env.poolIds;
    const count = () =>
      env.deps.db.withPool(
        demo,
        async (tx) => (await tx.select().from(profileRights).where(eq(profileRights.profileId, profileId))).length,
      );
    expect(await count()).toBe(1);
    await env.deps.db.withPool(demo, (tx) => tx.update(profiles).set({ archivedAt: new Date() }).where(eq(profiles.id, profileId)));
    expect(await count()).toBe(0);
    await env.deps.db.withPool(demo, (tx) => tx.update(profiles).set({ archivedAt: null }).where(eq(profiles.id, profileId)));
  });
});
