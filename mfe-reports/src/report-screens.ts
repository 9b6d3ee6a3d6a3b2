import type { ComponentType } from 'react';
import type { ReportKey } from '@app/contracts';
import { GenericReportScreen } from './features/generic-report/generic-report-screen';
import type { ReportScreenProps } from './report-screen';

/**
 * The screen of each report, by key. A report without its own screen shows the generic one
 * (figures, tabs, charts, tables and their CSV). A report with its own screen is a feature
 * (`features/<report>/`) registered here: one import, one entry.
 */
export const REPORT_SCREENS: Partial<Record<ReportKey, ComponentType<ReportScreenProps>>> = {};

export const screenOf = (key: ReportKey): ComponentType<ReportScreenProps> => REPORT_SCREENS[key] ?? GenericReportScreen;
