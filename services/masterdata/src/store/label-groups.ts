import { sql } from 'drizzle-orm';
import { labelGroups, labels } from '../db/schema';
import { LABEL_GROUP_IN_USE } from '../domain/label-groups/label-group-input';
import { NAME_TAKEN } from '../domain/validation/field-schemas';
import { entityStore } from './entity-store';
import { isTrueFlag, outer, type ListDefinition } from './list-query';
import { uniqueInPool } from './unique-in-pool';
import { referencedBy, refuseArchiveWhileInUse } from './usage-checks';

const labelsCount = sql<number>`(select count(*)::int from ${labels} where ${labels.labelGroupId} = ${outer(labelGroups.id)} and ${labels.archivedAt} is null)`;

export const labelGroupList: ListDefinition = {
  table: labelGroups,
  fields: {
    id: labelGroups.id,
    name: labelGroups.name,
    color: labelGroups.color,
    labels_count: labelsCount,
    person_selectable: labelGroups.personSelectable,
    branch_selectable: labelGroups.branchSelectable,
    multiselect: labelGroups.multiselect,
    matching_required: labelGroups.matchingRequired,
    archived: sql<boolean>`${labelGroups.archivedAt} is not null`,
  },
  sortable: {
    name: sql`lower(${labelGroups.name})`,
    color: labelGroups.color,
    labels_count: labelsCount,
    person_selectable: labelGroups.personSelectable,
    branch_selectable: labelGroups.branchSelectable,
    multiselect: labelGroups.multiselect,
    matching_required: labelGroups.matchingRequired,
  },
  defaultSort: { column: 'name', order: 'asc' },
  filters: { person_selectable: isTrueFlag(labelGroups.personSelectable), branch_selectable: isTrueFlag(labelGroups.branchSelectable) },
  search: [labelGroups.name],
};

export const labelGroupStore = entityStore(labelGroups, {
  hooks: {
    beforeWrite: uniqueInPool(labelGroups, labelGroups.name, 'name', NAME_TAKEN),
    beforeArchive: refuseArchiveWhileInUse([referencedBy(labels, labels.labelGroupId)], LABEL_GROUP_IN_USE),
  },
});
