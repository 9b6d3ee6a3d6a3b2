import { and, asc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { SelectOption } from '@app/contracts';
import type { Tx } from '@app/service-kit';
import { branches, branchTypes, periods, persons, profileTypes } from '../db/schema';
import { branchList } from './branches';
import { branchesBelow } from './list-filters';
import { scopeConditionOf, type ListDefinition, type PersonalScope } from './list-query';
import { MAX_OPTIONS, matching, parentCondition, type Lookup } from './lookup';
import { PERSON_DATA_LOOKUPS } from './person-data-lookups';
import { WORKING_DAYS_LOOKUPS } from './working-days-lookups';

/** The branch select's options: live branches within the caller's scope, by level and name; `allowed` narrows on the type. */
const branchLookup =
  (allowed?: SQL): Lookup =>
  (tx, poolId, search, { option, within }) =>
    tx
      .select({ id: branches.id, name: branches.name, parent_id: branches.parentId, level: branchTypes.level, color: branchTypes.color })
      .from(branches)
      .innerJoin(branchTypes, eq(branchTypes.id, branches.branchTypeId))
      .where(
        and(
          eq(branches.poolId, poolId),
          isNull(branches.archivedAt),
          matching(branches.name, search),
          within(branchList),
          parentCondition(option, (id) => branchesBelow([String(id)])),
          allowed,
        ),
      )
      .orderBy(asc(branchTypes.level), asc(branches.name))
      .limit(MAX_OPTIONS);

/** Lookup lists backed by data, by get_key; archived rows are never offered for a new choice. */
const LOOKUPS: Record<string, Lookup> = {
  ...PERSON_DATA_LOOKUPS,
  ...WORKING_DAYS_LOOKUPS,
  // option: a parent branch; its branches below, at any depth
  branches: branchLookup(),
  // the branches where a contract or a schedule may be made (the type's flags, ADR 0110)
  contract_branches: branchLookup(sql`(${branchTypes.hasContracts} or ${branchTypes.hasSubContracts})`),
  schedule_branches: branchLookup(sql`${branchTypes.hasSchedule}`),
  branch_types: (tx, poolId, search) =>
    tx
      // offered by label, as the lists show a type (ADR 0103)
      .select({ id: branchTypes.id, name: branchTypes.label, color: branchTypes.color, level: branchTypes.level })
      .from(branchTypes)
      .where(and(eq(branchTypes.poolId, poolId), isNull(branchTypes.archivedAt), matching(branchTypes.label, search)))
      .orderBy(asc(branchTypes.level)),
  profile_types: (tx, poolId, search) =>
    tx
      .select({ id: profileTypes.id, name: profileTypes.name })
      .from(profileTypes)
      .where(and(eq(profileTypes.poolId, poolId), isNull(profileTypes.archivedAt), matching(profileTypes.name, search)))
      .orderBy(asc(profileTypes.name)),
  periods: (tx, poolId, search) =>
    tx
      .select({ id: periods.id, name: periods.name })
      .from(periods)
      .where(and(eq(periods.poolId, poolId), isNull(periods.archivedAt), eq(periods.active, true), matching(periods.name, search)))
      .orderBy(asc(periods.startDate)),
  person_cities: async (tx, poolId, search) => {
    const rows = await tx
      .selectDistinct({ city: persons.city })
      .from(persons)
      .where(and(eq(persons.poolId, poolId), isNotNull(persons.city), matching(persons.city, search)))
      .orderBy(asc(persons.city))
      .limit(MAX_OPTIONS);
    return rows.map((r) => ({ id: r.city as string, name: r.city as string }));
  },
};

export const isDataLookup = (key: string) => key in LOOKUPS;

/** Reads every asked-for lookup list, within the caller's personal filter (null: the whole pool). */
export async function readLookups(
  tx: Tx,
  poolId: number,
  scope: PersonalScope | null,
  wanted: { key: string; search?: string; option?: string }[],
) {
  const within = (list: ListDefinition) => scopeConditionOf(list, poolId, scope);
  const out: Record<string, SelectOption[]> = {};
  for (const { key, search, option } of wanted) out[key] = await (LOOKUPS[key] as Lookup)(tx, poolId, search, { option, within });
  return out;
}
