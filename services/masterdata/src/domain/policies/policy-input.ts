import { z } from 'zod';
import { flag, oneOf, optionalText, requiredText } from '../validation/field-schemas';

/**
 * The chain regime of a policy (DOMAIN 'Matching' rule 6): a regular chain allows 3 contracts in
 * 36 months, a replacement chain (replacing sick staff) 6, and an exempt contract does not count.
 */
export const POLICY_TYPES = ['regular', 'replacement', 'exempt'] as const;

/** A policy (MD-POLICY-01): name, code, type, chain by end date, additional information. */
export const policyInputSchema = z.object({
  name: requiredText('Name'),
  code: requiredText('Code', 50),
  type: oneOf('Type', POLICY_TYPES),
  chain_by_end_date: flag('Chain by end date').optional(),
  additional_information: optionalText('Additional information', 5000),
});

export const POLICY_IN_USE = 'A policy in use cannot be archived.';
