import { integer, pgSchema, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { poolIdColumn, tenantIsolation } from '@app/service-kit/db';

// the schema by name, not imported from schema.ts: schema.ts re-exports this file (no import cycle)
const staffing = pgSchema('staffing');

/**
 * The values of a pool's additional fields of location request on a request (MD-ADDF-01, ADR 0106):
 * the definitions live in master data (its published `additional_field_directory`), the values
 * here beside the requests they describe. Text in the field's canonical form, as master data keeps
 * a person's or branch's (`@app/contracts/additional-field-values`).
 */
export const requestFieldValues = staffing
  .table(
    'request_field_values',
    {
      poolId: poolIdColumn(),
      fieldId: integer('field_id').notNull(),
      /** the request's id (not its number) */
      requestId: integer('request_id').notNull(),
      value: text('value').notNull(),
      updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [primaryKey({ columns: [t.poolId, t.requestId, t.fieldId] }), tenantIsolation('request_field_values')],
  )
  .enableRLS();
