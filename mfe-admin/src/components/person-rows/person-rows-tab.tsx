import { useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { PersonRows } from '@app/contracts';
import { apiErrorText } from '@app/platform/api';
import { confirm } from '@app/ui/dialog-store';
import { QueryProblem } from '@app/ui/query-state';
import { RecordsTable } from '../records-table';
import { plainColumns, RowActions } from '../row-actions';
import { RowEditor, type RowField, type RowValues } from '../row-editor';
import { personRowsKey, removePersonRow, savePersonRow, usePersonRows } from '../../lib/person-rows-api';

type Row = { id: number } & Record<string, unknown>;

export interface PersonRowsTabProps<R extends Row> {
  personId: number;
  /** the url after person/{id}/: saving-goals */
  path: string;
  /** the i18n group of the tab's texts (none, add, save, change, remove, remove_title, remove_confirm) */
  texts: string;
  /** data-testid prefix: `{testId}`, `{testId}-table`, `{testId}-editor`, `{testId}-{rowId}` */
  testId: string;
  fields: readonly RowField[];
  /** the table's columns: row property and i18n label */
  columns: readonly (readonly [string, string])[];
  /** the editor's values of a row (null: a new one) */
  valuesOf(row: R | null): RowValues;
  /** the body the API takes from the editor's values (default: as they are) */
  bodyOf?(values: RowValues): Record<string, unknown>;
  /** how a row's cells read where not as their value (dates as DD-MM-YYYY, option keys as texts) */
  display?(row: R): Record<string, string>;
  /** shown above the table (the score's average) */
  header?(data: PersonRows<R> & Record<string, unknown>): ReactNode;
}

/**
 * A person popup tab of rows the person owns (saving goals, work plans, scores; ADR 0101): the
 * table, Change and Remove per row and an editor below it for a holder of the tab's edit right
 * (the answer's `can_edit`); the server validates and its messages show under the fields.
 */
export function PersonRowsTab<R extends Row>(props: PersonRowsTabProps<R>) {
  const { personId, path, texts, testId } = props;
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = usePersonRows<R>(personId, path);
  const [editing, setEditing] = useState<R | null>(null);
  const [error, setError] = useState<string | null>(null);
  const reload = () => queryClient.invalidateQueries({ queryKey: personRowsKey(personId, path) });

  if (query.isPending) return <Skeleton height={160} />;
  if (query.isError) return <QueryProblem query={query} failed="entity_popup.load_failed" testId="person-rows" />;
  const { rows, can_edit: canEdit } = query.data;
  const columns = plainColumns([...props.columns, ...(canEdit ? [['id', 'list.actions'] as const] : [])]);

  const save = async (values: RowValues) => {
    await savePersonRow(personId, path, editing?.id ?? null, props.bodyOf ? props.bodyOf(values) : values);
    setEditing(null);
    await reload();
  };
  const remove = async (row: R) => {
    if (!(await confirm({ title: t(`${texts}.remove_title`), message: t(`${texts}.remove_confirm`) }))) return;
    try {
      await removePersonRow(personId, path, row.id);
      setError(null);
    } catch (failure) {
      setError(apiErrorText(failure, t('errors.generic')));
    }
    await reload();
  };

  return (
    <Stack spacing={2} data-testid={testId}>
      {props.header?.(query.data)}
      {error ? <Alert severity="error">{error}</Alert> : null}
      <RecordsTable
        columns={columns}
        rows={rows.map((row) => ({ ...row, ...props.display?.(row) }))}
        testId={`${testId}-table`}
        emptyText={`${texts}.none`}
        cell={(column, value) => {
          const row = rows.find((r) => r.id === value) ?? null;
          if (column.value === 'id' && row)
            return (
              <RowActions
                testId={`${testId}-${row.id}`}
                changeLabel={`${texts}.change`}
                removeLabel={`${texts}.remove`}
                onChange={() => setEditing(row)}
                onRemove={() => void remove(row)}
              />
            );
          return value === null || value === undefined ? '' : String(value);
        }}
      />
      {canEdit ? (
        <RowEditor
          key={editing ? `edit-${editing.id}` : 'new'}
          fields={props.fields}
          initial={props.valuesOf(editing)}
          testId={`${testId}-editor`}
          submitLabel={editing ? `${texts}.save` : `${texts}.add`}
          onSubmit={save}
          onCancel={editing ? () => setEditing(null) : undefined}
        />
      ) : null}
    </Stack>
  );
}
