import { z } from 'zod';
import { flag, requiredText } from '../validation/field-schemas';

/** An absence group (MD-ABS-02); `deletable` 0 protects a group the pool relies on. */
export const absenceGroupInputSchema = z.object({
  name: requiredText('Name'),
  deletable: flag('Deletable').optional(),
});

export const ABSENCE_GROUP_MESSAGES = {
  /** MD-ABS-03, in the spec's words */
  reasonsLeft: 'An absence group cannot be removed until all its reasons are archived and removed.',
  notDeletable: 'This absence group cannot be removed.',
} as const;
