import { z } from 'zod';
import { flag, optionalDate, optionalId, optionalText, requiredDate, requiredId, wholeNumber } from '../validation/field-schemas';

const blankToNull = (v: unknown) => (v === '' ? null : v);
const numeric = (v: unknown) => (typeof v === 'string' && /^\d+(\.\d+)?$/.test(v) ? Number(v) : v);

/** Hours a week and the FTE (werktijdfactor): decimals within bounds, blank is none. */
const optionalDecimal = (label: string, max: number) =>
  z.preprocess(
    (v) => numeric(blankToNull(v)),
    z
      .number({ error: `The ${label} must be a number.` })
      .min(0, `The ${label} must be between 0 and ${max}.`)
      .max(max, `The ${label} must be between 0 and ${max}.`)
      .nullish(),
  );

const optionalWhole = (label: string, max: number) => z.preprocess(blankToNull, wholeNumber(label, 0, max).nullish());

/**
 * A contract (MD-CONTRACT-01). The end date is required (MD-CONTRACT-02, 'The End date field is
 * required.'); a subcontract names its main contract (`parent_id`) and its base branch.
 */
export const contractInputSchema = z.object({
  person_id: requiredId('Person'),
  contract_type_id: requiredId('Contract type'),
  branch_id: requiredId('Branch'),
  parent_id: optionalId('Main contract'),
  base_branch_id: optionalId('Base branch'),
  hours: optionalDecimal('Hours', 168),
  min_hours: optionalDecimal('Min hours', 168),
  max_hours: optionalDecimal('Max hours', 168),
  wtf: optionalDecimal('WTF', 2),
  start_date: requiredDate('Start date'),
  end_date: requiredDate('End date'),
  termination_date: optionalDate('Termination date'),
  secondment: flag('Secondment').optional(),
  wants_to_substitute: flag('Wants to substitute').optional(),
  function_code: optionalText('Function code', 50),
  sequence_number: optionalWhole('Sequence number', 999),
  policy_id: optionalId('Policy'),
  request_code: optionalText('Request code', 50),
  chain_length: optionalWhole('Chain length', 99),
  is_imported: flag('Imported').optional(),
});

/** GET person/{id}/contract-chain: the contract a planner is about to give (or change: `contract_id`). */
export const contractChainQuerySchema = z.object({
  branch_id: requiredId('Branch'),
  start_date: requiredDate('Start date'),
  end_date: requiredDate('End date'),
  policy_id: optionalId('Policy'),
  contract_id: optionalId('Contract'),
});
