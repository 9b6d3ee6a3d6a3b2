import { sql } from 'drizzle-orm';
import { contracts, contractTypes } from '../db/schema';
import { CODE_TAKEN, CONTRACT_TYPE_IN_USE } from '../domain/contract-types/contract-type-input';
import { entityStore } from './entity-store';
import { isTrueFlag, type ListDefinition } from './list-query';
import { uniqueInPool } from './unique-in-pool';
import { referencedBy, refuseArchiveWhileInUse } from './usage-checks';

export const contractTypeList: ListDefinition = {
  table: contractTypes,
  fields: {
    id: contractTypes.id,
    code: contractTypes.code,
    name: contractTypes.name,
    end_date: contractTypes.endDate,
    min_max: contractTypes.minMax,
    archived: sql<boolean>`${contractTypes.archivedAt} is not null`,
  },
  sortable: {
    code: sql`lower(${contractTypes.code})`,
    name: sql`lower(${contractTypes.name})`,
    end_date: contractTypes.endDate,
    min_max: contractTypes.minMax,
  },
  defaultSort: { column: 'name', order: 'asc' },
  filters: { min_max: isTrueFlag(contractTypes.minMax) },
  search: [contractTypes.name, contractTypes.code],
};

export const contractTypeStore = entityStore(contractTypes, {
  hooks: {
    beforeWrite: uniqueInPool(contractTypes, contractTypes.code, 'code', CODE_TAKEN),
    beforeArchive: refuseArchiveWhileInUse([referencedBy(contracts, contracts.contractTypeId)], CONTRACT_TYPE_IN_USE),
  },
});
