import { reportDefinition, type ReportDefinition } from '@app/contracts';
import type { PageProps } from '@app/ui/module-routes';
import { LogReportScreen } from './log-report-screen';

const LOG = reportDefinition('log') as ReportDefinition;

/**
 * `/reports/log` (LOG_REPORT) and `/reports/log/{request number}/{tab?}` (LOG_VIEW), RPT-LOG-01: the
 * shell's guard checks each right on its own route. A log item has one view, so its tab segment
 * opens that view (route parameters are :id? and :tab? throughout, PLT-ROUTE-01).
 */
export function LogRoute({ params }: PageProps) {
  return <LogReportScreen key={params.id ?? ''} definition={LOG} id={params.id} />;
}
