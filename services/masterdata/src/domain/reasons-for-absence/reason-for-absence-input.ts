import { z } from 'zod';
import { flag, idList, oneOf, optionalText, requiredId, requiredText } from '../validation/field-schemas';

/**
 * How contracts made for a reason count in the contract chain (DOMAIN 'Matching' rule 6): they
 * count, they are replacement-only (the longer limit applies), or they do not count at all
 * (replacement of sick staff in primary education).
 */
export const CHAIN_INFO = ['counts', 'replacement_only', 'not_counted'] as const;

/** A reason for absence (MD-ABS-01); the code is unique in the pool. */
export const reasonForAbsenceInputSchema = z.object({
  code: requiredText('Code', 50),
  description: requiredText('Description'),
  external_code: optionalText('External code', 50),
  vf_code: optionalText('VF code', 50),
  absence_group_id: requiredId('Absence group'),
  active: flag('Active').optional(),
  branch_ids: idList('Branches').optional(),
  chain_info: oneOf('Chain info', CHAIN_INFO).optional(),
  substitute_required: flag('Substitute required').optional(),
  absentee_required: flag('Absentee required').optional(),
  agreement_description: optionalText('Agreement description', 2000),
  pool_tool: flag('Pool tool').optional(),
});

export const REASON_MESSAGES = {
  codeTaken: 'The code has already been taken.',
  groupArchived: 'The absence group of this reason is archived.',
} as const;
