import { HttpError, type ServiceDeps } from '@app/service-kit';
import {
  IMPORT_CONTRACT_TYPE_UNKNOWN,
  IMPORT_PERSON_UNKNOWN,
  IMPORT_ROW_FAILED,
  type ImportContractRow,
  type ImportPersonRow,
  type ImportRowReport,
} from '../domain/imports/import-rows';
import { contractStore } from '../store/contracts';
import { contractTypeIdOfCode, linkSupplierRecord, supplierOfToken, supplierRecordOf, type Supplier } from '../store/imports';
import { personStore } from '../store/persons';

export type { Supplier };

/** The data supplier of an auth token; null for an unknown or archived one. */
export const supplierByToken = (deps: ServiceDeps, token: string) => deps.db.withSystem((tx) => supplierOfToken(tx, token));

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

/**
 * One valid person row of an import, written in its own transaction (a refused row writes nothing):
 * creates the person, or updates the one this supplier imported with this external id.
 */
export const importPersonRow = (deps: ServiceDeps, supplier: Supplier, row: number, input: ImportPersonRow) => {
  const { external_id: externalId, ...person } = input;
  return asReport(row, () =>
    deps.db.withPool(supplier.poolId, async (tx) => {
      const known = await supplierRecordOf(tx, supplier, 'person', externalId);
      const link = linkSupplierRecord(supplier, 'person', externalId);
      const written =
        known === null
          ? await personStore.create(tx, supplier.poolId, person, link)
          : await personStore.update(tx, supplier.poolId, known, person, link);
      return written ? { status: known === null ? 'created' : 'updated', id: written.id as number } : null;
    }),
  );
};

/**
 * One valid contract row of an import, written in its own transaction: creates the contract (marked
 * is_imported), or updates the one this supplier imported with this external id.
 */
export const importContractRow = (deps: ServiceDeps, supplier: Supplier, row: number, input: ImportContractRow) => {
  const { external_id: externalId, person_external_id: personExternalId, contract_type_code: code, ...fields } = input;
  return asReport(row, () =>
    deps.db.withPool(supplier.poolId, async (tx) => {
      const personId = await supplierRecordOf(tx, supplier, 'person', personExternalId);
      const typeId = await contractTypeIdOfCode(tx, supplier.poolId, code);
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
      const known = await supplierRecordOf(tx, supplier, 'contract', externalId);
      const link = linkSupplierRecord(supplier, 'contract', externalId);
      const written =
        known === null
          ? await contractStore.create(tx, supplier.poolId, contract, link)
          : await contractStore.update(tx, supplier.poolId, known, contract, link);
      return written ? { status: known === null ? 'created' : 'updated', id: written.id as number } : null;
    }),
  );
};
