import type { FieldErrors } from '../validation/field-schemas';
import { endNotBeforeStart } from '../validation/date-range';
import { PERSONAL_BLOCKADES_OFF } from './blockade-input';

/** A blockade as it will be stored, checked before the write: the period's order and the pool's setting. */
export function blockadeErrors(
  blockade: { pool: boolean; start_date: string; end_date?: string | null },
  personalBlockadesEnabled: boolean,
): FieldErrors {
  const errors: FieldErrors = { ...endNotBeforeStart(blockade) };
  if (!blockade.pool && !personalBlockadesEnabled) errors.pool = [PERSONAL_BLOCKADES_OFF];
  return errors;
}
