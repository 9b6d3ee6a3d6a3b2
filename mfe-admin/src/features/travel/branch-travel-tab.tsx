import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TravelExpenseEntry } from '@app/contracts';
import { apiErrorText } from '@app/platform/api';
import { confirm } from '@app/ui/dialog-store';
import { apiDateToDisplay } from '@app/ui/template-form';
import { RecordsTable } from '../../components/records-table';
import { plainColumns, RowActions } from '../../components/row-actions';
import { RowEditor, type RowField } from '../../components/row-editor';
import { formatEuro, formatKm } from '@app/platform/numbers';
import { QueryProblem } from '@app/ui/query-state';
import { branchTravelKey, removeTravelExpense, saveTravelExpense, useBranchTravel } from './api/travel-api';

const FIELDS: RowField[] = [
  { key: 'km_min', label: 'travel.km_min', kind: 'number', required: true },
  { key: 'km_max', label: 'travel.km_max', kind: 'number', required: true },
  { key: 'amount', label: 'travel.amount', kind: 'number', required: true },
  { key: 'start_date', label: 'travel.start_date', kind: 'date', required: true },
  { key: 'end_date', label: 'travel.end_date', kind: 'date', required: false },
];

const COLUMNS = plainColumns([...FIELDS.map((f) => [f.key, f.label] as const), ['id', 'list.actions']]);

const valuesOf = (entry: TravelExpenseEntry | null) => ({
  km_min: entry ? String(entry.km_min) : '',
  km_max: entry ? String(entry.km_max) : '',
  amount: entry ? String(entry.amount) : '',
  start_date: entry ? apiDateToDisplay(entry.start_date) : '',
  end_date: entry?.end_date ? apiDateToDisplay(entry.end_date) : '',
});

/**
 * The branch popup's Travel expenses tab (MD-TRAVEL-01): the branch's travel expense table, the
 * collective-agreement amount per km band and period that travel until 2023 is paid from.
 */
export function BranchTravelTab({ id }: { id: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const table = useBranchTravel(id);
  const [editing, setEditing] = useState<TravelExpenseEntry | null>(null);
  const [error, setError] = useState<string | null>(null);
  const reload = () => queryClient.invalidateQueries({ queryKey: branchTravelKey(id) });

  if (table.isPending) return <Skeleton height={160} />;
  if (table.isError) return <QueryProblem query={table} failed="entity_popup.load_failed" testId="branch-travel" />;
  const { entries, can_edit: canEdit } = table.data;

  const save = async (values: Record<string, string>) => {
    await saveTravelExpense(id, editing?.id ?? null, values);
    setEditing(null);
    await reload();
  };
  const remove = async (entry: TravelExpenseEntry) => {
    if (!(await confirm({ title: t('travel.remove_title'), message: t('travel.remove_confirm') }))) return;
    try {
      await removeTravelExpense(id, entry.id);
      setError(null);
    } catch (failure) {
      setError(apiErrorText(failure, t('errors.generic')));
    }
    await reload();
  };

  return (
    <Stack spacing={2} data-testid="branch-travel">
      <Typography variant="body2" color="text.secondary">
        {t('travel.table_text')}
      </Typography>
      {error ? <Alert severity="error">{error}</Alert> : null}
      <RecordsTable
        columns={canEdit ? COLUMNS : COLUMNS.slice(0, -1)}
        rows={entries as unknown as Record<string, unknown>[]}
        testId="branch-travel-entries"
        emptyText="travel.no_entries"
        cell={(column, value) => {
          if (column.value === 'km_min' || column.value === 'km_max') return formatKm(value as number);
          if (column.value === 'amount') return formatEuro(value as number);
          if (column.value === 'start_date' || column.value === 'end_date') return value ? apiDateToDisplay(String(value)) : '';
          const entry = entries.find((e) => e.id === value)!;
          return (
            <RowActions
              testId={`branch-travel-${entry.id}`}
              changeLabel="travel.change"
              removeLabel="travel.remove"
              onChange={() => setEditing(entry)}
              onRemove={() => void remove(entry)}
            />
          );
        }}
      />
      {canEdit ? (
        <RowEditor
          key={editing ? `edit-${editing.id}` : 'new'}
          fields={FIELDS}
          initial={valuesOf(editing)}
          testId="branch-travel-editor"
          submitLabel={editing ? 'travel.save' : 'travel.add_entry'}
          onSubmit={save}
          onCancel={editing ? () => setEditing(null) : undefined}
        />
      ) : null}
    </Stack>
  );
}
