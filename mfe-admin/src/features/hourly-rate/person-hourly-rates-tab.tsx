import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { HourlyRate } from '@app/contracts';
import { apiErrorText } from '@app/platform/api';
import { confirm } from '@app/ui/dialog-store';
import { apiDateToDisplay } from '@app/ui/template-form';
import { RecordsTable } from '../../components/records-table';
import { plainColumns, RowActions } from '../../components/row-actions';
import { RowEditor, type RowField } from '../../components/row-editor';
import { formatEuro } from '@app/platform/numbers';
import { QueryProblem } from '@app/ui/query-state';
import { hourlyRatesKey, removeHourlyRate, saveHourlyRate, usePersonHourlyRates } from './api/hourly-rate-api';

const FIELDS: RowField[] = [
  { key: 'amount', label: 'hourly_rate.amount', kind: 'number', required: true },
  { key: 'branch_id', label: 'hourly_rate.branch', kind: 'branch', required: false },
  { key: 'start_date', label: 'hourly_rate.start_date', kind: 'date', required: true },
  { key: 'end_date', label: 'hourly_rate.end_date', kind: 'date', required: false },
];

const COLUMNS = plainColumns([
  ['amount', 'hourly_rate.amount'],
  ['branch_name', 'hourly_rate.branch'],
  ['start_date', 'hourly_rate.start_date'],
  ['end_date', 'hourly_rate.end_date'],
  ['id', 'list.actions'],
]);

const valuesOf = (rate: HourlyRate | null) => ({
  amount: rate ? String(rate.amount) : '',
  branch_id: rate?.branch_id ? String(rate.branch_id) : '',
  start_date: rate ? apiDateToDisplay(rate.start_date) : '',
  end_date: rate?.end_date ? apiDateToDisplay(rate.end_date) : '',
});

/**
 * The person popup's Hourly rate tab (MD-SECOND-01): the person's secondment hourly rates with
 * their periods, for every branch or one; changed with the secondment hourly rate right.
 */
export function PersonHourlyRatesTab({ id }: { id: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const rates = usePersonHourlyRates(id);
  const [editing, setEditing] = useState<HourlyRate | null>(null);
  const [error, setError] = useState<string | null>(null);
  const reload = () => queryClient.invalidateQueries({ queryKey: hourlyRatesKey(id) });

  if (rates.isPending) return <Skeleton height={160} />;
  if (rates.isError) return <QueryProblem query={rates} failed="entity_popup.load_failed" testId="person-hourly-rates" />;
  const { rates: rows, can_edit: canEdit } = rates.data;

  const save = async (values: Record<string, string>) => {
    await saveHourlyRate(id, editing?.id ?? null, values);
    setEditing(null);
    await reload();
  };
  const remove = async (rate: HourlyRate) => {
    if (!(await confirm({ title: t('hourly_rate.remove_title'), message: t('hourly_rate.remove_confirm') }))) return;
    try {
      await removeHourlyRate(id, rate.id);
      setError(null);
    } catch (failure) {
      setError(apiErrorText(failure, t('errors.generic')));
    }
    await reload();
  };

  return (
    <Stack spacing={2} data-testid="person-hourly-rates">
      {error ? <Alert severity="error">{error}</Alert> : null}
      <RecordsTable
        columns={canEdit ? COLUMNS : COLUMNS.slice(0, -1)}
        rows={rows as unknown as Record<string, unknown>[]}
        testId="person-hourly-rates-table"
        emptyText="hourly_rate.none"
        cell={(column, value) => {
          if (column.value === 'amount') return formatEuro(value as number);
          if (column.value === 'branch_name') return value ? String(value) : t('hourly_rate.all_branches');
          if (column.value === 'start_date' || column.value === 'end_date') return value ? apiDateToDisplay(String(value)) : '';
          const rate = rows.find((r) => r.id === value)!;
          return (
            <RowActions
              testId={`person-hourly-rate-${rate.id}`}
              changeLabel="hourly_rate.change"
              removeLabel="hourly_rate.remove"
              onChange={() => setEditing(rate)}
              onRemove={() => void remove(rate)}
            />
          );
        }}
      />
      {canEdit ? (
        <RowEditor
          key={editing ? `edit-${editing.id}` : 'new'}
          fields={FIELDS}
          initial={valuesOf(editing)}
          testId="person-hourly-rate-editor"
          submitLabel={editing ? 'hourly_rate.save' : 'hourly_rate.add'}
          onSubmit={save}
          onCancel={editing ? () => setEditing(null) : undefined}
        />
      ) : null}
    </Stack>
  );
}
