import { boardChainsReport } from './board-chains-report';
import { contractsReport } from './contracts-report';
import { deploymentReport } from './deployment-report';
import { logReport } from './log-report';
import type { ReportModule } from './report-module';
import { requestsReport } from './requests-report';
import { scheduleRequestsReport } from './schedule-requests-report';
import { scheduleSubstitutesReport } from './schedule-substitutes-report';
import { secondmentReport } from './secondment-report';
import { substitutesReport } from './substitutes-report';
import { timelineReport } from './timeline-report';
import { travelExpensesReport } from './travel-expenses-report';
import { workStateReport } from './work-state-report';

/**
 * The registry: every report the service answers at `GET /api/reports/:key`. A report is one file
 * exporting its module; add it here (one import, one entry). The catalogue in shared/contracts
 * gives each key its right, filter template and required filter.
 */
export const REPORT_MODULES: readonly ReportModule[] = [
  requestsReport,
  scheduleRequestsReport,
  scheduleSubstitutesReport,
  deploymentReport,
  boardChainsReport,
  substitutesReport,
  timelineReport,
  logReport,
  contractsReport,
  workStateReport,
  secondmentReport,
  travelExpensesReport,
];
