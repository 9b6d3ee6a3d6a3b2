import type { ComponentType } from 'react';
import type { ReportKey } from '@app/contracts';
import { ContractsScreen } from './features/contracts/contracts-screen';
import { DuplicatesScreen } from './features/duplicates/duplicates-screen';
import { GenericReportScreen } from './features/generic-report/generic-report-screen';
import { PoolToolScreen } from './features/pool-tool/pool-tool-screen';
import { SecondmentScreen } from './features/secondment/secondment-screen';
import { TravelExpensesScreen } from './features/travel-expenses/travel-expenses-screen';
import { WorkStateReportScreen } from './features/work-state-report/work-state-report-screen';
import type { ReportScreenProps } from './report-screen';

/**
 * The screen of each report, by key. A report without its own screen shows the generic one
 * (figures, tabs, charts, tables and their CSV). A report with its own screen is a feature
 * (`features/<report>/`) registered here: one import, one entry.
 */
export const REPORT_SCREENS: Partial<Record<ReportKey, ComponentType<ReportScreenProps>>> = {
  contracts: ContractsScreen,
  'work-state': WorkStateReportScreen,
  secondment: SecondmentScreen,
  'travel-expenses': TravelExpensesScreen,
  'pool-tool': PoolToolScreen,
  persons: DuplicatesScreen,
};

export const screenOf = (key: ReportKey): ComponentType<ReportScreenProps> => REPORT_SCREENS[key] ?? GenericReportScreen;
