import { sql } from 'drizzle-orm';
import { rowsOf } from '@app/service-kit';
import { leastPrivilegeFindings } from '@app/service-kit/testing';
import { startIdentityEnv, type IdentityEnv } from '../testing/identity-env';

let env: IdentityEnv;

/** drizzle wraps the database's error; its cause carries PostgreSQL's text */
const failure = (text: RegExp) => ({ cause: expect.objectContaining({ message: expect.stringMatching(text) }) });

beforeAll(async () => {
  env = await startIdentityEnv();
}, 120_000);

afterAll(() => env.close());

describe('least privilege in the database', () => {
  it.each(['identity', 'masterdata'])(
    '%s: runtime role without superuser, BYPASSRLS or ownership; RLS forced; views published',
    async (schema) => {
      expect(await leastPrivilegeFindings(env.deps.db, schema)).toEqual([]);
    },
  );

  it("a service reaches another's data only through its published views, and those still filter by pool", async () => {
    const { demo, noord } = env.poolIds;
    const masterdata = env.deps.db.forService('masterdata');
    await expect(masterdata.withPool(demo, (tx) => tx.execute(sql`select count(*) from identity.profiles`))).rejects.toMatchObject(
      failure(/permission denied/),
    );
    const seen = await masterdata.withPool(demo, (tx) =>
      rowsOf<{ pool_id: number }>(tx, sql`select pool_id from identity.profile_directory`),
    );
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((r) => r.pool_id === demo)).toBe(true);
    const accounts = await masterdata.withPool(noord, (tx) =>
      rowsOf<{ username: string }>(tx, sql`select username from identity.account_directory`),
    );
    expect(accounts.map((a) => a.username)).not.toContain('school');
  });

  it('the runtime role writes no row into another pool, even when a query names that pool', async () => {
    const { demo, noord } = env.poolIds;
    await expect(
      env.deps.db.withPool(demo, (tx) =>
        tx.execute(sql`insert into identity.refresh_tokens (account_id, family_id, token_hash, pool_id, profile_id, expires_at, created_at)
        select id, gen_random_uuid(), 'x', ${noord}, 1, now(), now() from identity.accounts limit 1`),
      ),
    ).rejects.toMatchObject(failure(/row-level security/));
  });
});
