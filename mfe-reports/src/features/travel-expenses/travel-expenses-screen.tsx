import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import type { ReportColumn, ReportTable as Table, TravelExpensesReport } from '@app/contracts';
import { ExportButtons } from '../../components/export-buttons';
import { ReportFigures } from '../../components/report-figures';
import { ReportTable } from '../../components/report-table';
import { ReportWrapper } from '../../components/report-wrapper';
import type { ReportScreenProps } from '../../report-screen';

const col = (key: string, kind: ReportColumn['kind']): ReportColumn => ({ key, label: `reports.money.columns.${key}`, kind });

function tablesOf(data: TravelExpensesReport): Table[] {
  const totals: Table = {
    key: 'totals',
    title: 'reports.money.tables.travel_totals',
    columns: [
      col('person', 'text'),
      col('days', 'count'),
      col('distance_total', 'hours'),
      col('travel_cost', 'money'),
      col('unknown_days', 'count'),
    ],
    rows: data.totals.map((r) => ({
      id: r.person.id,
      person: r.person.name,
      days: r.days,
      distance_total: r.distance_total,
      travel_cost: r.travel_cost,
      unknown_days: r.unknown_days,
    })),
    totals: {
      person: 'reports.totals',
      days: data.figures.days,
      distance_total: data.figures.distance_total,
      travel_cost: data.figures.travel_cost,
    },
  };
  const persons = data.persons.map((p): Table => ({
    key: `person-${p.person.id}`,
    title: p.person.name,
    columns: [col('date', 'date'), col('branch', 'text'), col('distance_total', 'hours'), col('travel_cost', 'money')],
    rows: p.days.map((d, i) => ({
      id: i,
      date: d.date,
      branch: d.branch.name,
      distance_total: d.distance_total,
      travel_cost: d.travel_cost,
    })),
    totals: { branch: 'reports.totals', distance_total: p.distance_total, travel_cost: p.travel_cost },
  }));
  return [totals, ...persons];
}

/** RPT-TRV-01: key figures, the totals table and a tab per person. */
export function TravelExpensesScreen({ definition }: ReportScreenProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState(0);
  return (
    <ReportWrapper<TravelExpensesReport> definition={definition} isEmpty={(d) => d.totals.length === 0}>
      {({ data, meta, sorting, onSort }) => {
        const tables = tablesOf(data);
        const shown = tables[Math.min(tab, tables.length - 1)]!;
        return (
          <Stack sx={{ gap: 2 }}>
            <ExportButtons reportKey={definition.key} filter={meta.filter} />
            <ReportFigures
              figures={[
                { key: 'persons', label: 'reports.money.figures.persons', kind: 'count', value: data.figures.persons },
                { key: 'days', label: 'reports.money.figures.days', kind: 'count', value: data.figures.days },
                { key: 'distance_total', label: 'reports.money.figures.distance_total', kind: 'hours', value: data.figures.distance_total },
                { key: 'travel_cost', label: 'reports.money.figures.travel_cost', kind: 'money', value: data.figures.travel_cost },
              ]}
            />
            <Tabs value={Math.min(tab, tables.length - 1)} onChange={(_e, v: number) => setTab(v)} variant="scrollable">
              {tables.map((table) => (
                <Tab
                  key={table.key}
                  label={table.key === 'totals' ? t('reports.money.travel.totals_tab') : table.title}
                  data-testid={`travel-tab-${table.key}`}
                />
              ))}
            </Tabs>
            <ReportTable
              table={{ ...shown, title: shown.key === 'totals' ? shown.title : '' }}
              fileName={`${definition.key}-${shown.key}`}
              sorting={sorting}
              onSort={onSort}
            />
          </Stack>
        );
      }}
    </ReportWrapper>
  );
}
