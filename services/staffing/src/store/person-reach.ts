import { and, eq, inArray, sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '@app/service-kit';
import { poolDirectory } from '@app/contracts/published-views/identity';
import { personDetailDirectory } from '@app/contracts/published-views/masterdata';

/** The live profiles of persons of the pool: their screens listen on the profile's channels. */
export const liveProfilesOf = (tx: Tx, poolId: number, persons: readonly number[]) =>
  rowsOf<{ id: number; person_id: number }>(
    tx,
    sql`select id, person_id from identity.profile_directory
        where pool_id = ${poolId} and archived_at is null and person_id in (${sql.join(
          persons.map((p) => sql`${p}`),
          sql`, `,
        )})`,
  );

/** Whether the pool sends text messages (enable_sms), and the mobile numbers of persons as typed. */
export async function phoneFactsOf(tx: Tx, poolId: number, persons: readonly number[]) {
  const [pool] = await tx.select({ enableSms: poolDirectory.enableSms }).from(poolDirectory).where(eq(poolDirectory.id, poolId));
  const mobiles = await tx
    .select({ id: personDetailDirectory.id, mobile: personDetailDirectory.mobile })
    .from(personDetailDirectory)
    .where(and(eq(personDetailDirectory.poolId, poolId), inArray(personDetailDirectory.id, [...persons])));
  return { enableSms: pool?.enableSms ?? false, mobiles };
}
