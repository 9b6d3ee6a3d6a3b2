import { sql } from 'drizzle-orm';
import { rowsOf } from '@app/service-kit';
import { openSecondConnection, openTestDatabase } from '@app/service-kit/testing';
import { loadService } from './service-catalogue';

test('processes that start together migrate one after the other: each migration applied once, none fails', async () => {
  const db = await openTestDatabase();
  const otherPod = await openSecondConnection(db);
  try {
    const services = await Promise.all((['masterdata', 'identity', 'notify'] as const).map(loadService));
    // two pods start at once, each migrating every service (on a server: two processes' connections)
    await Promise.all(
      [db, otherPod].map(async (pod) => {
        for (const s of services) await pod.migrate(s.migrations!);
      }),
    );
    for (const s of services) {
      const [applied] = await rowsOf<{ n: string; distinct_hashes: string }>(
        db.db,
        sql`select count(*) as n, count(distinct hash) as distinct_hashes
            from ${sql.identifier(`${s.migrations!.schema}_migrations`)}.__drizzle_migrations`,
      );
      expect(Number(applied!.n)).toBeGreaterThan(0);
      expect(applied!.n).toBe(applied!.distinct_hashes);
    }
  } finally {
    await otherPod.close();
    await db.close();
  }
}, 120_000);
