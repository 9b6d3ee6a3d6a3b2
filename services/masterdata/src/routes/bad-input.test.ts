import { PERMISSION_CATALOGUE } from '@app/contracts';
import { describeBadInput, rowCounts, testToken } from '@app/service-kit/testing';
import { masterdataService } from '../index';
import { SETUP_TIMEOUT_MS } from '../testing/fixtures';
import { startSeededPools, type SeededPools } from '../testing/seeded-pools';

/** Masterdata's write routes against generated invalid bodies, as demo's administrator. */
let seeded: SeededPools;
let token: string;
let ids: Record<string, number> = {};

beforeAll(async () => {
  seeded = await startSeededPools();
  ids = await seeded.firstIds(seeded.pools.demo);
  token = await testToken(seeded.deps, { pool_id: seeded.pools.demo, allow: [...PERMISSION_CATALOGUE], view_entire_pool: true });
}, SETUP_TIMEOUT_MS);

afterAll(() => seeded.close());

describeBadInput(masterdataService.api, () => ({
  server: seeded.server,
  token,
  // records that exist, so the body is what the route judges: '/contract/:id' -> the first contract
  pathOf: (path) =>
    path
      .replace(/^\/([a-z-]+)\/:id/, (_whole, url: string) => `/${url}/${ids[url] ?? 1}`)
      .replace(':code', 'request_lock_timeout')
      .replace(':labelId', String(ids.label)),
  counts: () => rowCounts(seeded.deps.db, ['masterdata']),
}));
