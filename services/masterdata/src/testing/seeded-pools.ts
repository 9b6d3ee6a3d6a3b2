import { sql } from 'drizzle-orm';
import { startServices } from '@app/service-harness';
import { rowsOf } from '@app/service-kit';
import type { TestDeps, TestServer } from '@app/service-kit/testing';
import { createStaffingContract } from './staffing-contract';

/** The archivable entities behind the generic routes (entity-routes.ts): url -> table. */
export const ENTITY_TABLES: Record<string, string> = {
  person: 'persons',
  branch: 'branches',
  contract: 'contracts',
  'contract-type': 'contract_types',
  policy: 'policies',
  label: 'labels',
  'label-group': 'label_groups',
  'branch-type': 'branch_types',
  'profile-type': 'profile_types',
  vacation: 'vacations',
  period: 'periods',
  schedule: 'schedules',
  'week-schedule': 'week_schedules',
  'absence-group': 'absence_groups',
  'reason-for-absence': 'reasons_for_absence',
  'reason-for-daypart': 'reasons_for_daypart',
  'data-supplier': 'data_suppliers',
  'additional-field': 'additional_fields',
  announcement: 'announcements',
  'work-plan': 'work_plans',
  'work-plan-definition': 'work_plan_definitions',
};

export interface SeededPools {
  deps: TestDeps;
  server: TestServer;
  pools: { demo: number; noord: number };
  /** the first record of each entity in the pool, by url */
  firstIds(poolId: number): Promise<Record<string, number>>;
  close(): Promise<void>;
}

/**
 * Masterdata on both demo pools (demo and noord) with the demo data of every seed stage, as its own
 * database role: for the suites that need two pools with real records. Identity holds the pools and
 * accounts, so the harness starts it too; staffing's view of planned days stands in empty.
 */
export async function startSeededPools(): Promise<SeededPools> {
  const started = await startServices(['masterdata', 'identity']);
  const { deps } = started;
  await createStaffingContract(deps);
  const server = await started.serve('masterdata');
  const pools = await rowsOf<{ id: number; url: string }>(deps.db.db, sql`select id, url from identity.pools`);
  const idOf = (url: string) => pools.find((p) => p.url === url)!.id;
  return {
    deps,
    server,
    pools: { demo: idOf('demo'), noord: idOf('noord') },
    firstIds: async (poolId) => {
      const ids: Record<string, number> = {};
      for (const [url, table] of Object.entries(ENTITY_TABLES)) {
        const [row] = await rowsOf<{ id: number | null }>(
          deps.db.db,
          sql`select min(id) as id from ${sql.raw(`masterdata.${table}`)} where pool_id = ${poolId}`,
        );
        if (row?.id) ids[url] = row.id;
      }
      return ids;
    },
    close: started.close,
  };
}
