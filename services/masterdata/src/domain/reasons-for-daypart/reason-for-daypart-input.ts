import { z } from 'zod';
import { oneOf, requiredText } from '../validation/field-schemas';

/** The daypart actions that need a reason (REQ-DP-02, MD-DPR-01). */
export const DAYPART_ACTIONS = ['add', 'close', 'delete', 'open', 'unplan'] as const;

/** A reason for dayparts: one action's reason text, unique per action in the pool. */
export const reasonForDaypartInputSchema = z.object({
  action: oneOf('Action', DAYPART_ACTIONS),
  reason: requiredText('Reason'),
});

export const DAYPART_REASON_MESSAGES = {
  taken: 'The reason has already been taken for this action.',
  /** MD-DPR-02 */
  inUse: 'A reason for dayparts in use cannot be deleted.',
} as const;
