import { z } from 'zod';
import { idList, optionalId, optionalText, requiredId, requiredText } from '../validation/field-schemas';

/**
 * A schedule (group, MD-SCHED-01): which week schedule holds in which period, for a branch (none:
 * every branch), without the listed vacations. Requests are made on a schedule ('Please select
 * schedule', REQ-CREATE-05).
 */
export const scheduleInputSchema = z.object({
  name: requiredText('Name'),
  name_addition: optionalText('Name addition'),
  period_id: requiredId('Period'),
  week_schedule_id: requiredId('Week schedule'),
  branch_id: optionalId('Branch'),
  vacation_ids: idList('Vacations').optional(),
});
