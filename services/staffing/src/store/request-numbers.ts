import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '@app/service-kit';
import { requestNumbers } from '../db/schema';

/**
 * The next request number of a pool (1, 2, 3 ...): one counter row per pool, raised in the
 * creating transaction, so two creates at once get two numbers and a rolled-back create gives its
 * number back.
 */
export async function nextRequestNumber(tx: Tx, poolId: number, count = 1): Promise<number> {
  const [row] = await rowsOf<{ last: number }>(
    tx,
    sql`insert into ${requestNumbers} (pool_id, last_number) values (${poolId}, ${count})
        on conflict (pool_id) do update set last_number = ${requestNumbers}.last_number + ${count}
        returning last_number as last`,
  );
  return row!.last - count + 1;
}
