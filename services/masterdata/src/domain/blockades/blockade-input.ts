import { z } from 'zod';
import { ExtraPermission as E, recordId } from '@app/contracts';
import { flag, idList, optionalDate, optionalText, requiredDate, requiredId } from '../validation/field-schemas';

/** Who may do what with blockades (MD-BLK-03, MD-BLK-04): CREATE also edits, one or many at once. */
export const BLOCKADE_RIGHTS = {
  view: [E.BLOCKADE_VIEW, E.BLOCKADE_CREATE, E.BLOCKADE_DELETE, E.BLOCKADE_ALL],
  edit: [E.BLOCKADE_CREATE, E.BLOCKADE_ALL],
  delete: [E.BLOCKADE_DELETE, E.BLOCKADE_ALL],
};

/** Pool setting enable_personal_blockade off: a personal blockade is refused with this. */
export const PERSONAL_BLOCKADES_OFF = 'Personal blockades are not enabled in this pool.';

/** A blockade's own fields (MD-BLK-01): pool or personal, one or more branches, city, remark, a period with an open end. */
const blockadeFields = {
  pool: flag('Pool'),
  branches: idList('Branches', 1),
  city: optionalText('City'),
  remark: optionalText('Remark', 2000),
  start_date: requiredDate('Start date'),
  end_date: optionalDate('End date'),
};

export const blockadeInputSchema = z.strictObject({ person_id: requiredId('Person'), ...blockadeFields });
export const blockadeUpdateSchema = z.strictObject(blockadeFields).partial();
/** Mass edit: the fields given are set on every blockade listed. */
export const blockadeMassEditSchema = z
  .strictObject({ ids: idList('Blockades', 1), ...blockadeFields })
  .partial()
  .required({ ids: true });
export const blockadeMassDeleteSchema = z.strictObject({ ids: idList('Blockades', 1) });

export type BlockadeInput = z.infer<typeof blockadeInputSchema>;
export type BlockadeChanges = z.infer<typeof blockadeUpdateSchema>;

const personal = z.enum(['0', '1'], { error: 'The personal flag must be 0 or 1.' });

/** GET blockade/{id}?personal=0|1 (API-67). */
export const blockadeFormQuery = z.object({ personal: personal.optional() });

/** GET blockade/person/{personId}?branches={ids}&personal=0|1 (API-68): the branches as a comma-separated list. */
export const newBlockadeFormQuery = z.object({
  personal: personal.optional(),
  branches: z
    .string()
    .regex(/^\d{1,9}(,\d{1,9})*$/, 'The branches must be a comma-separated list of ids.')
    .transform((v) => [...new Set(v.split(',').map(Number))])
    .optional(),
});

export const personIdParams = z.object({ personId: requiredId('Person') });

/** GET branch/blockades?person={id} (API-42): the tree with that person's blockades per branch (every person's without). */
export const blockadeTreeQuery = z.object({ person: recordId().optional() });
