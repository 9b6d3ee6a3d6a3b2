import { sql } from 'drizzle-orm';
import type { TestDeps } from '@app/service-kit/testing';
import { createTokenVersions } from '../token-versions';

/**
 * identity publishes `account_token_versions` (its contract with the gateway). Gateway tests run
 * without identity, so a table of the same shape stands in for the view; it knows account 1 at
 * version 0, which every `testToken` names by default. Answers the gateway's real version check on it.
 */
export async function tokenVersionsStandIn(deps: TestDeps) {
  const gateway = deps.db.forService('gateway');
  await deps.db.db.execute(sql`create schema if not exists identity`);
  await deps.db.db.execute(
    sql`create table if not exists identity.account_token_versions (id int primary key, token_version int not null)`,
  );
  await deps.db.db.execute(sql`insert into identity.account_token_versions values (1, 0) on conflict do nothing`);
  await deps.db.db.execute(sql.raw(`grant usage on schema identity to ${gateway.roles.runtime('gateway')}`));
  await deps.db.db.execute(sql.raw(`grant select on identity.account_token_versions to ${gateway.roles.runtime('gateway')}`));
  return createTokenVersions({ db: gateway, bus: deps.bus, clock: deps.clock });
}
