import { Messages, PoolToolMessages, type PoolToolError, type PoolToolGenerateInput } from '@app/contracts';
import { conflict, notFound, unprocessable, type BranchScope, type Tx } from '@app/service-kit';
import { buildDeclaration } from './declaration';
import { declarationXml, poolToolSchemaErrors } from './declaration-xml';
import { declarationLines, exportById, insertExport, lockBranch, overlappingExport, scopedBranch, updateExport } from './pool-tool-store';

/** The longest period one declaration covers: a school year. */
export const MAX_PERIOD_DAYS = 366;

const days = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

/**
 * A period the fund can take (RPT-XML-04 'De datum is onjuist'): it ends on or after its start,
 * spans at most a school year, and is over (its last day before today): work not yet done is not declared.
 */
export function checkPeriod(from: string, to: string, today: string): void {
  // a 422 on the period: the planner can pick another one, so the dialog says it beside the period
  if (from > to || days(from, to) > MAX_PERIOD_DAYS || to >= today) {
    throw unprocessable({ period_to: [PoolToolMessages.wrongDate] }, PoolToolMessages.wrongDate);
  }
}

export interface PoolToolCaller {
  poolId: number;
  scope: BranchScope;
  username: string;
  today: string;
  now: Date;
}

/** Builds the declaration and its findings; a declaration the schema refuses is kept as a finding, without XML. */
async function generateXml(
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
export async function generateExport(tx: Tx, caller: PoolToolCaller, input: PoolToolGenerateInput) {
  checkPeriod(input.period_from, input.period_to, caller.today);
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
}

/** The caller's export with its branch (404 for another pool's or another branch scope's). */
export async function scopedExport(tx: Tx, caller: PoolToolCaller, id: number) {
  const row = await exportById(tx, caller.poolId, id);
  const branch = row && (await scopedBranch(tx, caller.poolId, caller.scope, row.branchId));
  if (!row || !branch) throw notFound(Messages.notFound.replace('{{id}}', String(id)));
  return { row, branch };
}

/** Builds the export again from the lines as they are now (after the findings were fixed). */
export async function regenerateExport(tx: Tx, caller: PoolToolCaller, id: number) {
  const { row, branch } = await scopedExport(tx, caller, id);
  await lockBranch(tx, branch.id);
  const { xml, errors } = await generateXml(tx, caller, branch, row.periodFrom, row.periodTo);
  return { row: await updateExport(tx, caller.poolId, id, { xml, errors, now: caller.now }), branch };
}
