import { and, asc, eq, isNotNull, isNull, sql, type SQLWrapper } from 'drizzle-orm';
import type { SelectOption } from '@app/contracts';
import type { Database, Tx } from '@app/service-kit';
import { branches, branchTypes, periods, persons, profileTypes } from '../db/schema';
import { containsPattern } from '../domain/list/list-request';
import { PERSON_DATA_LOOKUPS } from './person-data-lookups';
import { WORKING_DAYS_LOOKUPS } from './working-days-lookups';

/** Enough options for a select; the search box narrows longer lists. */
const MAX_OPTIONS = 500;

const matching = (column: SQLWrapper, search: string | undefined) => (search?.trim() ? sql`${column} ilike ${containsPattern(search.trim())}` : undefined);

export type Lookup = (tx: Tx, poolId: number, search: string | undefined) => Promise<SelectOption[]>;

/** Lookup lists backed by data, by get_key; archived rows are never offered for a new choice. */
const LOOKUPS: Record<string, Lookup> = {
  ...PERSON_DATA_LOOKUPS,
  ...WORKING_DAYS_LOOKUPS,
  branches: (tx, poolId, search) =>
    tx
      .select({ id: branches.id, name: branches.name, parent_id: branches.parentId, level: branchTypes.level, color: branchTypes.color })
      .from(branches)
      .innerJoin(branchTypes, eq(branchTypes.id, branches.branchTypeId))
      .where(and(eq(branches.poolId, poolId), isNull(branches.archivedAt), matching(branches.name, search)))
      .orderBy(asc(branchTypes.level), asc(branches.name))
      .limit(MAX_OPTIONS),
  branch_types: (tx, poolId, search) =>
    tx
      .select({ id: branchTypes.id, name: branchTypes.name, color: branchTypes.color, level: branchTypes.level })
      .from(branchTypes)
      .where(and(eq(branchTypes.poolId, poolId), isNull(branchTypes.archivedAt), matching(branchTypes.name, search)))
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

/** Reads every asked-for lookup list in one pool transaction. */
export function readLookups(db: Database, poolId: number, wanted: { key: string; search?: string }[]) {
  return db.withPool(poolId, async (tx) => {
    const out: Record<string, SelectOption[]> = {};
    for (const { key, search } of wanted) out[key] = await (LOOKUPS[key] as Lookup)(tx, poolId, search);
    return out;
  });
}
