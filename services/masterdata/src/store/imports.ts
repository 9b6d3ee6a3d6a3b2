import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import { HttpError, type Database, type Tx } from '@app/service-kit';
import { contractTypes, contracts, dataSuppliers, supplierRecords } from '../db/schema';
import { hashAuthToken } from '../domain/data-suppliers/auth-token';
import {
  IMPORT_CONTRACT_TYPE_UNKNOWN,
  IMPORT_PERSON_UNKNOWN,
  IMPORT_ROW_FAILED,
  type ImportContractRow,
  type ImportPersonRow,
  type ImportRowReport,
} from '../domain/imports/import-rows';
import { contractStore } from './contracts';
import { personStore } from './persons';

export interface Supplier {
  id: number;
  poolId: number;
  branchId: number | null;
}

/**
 * The live data supplier whose auth token this is, in any pool: the one cross-pool read of the
 * import call (ADR 0017's list, ADR 0102), by the token's SHA-256 hash only.
 */
export async function supplierOfToken(db: Database, token: string): Promise<Supplier | null> {
  const [row] = await db.withSystem((tx) =>
    tx
      .select({ id: dataSuppliers.id, poolId: dataSuppliers.poolId, branchId: dataSuppliers.branchId })
      .from(dataSuppliers)
      .where(and(eq(dataSuppliers.tokenHash, hashAuthToken(token)), isNull(dataSuppliers.archivedAt)))
      .limit(1),
  );
  return row ?? null;
}

type Kind = 'person' | 'contract';

async function recordOf(db: Database, supplier: Supplier, kind: Kind, externalId: string): Promise<number | null> {
  const [row] = await db.withPool(supplier.poolId, (tx) =>
    tx
      .select({ id: supplierRecords.recordId })
      .from(supplierRecords)
      .where(
        and(
          eq(supplierRecords.poolId, supplier.poolId),
          eq(supplierRecords.dataSupplierId, supplier.id),
          eq(supplierRecords.kind, kind),
          eq(supplierRecords.externalId, externalId),
        ),
      ),
  );
  return row?.id ?? null;
}

/** Written in the record's own transaction: the record and its supplier link land together or not at all. */
const link = (supplier: Supplier, kind: Kind, externalId: string) => async (tx: Tx, recordId: number) => {
  await tx
    .insert(supplierRecords)
    .values({ poolId: supplier.poolId, dataSupplierId: supplier.id, kind, externalId, recordId })
    .onConflictDoUpdate({
      target: [supplierRecords.poolId, supplierRecords.dataSupplierId, supplierRecords.kind, supplierRecords.externalId],
      set: { recordId, updatedAt: sql`now()` },
    });
};

/** A store refusal (422) becomes the row's errors; anything else refuses the row without detail. */
async function asReport(row: number, write: () => Promise<{ status: 'created' | 'updated'; id: number } | null>): Promise<ImportRowReport> {
  try {
    const written = await write();
    return written ? { row, ...written } : { row, status: 'refused', errors: { _: [IMPORT_ROW_FAILED] } };
  } catch (failure) {
    if (failure instanceof HttpError && failure.status === 422 && failure.errors) return { row, status: 'refused', errors: failure.errors };
    return { row, status: 'refused', errors: { _: [IMPORT_ROW_FAILED] } };
  }
}

/** Creates the person, or updates the one this supplier imported with this external id. */
export function importPerson(db: Database, supplier: Supplier, row: number, input: ImportPersonRow): Promise<ImportRowReport> {
  const { external_id: externalId, ...person } = input;
  return asReport(row, async () => {
    const known = await recordOf(db, supplier, 'person', externalId);
    const written =
      known === null
        ? await personStore.create(db, supplier.poolId, person, link(supplier, 'person', externalId))
        : await personStore.update(db, supplier.poolId, known, person, link(supplier, 'person', externalId));
    return written ? { status: known === null ? 'created' : 'updated', id: written.id as number } : null;
  });
}

async function contractTypeId(db: Database, poolId: number, code: string): Promise<number | null> {
  const [type] = await db.withPool(poolId, (tx) =>
    tx
      .select({ id: contractTypes.id })
      .from(contractTypes)
      .where(and(eq(contractTypes.poolId, poolId), sql`lower(${contractTypes.code}) = lower(${code})`, isNull(contractTypes.archivedAt))),
  );
  return type?.id ?? null;
}

/** Creates the contract (marked is_imported), or updates the one this supplier imported with this external id. */
export function importContract(db: Database, supplier: Supplier, row: number, input: ImportContractRow): Promise<ImportRowReport> {
  const { external_id: externalId, person_external_id: personExternalId, contract_type_code: code, ...fields } = input;
  return asReport(row, async () => {
    const personId = await recordOf(db, supplier, 'person', personExternalId);
    const typeId = await contractTypeId(db, supplier.poolId, code);
    const errors: Record<string, string[]> = {};
    if (personId === null) errors.person_external_id = [IMPORT_PERSON_UNKNOWN];
    if (typeId === null) errors.contract_type_code = [IMPORT_CONTRACT_TYPE_UNKNOWN];
    if (Object.keys(errors).length) throw new HttpError(422, 'refused', errors);
    const contract = {
      ...fields,
      branch_id: fields.branch_id ?? supplier.branchId,
      person_id: personId,
      contract_type_id: typeId,
      is_imported: true,
    };
    const known = await recordOf(db, supplier, 'contract', externalId);
    const written =
      known === null
        ? await contractStore.create(db, supplier.poolId, contract, link(supplier, 'contract', externalId))
        : await contractStore.update(db, supplier.poolId, known, contract, link(supplier, 'contract', externalId));
    return written ? { status: known === null ? 'created' : 'updated', id: written.id as number } : null;
  });
}

/** What the person's Data supplier tab shows: each supplier link of the person and of their contracts. */
export async function personSupplierRecords(db: Database, poolId: number, personId: number) {
  return db.withPool(poolId, (tx) =>
    tx
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
      .orderBy(asc(supplierRecords.kind), asc(supplierRecords.importedAt)),
  );
}
