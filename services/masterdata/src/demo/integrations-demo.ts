import { eq } from 'drizzle-orm';
import type { Tx } from '@app/service-kit';
import { additionalFields, dataSuppliers } from '../db/schema';
import { newAuthToken } from '../domain/data-suppliers/auth-token';

/** A payroll feed for the whole pool; its token is made here and lost, so an admin regenerates it to use it. */
export const DEMO_DATA_SUPPLIERS = [{ name: 'Salarisadministratie', code: 'PAYROLL', options: '{"format": "csv", "interval_hours": 24}' }];

export const DEMO_ADDITIONAL_FIELDS: Omit<typeof additionalFields.$inferInsert, 'poolId'>[] = [
  {
    name: 'Aantal jaren ervaring',
    label: 'Jaren ervaring',
    key: 'years_experience',
    type: 'integer',
    location: 'person',
    validation: 'min:0|max:60',
  },
  { name: 'VOG gecontroleerd op', label: 'VOG gecontroleerd', key: 'coc_checked_at', type: 'date', location: 'person' },
  { name: 'Brede school', label: 'Brede school', key: 'community_school', type: 'bool', location: 'branch' },
];

/** The integrations of a pool, once (a pool that has any keeps what it has). */
export async function seedIntegrations(tx: Tx, poolId: number) {
  const [seeded] = await tx.select({ id: additionalFields.id }).from(additionalFields).where(eq(additionalFields.poolId, poolId)).limit(1);
  if (seeded) return;
  await tx.insert(dataSuppliers).values(DEMO_DATA_SUPPLIERS.map((s) => ({ ...s, poolId, tokenHash: newAuthToken().hash })));
  await tx.insert(additionalFields).values(DEMO_ADDITIONAL_FIELDS.map((f) => ({ ...f, poolId })));
}
