import { z } from 'zod';
import { flag, oneOf, requiredText } from '../validation/field-schemas';

/** The daypart actions that need a reason (REQ-DP-02, MD-DPR-01). */
export const DAYPART_ACTIONS = ['add', 'close', 'delete', 'open', 'unplan'] as const;

/**
 * A reason for dayparts: one action's reason text, unique per action in the pool, and its reason
 * codes (REQ-DP-02, ADR 0255): `comment` asks a comment of the action, `processed` and `required`
 * say what the action's dayparts were (handled, still needing a substitute) and travel with it.
 */
export const reasonForDaypartInputSchema = z.object({
  action: oneOf('Action', DAYPART_ACTIONS),
  reason: requiredText('Reason'),
  comment: flag('Comment').optional(),
  processed: flag('Processed').optional(),
  required: flag('Required').optional(),
});

export const DAYPART_REASON_MESSAGES = {
  taken: 'The reason has already been taken for this action.',
  /** MD-DPR-02 */
  inUse: 'A reason for dayparts in use cannot be deleted.',
} as const;
