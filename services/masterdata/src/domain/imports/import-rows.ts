import { z } from 'zod';
import { contractInputSchema } from '../contracts/contract-input';
import { personInputSchema } from '../persons/person-input';
import { optionalId, requiredText } from '../validation/field-schemas';

/** At most this many rows a call; more is refused whole (ADR 0102). */
export const IMPORT_MAX_ROWS = 500;
export const IMPORT_TOO_MANY = `An import may hold at most ${IMPORT_MAX_ROWS} rows.`;
export const IMPORT_NOT_A_LIST = 'The body must be a list of rows.';
export const SUPPLIER_TOKEN_INVALID = 'The data supplier token is not valid.';
export const IMPORT_PERSON_UNKNOWN = 'The person with this external id was not imported by this data supplier.';
export const IMPORT_CONTRACT_TYPE_UNKNOWN = 'The selected Contract type is invalid.';
export const IMPORT_ROW_FAILED = 'The row could not be saved.';

const externalId = (label: string) => requiredText(label, 100);

/** A person row: the supplier's id of the person and the person's fields (spec 001 section 3). */
export const importPersonRowSchema = personInputSchema.extend({ external_id: externalId('External id') }).strict();
export type ImportPersonRow = z.infer<typeof importPersonRowSchema>;

/**
 * A contract row: the supplier's ids of the contract and of its person (imported before by the same
 * supplier), the contract type by code, the branch (default: the supplier's branch), and the
 * contract's fields. Subcontracts are not imported.
 */
export const importContractRowSchema = contractInputSchema
  .omit({ person_id: true, contract_type_id: true, parent_id: true, base_branch_id: true, is_imported: true, branch_id: true })
  .extend({
    external_id: externalId('External id'),
    person_external_id: externalId('Person external id'),
    contract_type_code: requiredText('Contract type code', 50),
    branch_id: optionalId('Branch'),
  })
  .strict();
export type ImportContractRow = z.infer<typeof importContractRowSchema>;

/** One row of the answer (the row number counts from 1). */
export interface ImportRowReport {
  row: number;
  status: 'created' | 'updated' | 'refused';
  id?: number;
  errors?: Record<string, string[]>;
}

/** The field errors of a refused row, as the edge validation writes them. */
export function rowErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) (errors[issue.path.length ? issue.path.join('.') : '_'] ??= []).push(issue.message);
  return errors;
}
