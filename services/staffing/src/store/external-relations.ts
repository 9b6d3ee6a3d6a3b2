import { and, desc, eq } from 'drizzle-orm';
import type { ExternalRelationView } from '@app/contracts';
import type { Tx } from '@app/service-kit';
import { externalRelations, requests } from '../db/schema';
import type { Caller, RequestRow } from './request-rows';

const relationView = (row: typeof externalRelations.$inferSelect): ExternalRelationView => ({
  id: row.id,
  system: row.system,
  external_id: row.externalId,
  date_from: row.dateFrom,
  created_at: row.createdAt.toISOString(),
  author: { username: row.authorUsername, full_name: row.authorName },
});

export async function readExternalRelations(tx: Tx, poolId: number, requestId: number): Promise<ExternalRelationView[]> {
  const rows = await tx
    .select()
    .from(externalRelations)
    .where(and(eq(externalRelations.poolId, poolId), eq(externalRelations.requestId, requestId)))
    .orderBy(desc(externalRelations.createdAt), desc(externalRelations.id));
  return rows.map(relationView);
}

/** Records what the payroll system answered to an absence notification; the request then has external relations. */
export async function addPayrollRelation(tx: Tx, caller: Caller, request: RequestRow, externalId: string, dateFrom: string) {
  const [row] = await tx
    .insert(externalRelations)
    .values({
      poolId: caller.poolId,
      requestId: request.id,
      system: 'payroll',
      externalId,
      dateFrom,
      createdAt: caller.now,
      authorUsername: caller.author.username,
      authorName: caller.author.full_name,
    })
    .returning();
  await tx.update(requests).set({ hasExternalRelations: true }).where(eq(requests.id, request.id));
  return relationView(row!);
}
