import { sql } from 'drizzle-orm';
import type { PersonMergedEvent } from '@app/contracts';
import { rowsOf } from '@app/service-kit';
import { startIdentityEnv, type IdentityEnv } from '../testing/identity-env';
import { applyPersonMerge } from './merge-person-consumer';

/**
 * Identity's part of a person merge (ADR 0099) on the demo data: the ticked profiles move, or all
 * of them and the open invitations with the accounts; a replayed event moves nothing.
 */
let env: IdentityEnv;
let pool: number;
let from: number;
let to: number;
let profiles: number[];

const db = () => env.deps.db.db;
const profilesOf = async (person: number) =>
  (
    await rowsOf<{ id: number }>(db(), sql`select id from identity.profiles where pool_id = ${pool} and person_id = ${person} order by id`)
  ).map((r) => r.id);
const event = (other: PersonMergedEvent['other']): PersonMergedEvent => ({
  merge_id: 1,
  pool_id: pool,
  destination_id: to,
  other_id: from,
  other,
});

beforeAll(async () => {
  env = await startIdentityEnv();
  pool = env.poolIds.demo;
  const [withProfile, other] = await rowsOf<{ person_id: number }>(
    db(),
    sql`select person_id from identity.profiles where pool_id = ${pool} and person_id is not null group by person_id order by person_id limit 2`,
  );
  from = withProfile!.person_id;
  to = other!.person_id;
  profiles = await profilesOf(from);
  // a second profile for the other person, so ticking one leaves one
  const [copy] = await rowsOf<{ id: number }>(
    db(),
    sql`insert into identity.profiles (pool_id, account_id, person_id, branch_id, profile_type_id)
      select pool_id, account_id, person_id, branch_id, profile_type_id from identity.profiles where id = ${profiles[0]} returning id`,
  );
  profiles = [...profiles, copy!.id];
  await db()
    .execute(sql`insert into identity.account_invitations (pool_id, person_id, role_ids, email, full_name, token_hash, expires_at, created_by, created_at)
    values (${pool}, ${from}, '[]'::jsonb, 'merge@example.org', 'Merge Test', ${`merge-${Date.now()}`}, now() + interval '14 days', 'test', now())`);
}, 120_000);

afterAll(() => env.close());

const versionOf = async (profile: number) =>
  (
    await rowsOf<{ v: number }>(
      db(),
      sql`select a.token_version as v from identity.accounts a join identity.profiles p on p.account_id = a.id where p.id = ${profile}`,
    )
  )[0]!.v;

test('moves only the ticked profiles without the accounts, and ends their sessions current tokens', async () => {
  const before = await versionOf(profiles[0]!);
  expect(await applyPersonMerge(env.deps, event({ id: from, profiles: [profiles[0]!] }))).toEqual({ profiles: 1, account_invitations: 0 });
  expect(await profilesOf(to)).toContain(profiles[0]);
  expect(await profilesOf(from)).toEqual(profiles.slice(1));
  expect(await versionOf(profiles[0]!)).toBe(before + 1);
});

test('moves every profile and the open invitations with the accounts; a replay moves nothing', async () => {
  const left = (await profilesOf(from)).length;
  expect(await applyPersonMerge(env.deps, event({ id: from, accounts: true }))).toEqual({ profiles: left, account_invitations: 1 });
  expect(await profilesOf(from)).toEqual([]);
  const version = await versionOf(profiles[0]!);
  expect(await applyPersonMerge(env.deps, event({ id: from, accounts: true }))).toEqual({ profiles: 0, account_invitations: 0 });
  // a replay moves no profile, so it ends no session
  expect(await versionOf(profiles[0]!)).toBe(version);
});
