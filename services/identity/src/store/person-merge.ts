import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '@app/service-kit';

/** The other person's profiles (every one, or the ticked ones) now point at the destination; answers their accounts. */
export async function moveProfilesToPerson(
  tx: Tx,
  poolId: number,
  move: { from: number; to: number; every: boolean; ticked: readonly number[] },
): Promise<number[]> {
  const rows = await rowsOf<{ account_id: number }>(
    tx,
    sql`update identity.profiles set person_id = ${move.to}
      where pool_id = ${poolId} and person_id = ${move.from} and (${move.every} or id = any(${`{${move.ticked.join(',')}}`}::int[]))
      returning account_id`,
  );
  return rows.map((r) => r.account_id);
}

/** The other person's account invitations now point at the destination; answers how many moved. */
export async function moveInvitationsToPerson(tx: Tx, poolId: number, from: number, to: number): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    tx,
    sql`with m as (update identity.account_invitations set person_id = ${to} where pool_id = ${poolId} and person_id = ${from} returning 1)
      select count(*)::int as n from m`,
  );
  return row?.n ?? 0;
}
