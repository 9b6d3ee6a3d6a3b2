import { and, eq, ne, sql } from 'drizzle-orm';
import { unprocessable, type Tx } from '@app/service-kit';
import { additionalFields } from '../db/schema';
import { ADDITIONAL_FIELD_MESSAGES } from '../domain/additional-fields/additional-field-input';
import { additionalFieldRules } from '../domain/additional-fields/validation-rules';
import { entityStore, type ApiRecord } from './entity-store';
import { inValues, type ListDefinition } from './list-query';

/** Additional fields are the pool's configuration: pool-wide, no personal filter. */
export const additionalFieldList: ListDefinition = {
  table: additionalFields,
  fields: {
    id: additionalFields.id,
    name: additionalFields.name,
    label: additionalFields.label,
    key: additionalFields.key,
    type: additionalFields.type,
    location: additionalFields.location,
    validation: additionalFields.validation,
    archived: sql<boolean>`${additionalFields.archivedAt} is not null`,
  },
  sortable: {
    name: sql`lower(${additionalFields.name})`,
    label: sql`lower(${additionalFields.label})`,
    key: additionalFields.key,
    type: additionalFields.type,
    location: additionalFields.location,
  },
  defaultSort: { column: 'name', order: 'asc' },
  filters: { type: inValues(additionalFields.type), location: inValues(additionalFields.location) },
  search: [additionalFields.name, additionalFields.label, additionalFields.key],
};

/** A key names one value of a record, so it is unique per location, archived fields included (their values remain). */
async function keyUnique(tx: Tx, poolId: number, record: ApiRecord, id: number | null) {
  const [taken] = await tx
    .select({ id: additionalFields.id })
    .from(additionalFields)
    .where(
      and(
        eq(additionalFields.poolId, poolId),
        eq(additionalFields.location, record.location as 'person'),
        eq(additionalFields.key, record.key as string),
        id === null ? undefined : ne(additionalFields.id, id),
      ),
    )
    .limit(1);
  if (taken) throw unprocessable({ key: [ADDITIONAL_FIELD_MESSAGES.keyTaken] });
}

export const additionalFieldStore = entityStore(additionalFields, { rules: additionalFieldRules, hooks: { beforeWrite: keyUnique } });
