import type { ExportFormat, Locale } from '@app/contracts';
import type { ServiceDeps } from '@app/service-kit';
import type { ExportDocument } from '../domain/export-document';
import type { ExportCaller, ExportSource } from '../domain/export-sources';

/**
 * The document of a direct (RPT-MENU-06) export, built while the caller waits: the filter decided
 * as the report decides it, the ids it names checked in the caller's pool and scope (404).
 */
export async function directExportDocument(
  deps: ServiceDeps,
  source: ExportSource,
  caller: ExportCaller,
  input: { rawFilter: unknown; locale: Locale; format: ExportFormat },
): Promise<{ doc: ExportDocument; filter: unknown }> {
  const now = deps.clock.now();
  const filter = source.parseFilter(input.rawFilter, now);
  await deps.db.withPool(caller.poolId, async (tx) => source.checkFilter?.(tx, caller, filter));
  const doc = await source.build({ deps, caller, filter, locale: input.locale, now, format: input.format });
  return { doc, filter };
}
