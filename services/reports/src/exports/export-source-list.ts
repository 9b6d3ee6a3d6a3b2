import type { ExportSources } from './export-runner';
import type { ExportSource } from './export-sources';

/** The reports that can be exported, by key. */
export const EXPORT_SOURCES: ExportSources = new Map<string, ExportSource>([]);
