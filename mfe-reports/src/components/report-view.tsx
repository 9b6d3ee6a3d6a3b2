import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import type { ReportData, ReportSorting } from '@app/contracts';
import { ReportChart } from './report-chart';
import { ReportFigures } from './report-figures';
import { ReportTable } from './report-table';

export interface ReportViewProps {
  reportKey: string;
  data: ReportData;
  sorting: ReportSorting | null;
  onSort(sorting: ReportSorting): void;
}

/** A report of the generic shape: key figures, tabs of charts and tables, then the tables under the tabs. */
export function ReportView({ reportKey, data, sorting, onSort }: ReportViewProps) {
  const { t: text } = useTranslation();
  const [tab, setTab] = useState(0);
  const shown = data.tabs[Math.min(tab, data.tabs.length - 1)];
  const table = (t: ReportData['tables'][number]) => (
    <ReportTable key={t.key} table={t} fileName={`${reportKey}-${t.key}`} sorting={sorting} onSort={onSort} />
  );
  return (
    <Stack sx={{ gap: 3 }} data-testid="report-view">
      <ReportFigures figures={data.figures} />
      {(data.charts ?? []).map((c) => (
        <ReportChart key={c.key} chart={c} />
      ))}
      {data.tabs.length ? (
        <Stack sx={{ gap: 2 }}>
          <Tabs value={Math.min(tab, data.tabs.length - 1)} onChange={(_, v: number) => setTab(v)} variant="scrollable">
            {data.tabs.map((t, i) => (
              <Tab key={t.key} value={i} label={text(t.label)} data-testid={`report-tab-${t.key}`} />
            ))}
          </Tabs>
          {shown ? (
            <Stack sx={{ gap: 2 }} data-testid={`report-tab-panel-${shown.key}`}>
              {shown.charts.map((c) => (
                <ReportChart key={c.key} chart={c} />
              ))}
              {shown.tables.map(table)}
            </Stack>
          ) : null}
        </Stack>
      ) : null}
      {data.tables.map(table)}
    </Stack>
  );
}
