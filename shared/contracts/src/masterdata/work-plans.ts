import { z } from 'zod';
import { requiredId } from '../field-schemas';
import { hoursField, workPlanInputSchema } from '../person-tabs';

/**
 * The work plans and work plan definitions management lists (MD-GEN-03, MD-WPLAN-01, ADR 0109).
 * A definition is the work plan policy's norm for a branch and a period; a new work plan at that
 * branch and period whose hours are left blank starts from it.
 */
export const WorkPlanMessages = {
  taken: 'This person already has a work plan for this branch and period.',
  definitionTaken: 'This branch already has a work plan definition for this period.',
  hoursNeeded: 'The Hours field is required: there is no work plan definition for this branch and period.',
} as const;

export const WORK_PLAN_MESSAGES_NL: Readonly<Record<string, string>> = {
  [WorkPlanMessages.taken]: 'Deze persoon heeft al een werkplan voor deze vestiging en periode.',
  [WorkPlanMessages.definitionTaken]: 'Deze vestiging heeft al een werkplandefinitie voor deze periode.',
  [WorkPlanMessages.hoursNeeded]: 'Het veld Uren is verplicht: er is geen werkplandefinitie voor deze vestiging en periode.',
  Hours: 'Uren',
  Bapo: 'Bapo',
  'Sustainable employability': 'Duurzame inzetbaarheid',
};

/** A work plan definition: the fields of a work plan without the person (hours required: it is the norm). */
export const workPlanDefinitionInputSchema = workPlanInputSchema.extend({ hours: hoursField('Hours') });
export type WorkPlanDefinitionInput = z.infer<typeof workPlanDefinitionInputSchema>;

/** A work plan of the management list: the person tab's fields and the person. */
export const workPlanListInputSchema = workPlanInputSchema.extend({ person_id: requiredId('Person') });
export type WorkPlanListInput = z.infer<typeof workPlanListInputSchema>;
