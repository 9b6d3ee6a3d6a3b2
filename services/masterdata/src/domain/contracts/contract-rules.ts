import { addError, requiredMessage, type FieldErrors } from '../validation/field-schemas';
import { endNotBeforeStart } from '../validation/date-range';

/** Spec 001 sections 5 and 9: a person holds at most 6 contracts. */
export const MAX_CONTRACTS_PER_PERSON = 6;
export const TOO_MANY_CONTRACTS = `A person can have at most ${MAX_CONTRACTS_PER_PERSON} contracts.`;

/** Only main contracts count: a subcontract is part of its main contract. */
export const exceedsContractLimit = (liveMainContracts: number) => liveMainContracts >= MAX_CONTRACTS_PER_PERSON;

/**
 * Rules on the whole contract after a create or a patch: the end and the termination lie on or
 * after the start, and a minimum never exceeds the maximum.
 */
export function contractRules(record: Record<string, unknown>): FieldErrors {
  const errors: FieldErrors = { ...endNotBeforeStart(record) };
  const termination = record.termination_date;
  if (typeof termination === 'string' && typeof record.start_date === 'string' && termination < record.start_date)
    addError(errors, 'termination_date', 'The Termination date must be a date after or equal to Start date.');
  const { min_hours: min, max_hours: max } = record;
  if (typeof min === 'number' && typeof max === 'number' && max < min)
    addError(errors, 'max_hours', 'The Max hours must be greater than or equal to Min hours.');
  if (record.parent_id != null && record.parent_id === record.id) addError(errors, 'parent_id', 'The selected Main contract is invalid.');
  return errors;
}

/** A min-max contract type needs both bounds (MD-CTYPE-01 'min-max contract flag'). */
export function minMaxRules(record: Record<string, unknown>): FieldErrors {
  const errors: FieldErrors = {};
  if (record.min_hours == null) addError(errors, 'min_hours', requiredMessage('Min hours'));
  if (record.max_hours == null) addError(errors, 'max_hours', requiredMessage('Max hours'));
  return errors;
}
