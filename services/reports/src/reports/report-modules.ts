import type { ReportModule } from './report-module';
import { requestsReport } from './requests-report';

/**
 * The registry: every report the service answers at `GET /api/reports/:key`. A report is one file
 * exporting its module; add it here (one import, one entry). The catalogue in shared/contracts
 * gives each key its right, filter template and required filter.
 */
export const REPORT_MODULES: readonly ReportModule[] = [requestsReport];
