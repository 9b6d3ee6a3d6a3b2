import type { TokenPayload } from '@app/contracts';
import type { TestDeps } from './test-deps';

/** A signed access token for tests; fields default to a finished profile without rights. */
export function testToken(deps: Pick<TestDeps, 'tokens' | 'clock'>, overrides: Partial<Omit<TokenPayload, 'exp'>> = {}, ttlSeconds = 3600) {
  return deps.tokens.sign(
    {
      username: 'tester',
      pool_id: 1,
      profile_id: 1,
      pool_name: 'Test pool',
      pool_url: 'test',
      person_id: null,
      person_name: 'Tess Tester',
      roles: [],
      allow: [],
      is_sysadmin: false,
      finished: 1,
      profiles_count: 1,
      pools_count: 1,
      branch_id: null,
      view_entire_pool: false,
      // account 1 at token version 0: what the gateway tests' stand-in of identity's versions knows
      account_id: 1,
      ver: 0,
      ...overrides,
    },
    ttlSeconds,
    deps.clock.now(),
  );
}
