import { sql } from 'drizzle-orm';
import { profileTypes } from '../db/schema';
import { NAME_TAKEN } from '../domain/validation/field-schemas';
import { entityStore } from './entity-store';
import { refuseProfileTypeInUse } from './person-removal';
import { inValues, type ListDefinition } from './list-query';
import { uniqueInPool } from './unique-in-pool';

export const profileTypeList: ListDefinition = {
  table: profileTypes,
  fields: {
    id: profileTypes.id,
    name: profileTypes.name,
    type: profileTypes.type,
    archived: sql<boolean>`${profileTypes.archivedAt} is not null`,
  },
  sortable: { name: sql`lower(${profileTypes.name})`, type: profileTypes.type },
  defaultSort: { column: 'name', order: 'asc' },
  filters: { type: inValues(profileTypes.type) },
  search: [profileTypes.name],
};

export const profileTypeStore = entityStore(profileTypes, {
  hooks: { beforeWrite: uniqueInPool(profileTypes, profileTypes.name, 'name', NAME_TAKEN), beforeArchive: refuseProfileTypeInUse },
});
