import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatEuro } from '@app/platform/numbers';
import { apiDateToDisplay } from '@app/ui/template-form';
import { QueryProblem } from '@app/ui/query-state';
import { RecordsTable } from '../../components/records-table';
import { plainColumns } from '../../components/row-actions';
import { useBranchSecondment } from './api/branch-tabs-api';

const RATE_COLUMNS = plainColumns([
  ['person_name', 'branch_tabs.secondment.person'],
  ['amount', 'branch_tabs.secondment.amount'],
  ['start_date', 'branch_tabs.secondment.start_date'],
  ['end_date', 'branch_tabs.secondment.end_date'],
]);
const SECONDED_COLUMNS = plainColumns([
  ['person_name', 'branch_tabs.secondment.person'],
  ['hours', 'branch_tabs.secondment.hours'],
  ['start_date', 'branch_tabs.secondment.start_date'],
  ['end_date', 'branch_tabs.secondment.end_date'],
]);

const cell = (column: { value: string }, value: unknown) => {
  if (value === null || value === undefined) return '';
  if (column.value === 'amount') return formatEuro(value as number);
  if (column.value.endsWith('_date')) return apiDateToDisplay(String(value));
  return String(value);
};

/**
 * The branch popup's Secondment tab: what the secondment report invoices from for this branch as
 * the loaning branch (ADR 0094): the hourly rates entered for it and its seconded contracts.
 */
export function BranchSecondmentTab({ id }: { id: number }) {
  const { t } = useTranslation();
  const secondment = useBranchSecondment(id);
  if (secondment.isPending) return <Skeleton height={160} />;
  if (secondment.isError) return <QueryProblem query={secondment} failed="entity_popup.load_failed" testId="branch-secondment" />;
  return (
    <Stack spacing={2} data-testid="branch-secondment">
      <Typography variant="subtitle2">{t('branch_tabs.secondment.rates_title')}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t('branch_tabs.secondment.rates_text')}
      </Typography>
      <RecordsTable
        columns={RATE_COLUMNS}
        rows={secondment.data.rates as unknown as Record<string, unknown>[]}
        testId="branch-secondment-rates"
        emptyText="branch_tabs.secondment.no_rates"
        cell={cell}
      />
      <Typography variant="subtitle2">{t('branch_tabs.secondment.seconded_title')}</Typography>
      <RecordsTable
        columns={SECONDED_COLUMNS}
        rows={secondment.data.seconded as unknown as Record<string, unknown>[]}
        testId="branch-secondment-contracts"
        emptyText="branch_tabs.secondment.no_seconded"
        cell={cell}
      />
    </Stack>
  );
}
