import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { CONTRACTS_REPORT_SORTS, type ContractsReport, type ReportColumn } from '@app/contracts';
import { ExportButtons } from '../../components/export-buttons';
import { ReportTable } from '../../components/report-table';
import { ReportWrapper } from '../../components/report-wrapper';
import type { ReportScreenProps } from '../../report-screen';
import { ContractsModal } from './contracts-modal';

const SORTABLE = new Set<string>(CONTRACTS_REPORT_SORTS);
const col = (key: string, kind: ReportColumn['kind'], label = key): ReportColumn => ({
  key,
  label: `reports.money.columns.${label}`,
  kind,
  sortable: SORTABLE.has(key),
});

const COLUMNS: ReportColumn[] = [
  col('substitute', 'text', 'person'),
  col('hours', 'hours'),
  col('wtf', 'wtf'),
  col('contracts_hours', 'hours'),
  col('worked_branch', 'hours'),
  col('worked_secondment', 'hours'),
  col('absent', 'hours'),
  col('total', 'hours'),
  col('difference', 'hours'),
];

/** RPT-CON-01/02: a row per substitute (hours as the reports show them, RPT-MENU-11); a name opens the modal. */
export function ContractsScreen({ definition }: ReportScreenProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<{ id: number; name: string } | null>(null);
  return (
    <ReportWrapper<ContractsReport> definition={definition} isEmpty={(d) => d.rows.length === 0}>
      {({ data, meta, sorting, onSort }) => (
        <Stack sx={{ gap: 2 }}>
          <ExportButtons reportKey={definition.key} filter={meta.filter} />
          <ReportTable
            table={{
              key: 'contracts',
              title: 'reports.money.tables.contracts',
              columns: COLUMNS,
              rows: data.rows.map((r) => ({
                id: r.id,
                substitute: r.substitute,
                hours: r.hours,
                wtf: r.wtf,
                contracts_hours: r.contractsHours,
                worked_branch: r.workedBranch,
                worked_secondment: r.workedSecondment,
                absent: r.absent,
                total: r.total,
                difference: r.difference,
              })),
            }}
            fileName={definition.key}
            sorting={sorting}
            onSort={onSort}
          />
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            {data.rows.map((r) => (
              <Button key={r.id} size="small" onClick={() => setOpen(r.person)} data-testid={`contracts-open-${r.id}`}>
                {t('reports.money.contracts.open', { name: r.substitute })}
              </Button>
            ))}
          </Stack>
          {open ? <ContractsModal person={open} period={meta.filter} onClose={() => setOpen(null)} /> : null}
        </Stack>
      )}
    </ReportWrapper>
  );
}
