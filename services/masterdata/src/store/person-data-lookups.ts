import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { contracts, contractTypes, labelGroups, labels, persons, policies } from '../db/schema';
import { contractList } from './contracts';
import { MAX_OPTIONS, matching, parentCondition, type Lookup } from './lookup';
import { branchSubtreeOf } from './list-filters';
import { personList } from './persons';

const fullName = sql<string>`concat_ws(' ', ${persons.firstName}, nullif(${persons.middleName}, ''), ${persons.lastName})`;

/** Select lists of the contract and label forms (GET inputs), live rows only. */
export const PERSON_DATA_LOOKUPS: Record<string, Lookup> = {
  contract_types: (tx, poolId, search) =>
    tx
      .select({ id: contractTypes.id, name: contractTypes.name, min_max: contractTypes.minMax })
      .from(contractTypes)
      .where(and(eq(contractTypes.poolId, poolId), isNull(contractTypes.archivedAt), matching(contractTypes.name, search)))
      .orderBy(asc(contractTypes.name)),
  policies: (tx, poolId, search) =>
    tx
      .select({ id: policies.id, name: policies.name })
      .from(policies)
      .where(and(eq(policies.poolId, poolId), isNull(policies.archivedAt), matching(policies.name, search)))
      .orderBy(asc(policies.name)),
  label_groups: (tx, poolId, search) =>
    tx
      .select({ id: labelGroups.id, name: labelGroups.name, color: labelGroups.color })
      .from(labelGroups)
      .where(and(eq(labelGroups.poolId, poolId), isNull(labelGroups.archivedAt), matching(labelGroups.name, search)))
      .orderBy(asc(labelGroups.name)),
  // the selectable item of spec 001 section 3: id, name, color, label_group; option: a label group
  labels: async (tx, poolId, search, { option }) => {
    const rows = await tx
      .select({
        id: labels.id,
        name: labels.name,
        color: labelGroups.color,
        groupId: labelGroups.id,
        groupName: labelGroups.name,
        personSelectable: labelGroups.personSelectable,
        branchSelectable: labelGroups.branchSelectable,
      })
      .from(labels)
      .innerJoin(labelGroups, eq(labelGroups.id, labels.labelGroupId))
      .where(
        and(
          eq(labels.poolId, poolId),
          isNull(labels.archivedAt),
          isNull(labelGroups.archivedAt),
          matching(labels.name, search),
          parentCondition(option, (groupId) => eq(labels.labelGroupId, groupId)),
        ),
      )
      .orderBy(asc(labelGroups.name), asc(labels.name))
      .limit(MAX_OPTIONS);
    // person_selectable / branch_selectable: the person and branch label pickers offer only what each may hold
    return rows.map(({ groupId, groupName, personSelectable, branchSelectable, ...label }) => ({
      ...label,
      label_group: { id: groupId, name: groupName, person_selectable: personSelectable, branch_selectable: branchSelectable },
    }));
  },
  persons: (tx, poolId, search, { within }) =>
    tx
      .select({ id: persons.id, name: fullName })
      .from(persons)
      .where(and(eq(persons.poolId, poolId), isNull(persons.archivedAt), matching(fullName, search), within(personList)))
      .orderBy(asc(persons.lastName), asc(persons.firstName))
      .limit(MAX_OPTIONS),
  // the request form's absentee (depends on its branch): who works there, a person with a live
  // contract at the branch or below it that is not a substitute's contract; the e-mail address
  // under the name tells two people of the same name apart
  absentees: async (tx, poolId, search, { option, within }) => {
    const staff = (where: SQL = sql`true`) =>
      sql`${persons.id} in (select c.person_id from ${contracts} c where c.pool_id = ${poolId} and c.archived_at is null
        and not c.wants_to_substitute and ${where})`;
    const rows = await tx
      .select({ id: persons.id, name: fullName, detail: persons.email })
      .from(persons)
      .where(
        and(
          eq(persons.poolId, poolId),
          isNull(persons.archivedAt),
          matching(fullName, search),
          within(personList),
          staff(),
          parentCondition(option, (branchId) => staff(sql`c.branch_id in ${branchSubtreeOf([branchId])}`)),
        ),
      )
      .orderBy(asc(persons.lastName), asc(persons.firstName))
      .limit(MAX_OPTIONS);
    return rows.map(({ detail, ...option }) => (detail ? { ...option, detail } : option));
  },
  // main contracts a subcontract can hang under, named after their person and dates
  contracts: (tx, poolId, search, { within }) =>
    tx
      .select({ id: contracts.id, name: sql<string>`${fullName} || ' ' || ${contracts.startDate} || ' - ' || ${contracts.endDate}` })
      .from(contracts)
      .innerJoin(persons, eq(persons.id, contracts.personId))
      .where(
        and(
          eq(contracts.poolId, poolId),
          isNull(contracts.archivedAt),
          isNull(contracts.parentId),
          matching(fullName, search),
          within(contractList),
        ),
      )
      .orderBy(asc(persons.lastName), asc(contracts.startDate))
      .limit(MAX_OPTIONS),
};
