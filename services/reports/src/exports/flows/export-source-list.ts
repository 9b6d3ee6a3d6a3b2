import { contractsReport } from '../../reports/store/contracts-report';
import { secondmentReport } from '../../reports/store/secondment-report';
import { travelExpensesReport } from '../../reports/store/travel-expenses-report';
import { CONTRACTS_TITLE, contractsDocument } from '../domain/documents/contracts-document';
import { SECONDMENT_TITLE, secondmentDocument } from '../domain/documents/secondment-document';
import { TRAVEL_TITLE, travelExpensesDocument } from '../domain/documents/travel-expenses-document';
import type { ExportSources } from './run-export-jobs';
import type { ExportSource } from '../domain/export-sources';
import { reportExportSource } from './report-source';
import { workStateExportSource } from './work-state-source';

/** The reports that can be exported, by key: the four money reports; the work state also as afas and totals (ADR 0108). */
export const EXPORT_SOURCES: ExportSources = new Map<string, ExportSource>(
  [
    reportExportSource(secondmentReport, SECONDMENT_TITLE, (data, locale) => secondmentDocument(data, locale)),
    reportExportSource(travelExpensesReport, TRAVEL_TITLE, travelExpensesDocument),
    workStateExportSource(),
    reportExportSource(contractsReport, CONTRACTS_TITLE, contractsDocument),
  ].map((source) => [source.key, source as ExportSource]),
);
