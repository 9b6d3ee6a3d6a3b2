import type { ServiceDeps } from '@app/service-kit';
import { EXPORT_SOURCES } from '../flows/export-source-list';
import { startExportJobs } from './export-worker';

/** The reports service's background work: the export worker (ADR 0093). */
export const startReportJobs = (deps: ServiceDeps) => startExportJobs(deps, EXPORT_SOURCES);
