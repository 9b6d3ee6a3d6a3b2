import { Messages, PoolToolMessages, type PoolToolError, type PoolToolGenerateInput } from '@app/contracts';
import { conflict, notFound, type ServiceDeps, type Tx } from '@app/service-kit';
import { buildDeclaration } from '../domain/declaration';
import { declarationXml, poolToolSchemaErrors } from '../domain/declaration-xml';
import { checkPeriod, type PoolToolCaller } from '../domain/pool-tool-period';
import { declarationLines, insertExport, lockBranch, overlappingExport, scopedBranch } from '../store/pool-tool';

/**
 * Builds the declaration and its findings on the flow's transaction; a declaration the schema
 * refuses is kept as a finding, without XML. Shared with the regeneration.
 */
export async function generateXml(
  tx: Tx,
  caller: PoolToolCaller,
  branch: { id: number; name: string; brin: string | null },
  from: string,
  to: string,
) {
  const lines = await declarationLines(tx, caller.poolId, branch.id, from, to);
  const { declaration, errors } = buildDeclaration(branch, { from, to }, lines);
  const xml = declarationXml(declaration, caller.now);
  const invalid = await poolToolSchemaErrors(xml);
  if (!invalid.length) return { xml, errors };
  const schema: PoolToolError[] = invalid.map((detail) => ({ code: 'schema', person: null, date: null, detail }));
  return { xml: null, errors: [...errors, ...schema] };
}

/** Generates a branch's export for a period: one per date ('Deze export bestaat al' when any date is taken). */
export function generateExport(deps: ServiceDeps, caller: PoolToolCaller, input: PoolToolGenerateInput) {
  checkPeriod(input.period_from, input.period_to, caller.today);
  return deps.db.withPool(caller.poolId, async (tx) => {
    const branch = await scopedBranch(tx, caller.poolId, caller.scope, input.branch);
    if (!branch) throw notFound(Messages.notFound.replace('{{id}}', String(input.branch)));
    await lockBranch(tx, branch.id);
    if (await overlappingExport(tx, caller.poolId, branch.id, input.period_from, input.period_to)) throw conflict(PoolToolMessages.exists);
    const { xml, errors } = await generateXml(tx, caller, branch, input.period_from, input.period_to);
    const row = await insertExport(tx, {
      poolId: caller.poolId,
      branchId: branch.id,
      from: input.period_from,
      to: input.period_to,
      xml,
      errors,
      now: caller.now,
      username: caller.username,
    });
    return { row, branch };
  });
}
