import { sql } from 'drizzle-orm';
import type { TestDeps } from '@app/service-kit/testing';

/**
 * identity publishes profile_directory, account_directory and profile_rights (its contract with masterdata).
 * Masterdata's tests run without identity, so tables of the same shape stand in for the views:
 * empty by default (no profiles, no accounts), filled by the tests that need profiles.
 */
export async function createIdentityContract(deps: TestDeps) {
  await deps.db.db.execute(sql`create schema if not exists identity`);
  await deps.db.db
    .execute(sql`create table if not exists identity.account_directory (id int primary key, username text not null, email text not null,
    enabled boolean not null, two_factor boolean not null, is_sysadmin boolean not null, last_login_at timestamptz)`);
  await deps.db.db
    .execute(sql`create table if not exists identity.profile_directory (id int primary key, pool_id int not null, person_id int,
    account_id int not null, branch_id int, profile_type_id int, description text, role_names text[] not null default '{}', archived_at timestamptz)`);
  // who a notification mailing reaches: with no profile, nobody is told of a change of their personal data
  await deps.db.db
    .execute(sql`create table if not exists identity.profile_rights (profile_id int primary key, pool_id int not null, person_id int,
    is_sysadmin boolean not null, rights text[] not null, view_entire_pool boolean not null)`);
  // identity's migrations grant masterdata's role its views; the stand-ins need the same
  const reader = deps.db.roles.runtime('masterdata');
  await deps.db.db.execute(sql.raw(`grant usage on schema identity to ${reader}`));
  await deps.db.db.execute(sql.raw(`grant select on all tables in schema identity to ${reader}`));
}
