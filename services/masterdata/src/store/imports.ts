import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Tx } from '@app/service-kit';
import { contractTypes, contracts, dataSuppliers, supplierRecords } from '../db/schema';
import { hashAuthToken } from '../domain/data-suppliers/auth-token';

export interface Supplier {
  id: number;
  poolId: number;
  branchId: number | null;
}

/**
 * The live data supplier whose auth token this is, in any pool: the one cross-pool read of the
 * import call (ADR 0017's list, ADR 0102), by the token's SHA-256 hash only; on a system transaction.
 */
export async function supplierOfToken(tx: Tx, token: string): Promise<Supplier | null> {
  const [row] = await tx
    .select({ id: dataSuppliers.id, poolId: dataSuppliers.poolId, branchId: dataSuppliers.branchId })
    .from(dataSuppliers)
    .where(and(eq(dataSuppliers.tokenHash, hashAuthToken(token)), isNull(dataSuppliers.archivedAt)))
    .limit(1);
  return row ?? null;
}

export type SupplierKind = 'person' | 'contract';

/** The record this supplier imported with this external id; null when it imported none. */
export async function supplierRecordOf(tx: Tx, supplier: Supplier, kind: SupplierKind, externalId: string): Promise<number | null> {
  const [row] = await tx
    .select({ id: supplierRecords.recordId })
    .from(supplierRecords)
    .where(
      and(
        eq(supplierRecords.poolId, supplier.poolId),
        eq(supplierRecords.dataSupplierId, supplier.id),
        eq(supplierRecords.kind, kind),
        eq(supplierRecords.externalId, externalId),
      ),
    );
  return row?.id ?? null;
}

/** Written in the record's own transaction: the record and its supplier link land together or not at all. */
export const linkSupplierRecord = (supplier: Supplier, kind: SupplierKind, externalId: string) => async (tx: Tx, recordId: number) => {
  await tx
    .insert(supplierRecords)
    .values({ poolId: supplier.poolId, dataSupplierId: supplier.id, kind, externalId, recordId })
    .onConflictDoUpdate({
      target: [supplierRecords.poolId, supplierRecords.dataSupplierId, supplierRecords.kind, supplierRecords.externalId],
      set: { recordId, updatedAt: sql`now()` },
    });
};

/** The live contract type with this code (any case); null when the pool has none. */
export async function contractTypeIdOfCode(tx: Tx, poolId: number, code: string): Promise<number | null> {
  const [type] = await tx
    .select({ id: contractTypes.id })
    .from(contractTypes)
    .where(and(eq(contractTypes.poolId, poolId), sql`lower(${contractTypes.code}) = lower(${code})`, isNull(contractTypes.archivedAt)));
  return type?.id ?? null;
}

/** What the person's Data supplier tab shows: each supplier link of the person and of their contracts. */
export function personSupplierRecords(tx: Tx, poolId: number, personId: number) {
  return tx
    .select({
      data_supplier_id: supplierRecords.dataSupplierId,
      supplier_name: sql<string>`coalesce(${dataSuppliers.name}, '')`,
      supplier_code: sql<string>`coalesce(${dataSuppliers.code}, '')`,
      kind: supplierRecords.kind,
      record_id: supplierRecords.recordId,
      external_id: supplierRecords.externalId,
      imported_at: supplierRecords.importedAt,
      updated_at: supplierRecords.updatedAt,
    })
    .from(supplierRecords)
    .leftJoin(dataSuppliers, and(eq(dataSuppliers.poolId, supplierRecords.poolId), eq(dataSuppliers.id, supplierRecords.dataSupplierId)))
    .leftJoin(
      contracts,
      and(eq(supplierRecords.kind, 'contract'), eq(contracts.poolId, supplierRecords.poolId), eq(contracts.id, supplierRecords.recordId)),
    )
    .where(
      and(
        eq(supplierRecords.poolId, poolId),
        or(
          and(eq(supplierRecords.kind, 'person'), eq(supplierRecords.recordId, personId)),
          and(eq(supplierRecords.kind, 'contract'), eq(contracts.personId, personId)),
        ),
      ),
    )
    .orderBy(asc(supplierRecords.kind), asc(supplierRecords.importedAt));
}
