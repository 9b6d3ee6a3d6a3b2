import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { contractsModalLinks, DEFAULT_WEEK_AVERAGE, type ContractsModal as Modal, type ReportColumn } from '@app/contracts';
import { LazyChart } from '@app/ui/charts';
import { PersonPreviewLink } from '@app/ui/person-preview';
import { QueryState } from '@app/ui/query-state';
import { ReportTable } from '../../components/report-table';
import { useContractsModal } from './api/contracts-api';
import { ContractsChildDialog, type ContractsChild } from './contracts-child-dialogs';
import { ContractsWorkTable } from './contracts-work-table';

const col = (key: string, kind: ReportColumn['kind'], label = key): ReportColumn => ({
  key,
  label: `reports.money.columns.${label}`,
  kind,
});

/** The weeks field: a whole number from 1 to 52 (RPT-CON-03, default 4). */
const weeksValid = (text: string) => /^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= 52;

export interface ContractsModalProps {
  person: { id: number; name: string };
  period: { period_from: string; period_to: string };
  onClose(): void;
}

/**
 * RPT-CON-02/03: the substitute's contracts, hours per week against the contract and the N-week
 * average, as a chart and a table, and the work of the period. Child modals: the person (the
 * person preview), a branch and a request (`contracts-child-dialogs.tsx`).
 */
export function ContractsModal({ person, period, onClose }: ContractsModalProps) {
  const { t } = useTranslation();
  const [weeksText, setWeeksText] = useState(String(DEFAULT_WEEK_AVERAGE));
  const weeks = weeksValid(weeksText) ? Number(weeksText) : null;
  const [applied, setApplied] = useState(DEFAULT_WEEK_AVERAGE);
  if (weeks !== null && weeks !== applied) setApplied(weeks);
  const modal = useContractsModal(person.id, period, applied);
  const links = contractsModalLinks(person.id);
  const [child, setChild] = useState<ContractsChild | null>(null);
  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth data-testid="contracts-modal">
      <DialogTitle>
        <PersonPreviewLink person={{ id: person.id, full_name: person.name }} testId="contracts-person-preview" />
      </DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 2, pt: 1 }}>
          <Stack direction="row" sx={{ gap: 2, alignItems: 'center' }}>
            <Link href={links.person} target="_blank" rel="noopener" data-testid="contracts-person-link">
              {t('reports.money.contracts.open_person')}
            </Link>
            <Link href={links.availability} target="_blank" rel="noopener" data-testid="contracts-availability-link">
              {t('reports.money.contracts.open_availability')}
            </Link>
            <TextField
              size="small"
              type="number"
              label={t('reports.money.contracts.week_average')}
              value={weeksText}
              onChange={(e) => setWeeksText(e.target.value)}
              error={weeks === null}
              helperText={weeks === null ? t('reports.money.contracts.week_average_error') : ' '}
              slotProps={{ htmlInput: { min: 1, max: 52, 'data-testid': 'contracts-week-average' } }}
            />
          </Stack>
          <QueryState query={modal} failed="reports.load_failed" testId="contracts-modal-data">
            {(data: Modal) => (
              <Stack sx={{ gap: 2 }}>
                <LazyChart
                  testId="contracts-chart"
                  spec={{
                    kind: 'line',
                    labels: data.chart.labels,
                    series: [
                      { key: 'hours', label: t('reports.money.contracts.chart_hours'), data: data.chart.hours },
                      { key: 'contract_hours', label: t('reports.money.contracts.chart_contract_hours'), data: data.chart.contract_hours },
                      { key: 'average', label: t('reports.money.contracts.chart_average'), data: data.chart.average },
                    ],
                  }}
                />
                <ReportTable
                  table={{
                    key: 'weeks',
                    title: 'reports.money.tables.weeks',
                    columns: [col('week', 'text'), col('hours', 'hours'), col('contracts_hours', 'hours'), col('average', 'hours')],
                    rows: data.weeks.map((w) => ({
                      id: w.week,
                      week: w.week,
                      hours: w.hours,
                      contracts_hours: w.contract_hours,
                      average: w.average,
                    })),
                  }}
                  fileName={`contracts-${person.id}-weeks`}
                  sorting={null}
                  onSort={() => undefined}
                />
                <ContractsWorkTable work={data.work} onOpen={setChild} />
                {child ? <ContractsChildDialog child={child} modal={data} onClose={() => setChild(null)} /> : null}
                <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
                  {[...new Map(data.contracts.map((c) => [c.branch.id, c.branch])).values()].map((b) => (
                    <Button
                      key={b.id}
                      size="small"
                      onClick={() => setChild({ kind: 'branch', branch: b })}
                      data-testid={`contracts-branch-${b.id}`}
                    >
                      {t('reports.money.contracts.open_branch_of', { name: b.name })}
                    </Button>
                  ))}
                </Stack>
                <ReportTable
                  table={{
                    key: 'contract-list',
                    title: 'reports.money.tables.contract_list',
                    columns: [
                      col('branch', 'text'),
                      col('start_date', 'date'),
                      col('end_date', 'date'),
                      col('hours', 'hours'),
                      col('wtf', 'wtf'),
                    ],
                    rows: data.contracts.map((c) => ({
                      id: c.id,
                      branch: c.branch.name,
                      start_date: c.start_date,
                      end_date: c.end_date,
                      hours: c.hours,
                      wtf: c.wtf,
                    })),
                  }}
                  fileName={`contracts-${person.id}`}
                  sorting={null}
                  onSort={() => undefined}
                />
              </Stack>
            )}
          </QueryState>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('reports.money.contracts.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
