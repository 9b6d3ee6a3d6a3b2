import Stack from '@mui/material/Stack';
import type { ReportColumn, WorkStateReport } from '@app/contracts';
import { ExportButtons } from '../../components/export-buttons';
import { ReportTable } from '../../components/report-table';
import { ReportWrapper } from '../../components/report-wrapper';
import type { ReportScreenProps } from '../../report-screen';

const SORTABLE = new Set(['branch', 'person', 'lines', 'wtf', 'hours', 'travel_cost']);
const col = (key: string, kind: ReportColumn['kind']): ReportColumn => ({
  key,
  label: `reports.money.columns.${key}`,
  kind,
  sortable: SORTABLE.has(key),
});

const COLUMNS: ReportColumn[] = [
  col('branch', 'text'),
  col('person', 'text'),
  col('lines', 'count'),
  col('wtf', 'wtf'),
  col('hours', 'hours'),
  col('distance_total', 'hours'),
  col('travel_cost', 'money'),
  col('approved', 'count'),
  col('reviewed', 'count'),
  col('processed', 'count'),
  col('sent', 'count'),
];

/** The usual exports and the payroll administration's two (ADR 0108): the lines as an AFAS import, the totals as XLSX. */
const WORK_STATE_EXPORTS = ['xlsx', 'pdf', 'csv', 'afas', 'totals'] as const;

/** RPT-WS-01 (default range FILTER-29): the lines per branch and person, sortable on the server, with the totals. */
export function WorkStateReportScreen({ definition }: ReportScreenProps) {
  return (
    <ReportWrapper<WorkStateReport> definition={definition} isEmpty={(d) => d.rows.length === 0}>
      {({ data, meta, sorting, onSort }) => (
        <Stack sx={{ gap: 2 }}>
          <ExportButtons reportKey={definition.key} filter={meta.filter} formats={WORK_STATE_EXPORTS} />
          <ReportTable
            table={{
              key: 'work-state',
              title: 'reports.money.tables.work_state',
              columns: COLUMNS,
              rows: data.rows.map(({ branch, person, ...figures }) => ({
                id: `${branch.id}-${person.id}`,
                branch: branch.name,
                person: person.name,
                ...figures,
              })),
              totals: { branch: 'reports.totals', ...data.totals },
            }}
            fileName={definition.key}
            sorting={sorting}
            onSort={onSort}
          />
        </Stack>
      )}
    </ReportWrapper>
  );
}
