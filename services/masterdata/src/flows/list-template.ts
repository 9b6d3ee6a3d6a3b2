import type { TokenPayload } from '@app/contracts';
import type { ServiceDeps } from '@app/service-kit';
import { listTemplateFor, type EntityTemplateSource } from '../domain/templates/entity-template';
import { listedFields, seesFieldValues } from '../store/additional-field-columns';
import { branchTypeLevelOf } from '../store/branch-type-level';

/** A list page's template for the caller, with the caller's branch type level and the pool's additional fields. */
export async function listTemplate(deps: ServiceDeps, source: EntityTemplateSource, caller: TokenPayload, isMobile: boolean) {
  const { level, fields } = await deps.db.withPool(caller.pool_id, async (tx) => ({
    level: await branchTypeLevelOf(tx, caller.pool_id, caller.branch_id),
    // the pool's additional fields as optional columns, for those who may see their values (ADR 0106)
    fields: source.additionalFields && seesFieldValues(caller) ? await listedFields(tx, caller.pool_id, source.additionalFields) : [],
  }));
  return listTemplateFor(source, caller, caller.pool_id, isMobile, level, fields);
}
