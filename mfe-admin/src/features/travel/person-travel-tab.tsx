import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TravelDistanceRow } from '@app/contracts';
import { apiErrorText } from '@app/platform/api';
import { confirm } from '@app/ui/dialog-store';
import { apiDateToDisplay, DateField, displayDateToApi } from '@app/ui/template-form';
import { RecordsTable } from '../../components/records-table';
import { plainColumns, RowActions } from '../../components/row-actions';
import { RowEditor, type RowField } from '../../components/row-editor';
import { formatEuro, formatKm } from '@app/platform/numbers';
import { QueryProblem } from '@app/ui/query-state';
import { enterDistance, forgetDistance, personTravelKey, usePersonTravel } from './api/travel-api';

const COLUMNS = plainColumns([
  ['branch_name', 'travel.branch'],
  ['km', 'travel.km'],
  ['source', 'travel.source'],
  ['allowance', 'travel.allowance'],
  ['branch_id', 'list.actions'],
]);

const SOURCE_TEXT = { entered: 'travel.source_entered', computed: 'travel.source_computed' } as const;

const FIELDS: RowField[] = [
  { key: 'branch_id', label: 'travel.branch', kind: 'branch', required: true },
  { key: 'km', label: 'travel.km', kind: 'number', required: true },
];

/**
 * The person popup's Travel expenses tab: the km of one single trip to each branch, entered
 * or computed from the addresses, with a working day's allowance on a chosen date; with the travel
 * expenses right a distance is entered, changed or forgotten.
 */
export function PersonTravelTab({ id }: { id: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [day, setDay] = useState('');
  const travel = usePersonTravel(id, displayDateToApi(day));
  const [editing, setEditing] = useState<TravelDistanceRow | null>(null);
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const reload = () => queryClient.invalidateQueries({ queryKey: personTravelKey(id) });

  if (travel.isPending) return <Skeleton height={160} />;
  if (travel.isError) return <QueryProblem query={travel} failed="entity_popup.load_failed" testId="person-travel" />;
  const { distances, can_edit: canEdit, date } = travel.data;

  const save = async (values: Record<string, string>) => {
    await enterDistance(id, values.branch_id ?? '', values.km ?? '');
    setEditing(null);
    setNotice({ severity: 'success', text: t('travel.saved') });
    await reload();
  };
  const forget = async (row: TravelDistanceRow) => {
    if (!(await confirm({ title: t('travel.forget_title'), message: t('travel.forget_confirm') }))) return;
    try {
      await forgetDistance(id, row.branch_id);
      setNotice(null);
    } catch (failure) {
      setNotice({ severity: 'error', text: apiErrorText(failure, t('errors.generic')) });
    }
    await reload();
  };
  const rowOf = (branchId: unknown) => distances.find((d) => d.branch_id === branchId)!;

  return (
    <Stack spacing={2} data-testid="person-travel">
      <Typography variant="body2" color="text.secondary">
        {t('travel.rule')}
      </Typography>
      <Box sx={{ maxWidth: 220 }}>
        <DateField
          label={t('travel.allowance_on')}
          value={day || apiDateToDisplay(date)}
          onChange={setDay}
          onBlur={() => undefined}
          disabled={false}
          required={false}
          testId="person-travel-date"
        />
      </Box>
      {notice ? (
        <Alert severity={notice.severity} onClose={() => setNotice(null)} data-testid="person-travel-notice">
          {notice.text}
        </Alert>
      ) : null}
      <RecordsTable
        columns={canEdit ? COLUMNS : COLUMNS.slice(0, -1)}
        rows={distances.map((d) => ({ ...d, id: d.branch_id }))}
        testId="person-travel-distances"
        emptyText="travel.no_distances"
        cell={(column, value) => {
          if (column.value === 'km') return formatKm(value as number);
          if (column.value === 'source') return t(SOURCE_TEXT[value as TravelDistanceRow['source']]);
          if (column.value === 'allowance') return value === null ? t('travel.unknown') : formatEuro(value as number);
          if (column.value === 'branch_id') {
            const row = rowOf(value);
            return (
              <RowActions
                testId={`person-travel-${row.branch_id}`}
                changeLabel="travel.change"
                removeLabel="travel.forget"
                onChange={() => setEditing(row)}
                onRemove={row.source === 'entered' ? () => void forget(row) : undefined}
              />
            );
          }
          return String(value);
        }}
      />
      {canEdit ? (
        <RowEditor
          key={editing ? `edit-${editing.branch_id}` : 'new'}
          fields={FIELDS}
          initial={{ branch_id: editing ? String(editing.branch_id) : '', km: editing ? String(editing.km) : '' }}
          testId="person-travel-editor"
          submitLabel="travel.save_distance"
          onSubmit={save}
          onCancel={editing ? () => setEditing(null) : undefined}
        />
      ) : null}
    </Stack>
  );
}
