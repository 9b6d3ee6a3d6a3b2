import { sql } from 'drizzle-orm';
import { BoardNumberPermission } from '@app/contracts';
import { profileDirectory } from '@app/contracts/published-views/identity';
import { daypartDayTotalDirectory } from '@app/contracts/published-views/staffing';
import { contracts, persons } from '../db/schema';
import { EMAIL_TAKEN, withPersonDefaults } from '../domain/persons/person-input';
import { entityStore } from './entity-store';
import { onOrAfter, onOrBefore, personAtBranches, personWithLabels } from './list-filters';
import { refusePersonRemoval } from './person-removal';
import { inValues, isTrueFlag, outer, type ListDefinition, type PersonalScope, type VisibleBranches } from './list-query';
import { uniqueInPool } from './unique-in-pool';
import { branchWholeNumber } from './settings';
import { settingOf, type SettingDefinition } from '../domain/settings/setting-catalogue';

const PLANNED_PERSON_VISIBLE_DAYS = settingOf('planned_person_visible_days') as SettingDefinition & { input_type: 'number' };

const fullName = sql<string>`concat_ws(' ', ${persons.firstName}, nullif(${persons.middleName}, ''), ${persons.lastName})`;

/**
 * The personal filter of persons: one's own person, and the persons with a contract or a live
 * profile (identity's published profile_directory) at a branch of the profile's subtree. A contract
 * counts while it has not ended, an ended one only for who may see past contracts (ADR 0265). A
 * person planned at a branch of the subtree (staffing's day totals) counts from the planning on
 * until planned_person_visible_days after the last planned day, as that setting holds for the
 * viewing branch (MD-SET-07, ADR 0303).
 */
const personInScope = (visible: VisibleBranches, scope: PersonalScope) => {
  const own = sql`${persons.id} = ${scope.personId ?? 0}`;
  if (scope.branchId === null) return own;
  const running = scope.contractsEndingFrom === null ? sql`` : sql` and c.end_date >= ${scope.contractsEndingFrom}::date`;
  const days = branchWholeNumber(visible.poolId, scope.branchId, PLANNED_PERSON_VISIBLE_DAYS);
  return sql`(${own}
    or exists (select 1 from ${contracts} c where c.person_id = ${outer(persons.id)} and c.branch_id in ${visible.subtree}${running})
    or exists (select 1 from ${profileDirectory} p where p.person_id = ${outer(persons.id)} and p.archived_at is null and p.branch_id in ${visible.subtree})
    or ${outer(persons.id)} in (select t.person_id from ${daypartDayTotalDirectory} t where t.pool_id = ${visible.poolId} and t.state = 'planned'
      and t.branch_id in ${visible.subtree} and t.date >= ${scope.today}::date - ${days}))`;
};

/** The person list: sort by name sorts on the last name, as a register does. */
export const personList: ListDefinition = {
  table: persons,
  scope: personInScope,
  fields: {
    id: persons.id,
    full_name: fullName,
    first_name: persons.firstName,
    middle_name: persons.middleName,
    last_name: persons.lastName,
    email: persons.email,
    city: persons.city,
    birth_date: persons.birthDate,
    gender: persons.gender,
    planning_blockade: persons.planningBlockade,
    archived: sql<boolean>`${persons.archivedAt} is not null`,
  },
  sortable: {
    full_name: [sql`lower(${persons.lastName})`, sql`lower(${persons.firstName})`],
    email: persons.email,
    city: persons.city,
    birth_date: persons.birthDate,
    gender: persons.gender,
    planning_blockade: persons.planningBlockade,
    created_at: persons.createdAt,
  },
  defaultSort: { column: 'full_name', order: 'asc' },
  filters: {
    gender: inValues(persons.gender),
    city: inValues(persons.city),
    planning_blockade: isTrueFlag(persons.planningBlockade),
    branch: personAtBranches,
    label: personWithLabels,
    born_from: onOrAfter(persons.birthDate),
    born_to: onOrBefore(persons.birthDate),
  },
  search: [fullName, persons.email],
  guardedSearch: [{ right: BoardNumberPermission.BOARD_NUMBER_VIEW, column: persons.personnelNumber }],
  additionalFields: 'person',
};

/** The primary e-mail is unique within a pool (it is how an account finds its person). */
const refuseTakenEmail = uniqueInPool(persons, persons.email, 'email', EMAIL_TAKEN);

export const personStore = entityStore(persons, {
  defaults: withPersonDefaults,
  hooks: { beforeWrite: refuseTakenEmail, beforeArchive: refusePersonRemoval() },
});

/** One person of the pool; RLS and the explicit pool filter both keep other pools out. */
export const findPerson = personStore.find;
