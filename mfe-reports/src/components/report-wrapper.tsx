import { useRef, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ReportDefinition, ReportMeta, ReportSorting } from '@app/contracts';
import { FilterBar, type AppliedFilter, type FilterQuery } from '@app/ui/filter-bar';
import { useModuleInfo } from '@app/ui/module-routes';
import { PageFrame } from '@app/ui/page-frame';
import { QueryState } from '@app/ui/query-state';
import { readReport, reportKeys, reportQuery } from '../lib/reports-api';
import { reportWarning } from '../lib/report-warnings';

export interface ReportBody<T> {
  data: T;
  meta: ReportMeta;
  sorting: ReportSorting | null;
  onSort(sorting: ReportSorting): void;
}

export interface ReportWrapperProps<T> {
  definition: ReportDefinition;
  /** whether the answer has nothing to show (the empty state RPT-MENU-09) */
  isEmpty?(data: T): boolean;
  /** the empty text's key under reports.empty (no_data, no_board_data) */
  emptyKind?(data: T): string;
  /** query keys the route adds to the filter bar's (log/:id: `filter[request]`) */
  extraQuery?: Record<string, string>;
  /** shown above the data (log/:id: whose log this is) */
  notice?: ReactNode;
  children(body: ReportBody<T>): ReactNode;
}

/**
 * The frame of every report (RPT-MENU-03/04): the title, the shared filter bar on the report's
 * template (Apply and Reset when the report waits for a submit), the warnings while a required
 * filter is empty or nothing is applied, then the report's data with its loading, error and empty
 * states, fetched as GET reports/{key} with filter[...] and sorting[...].
 */
export function ReportWrapper<T>({ definition, isEmpty, emptyKind, extraQuery, notice, children }: ReportWrapperProps<T>) {
  const { t } = useTranslation();
  const { remote, version } = useModuleInfo();
  const [applied, setApplied] = useState<FilterQuery | null>(null);
  const [sorting, setSorting] = useState<ReportSorting | null>(null);
  // the bar applies its defaults once on load (FILTER-08); a report that waits for a submit waits for Apply itself
  const defaultsSeen = useRef(false);
  const onApply = (a: AppliedFilter) => {
    const first = !defaultsSeen.current;
    defaultsSeen.current = true;
    if (first && definition.filter.no_submit) return;
    setApplied(a.filters);
  };
  const warning = reportWarning(definition, applied);
  const query = { ...reportQuery(applied ?? {}, sorting), ...extraQuery };
  const report = useQuery({
    queryKey: reportKeys.report(definition.key, query),
    queryFn: ({ signal }) => readReport<T>(definition.key, query, signal),
    enabled: applied !== null && warning === null,
    placeholderData: keepPreviousData,
  });

  return (
    <PageFrame remote={remote} version={version} title={definition.title}>
      <Stack sx={{ gap: 2 }}>
        <FilterBar
          template={definition.filter}
          autoApply={!definition.filter.no_submit}
          onApply={onApply}
          onReset={() => setSorting(null)}
          testId="report-filter"
        />
        {notice}
        {warning ? (
          <Alert severity="info" data-testid="report-warning">
            {t(
              warning === 'no_filters_warning' && definition.requiredFilter === 'board' ? 'reports.no_board_warning' : `reports.${warning}`,
            )}
          </Alert>
        ) : (
          <QueryState
            query={report}
            failed="reports.load_failed"
            testId="report"
            empty={`reports.empty.${report.data && emptyKind ? emptyKind(report.data.data) : 'no_data'}`}
            isEmpty={(answer) => !!isEmpty?.(answer.data)}
          >
            {(answer) => children({ data: answer.data, meta: answer.meta, sorting, onSort: setSorting })}
          </QueryState>
        )}
      </Stack>
    </PageFrame>
  );
}
