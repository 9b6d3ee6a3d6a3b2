import { useQuery } from '@tanstack/react-query';
import { readReportMenu, reportKeys } from '../../../lib/reports-api';

/** The cards of the reports menu (GET reports/menu). */
export const useReportMenu = () => useQuery({ queryKey: reportKeys.menu, queryFn: ({ signal }) => readReportMenu(signal) });
