import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '@app/service-kit';
import { persons } from '../db/schema';

/** The person's contact data and remarks for the preview dialog; null for no such person of the pool. */
export async function personContact(tx: Tx, poolId: number, personId: number) {
  const [row] = await tx
    .select({
      id: persons.id,
      full_name: sql<string>`concat_ws(' ', ${persons.firstName}, nullif(${persons.middleName}, ''), ${persons.lastName})`,
      first_name: persons.firstName,
      last_name: persons.lastName,
      telephone: persons.telephone,
      mobile: persons.mobile,
      email: persons.email,
      general_remark: persons.generalRemark,
      internal_remark: persons.internalRemark,
      admin_remark: persons.adminRemark,
    })
    .from(persons)
    .where(and(eq(persons.poolId, poolId), eq(persons.id, personId)));
  return row ?? null;
}
