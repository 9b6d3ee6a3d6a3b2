import type { ServiceDeps } from '@app/service-kit';
import { importContract, importPerson, supplierOfToken, type Supplier } from '../store/imports';

export type { Supplier };

/** The data supplier of an auth token; null for an unknown or archived one. */
export const supplierByToken = (deps: ServiceDeps, token: string) => supplierOfToken(deps.db, token);

/** One valid person row of an import, written in its own transaction (a refused row writes nothing). */
export const importPersonRow = (deps: ServiceDeps, supplier: Supplier, row: number, input: Parameters<typeof importPerson>[3]) =>
  importPerson(deps.db, supplier, row, input);

/** One valid contract row of an import, written in its own transaction. */
export const importContractRow = (deps: ServiceDeps, supplier: Supplier, row: number, input: Parameters<typeof importContract>[3]) =>
  importContract(deps.db, supplier, row, input);
