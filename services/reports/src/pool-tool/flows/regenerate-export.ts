import type { ServiceDeps } from '@app/service-kit';
import type { PoolToolCaller } from '../domain/pool-tool-period';
import { lockBranch, updateExport } from '../store/pool-tool';
import { generateXml } from './generate-export';
import { scopedExport } from './pool-tool-export';

/** Builds the export again from the lines as they are now (after the findings were fixed). */
export const regenerateExport = (deps: ServiceDeps, caller: PoolToolCaller, id: number) =>
  deps.db.withPool(caller.poolId, async (tx) => {
    const { row, branch } = await scopedExport(tx, caller, id);
    await lockBranch(tx, branch.id);
    const { xml, errors } = await generateXml(tx, caller, branch, row.periodFrom, row.periodTo);
    return { row: await updateExport(tx, caller.poolId, id, { xml, errors, now: caller.now }), branch };
  });
