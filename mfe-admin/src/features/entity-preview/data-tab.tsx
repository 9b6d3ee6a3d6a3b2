import { useState } from 'react';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ListColumn, PopupTab } from '@app/contracts';
import { humanize } from '@app/ui/template-form';
import { FieldsTable, RecordsTable } from '../../components/records-table';
import { displayValue } from './display-value';
import { EntityCreatePopup } from './entity-create-popup';
import type { UnsavedChanges } from '@app/ui/popup';
import { useListTemplate } from '@app/ui/entity-list';
import { QueryProblem } from '@app/ui/query-state';
import { useEntityTabData } from './api/entity-record-api';

/** A read-only record: its scalar fields, labelled by their `fields.` keys. */
function ReadOnlyView({ data, testId }: { data: Record<string, unknown>; testId: string }) {
  const { t } = useTranslation();
  const fields = Object.entries(data)
    .filter(([key, v]) => key !== 'id' && (typeof v !== 'object' || v === null))
    .map(([key, value]) => ({ key, label: t(`fields.${key}`, { defaultValue: humanize(key) }), value: displayValue(value, t) }));
  return <FieldsTable fields={fields} testId={testId} />;
}

export interface DataTabProps {
  tab: PopupTab;
  /** the popup's entity and record: a row created here starts with `{entity}_id` set to the record */
  entity: string;
  id: number;
  unsaved: UnsavedChanges;
}

/**
 * A data tab of the preview (the person's account, profiles, labels, contracts): `GET {tab.url}`;
 * a list answer shows with the columns of the tab's list template, an object read-only. With a
 * create right on that list, a row is added through its create form.
 */
export function DataTab({ tab, entity, id, unsaved }: DataTabProps) {
  const { t } = useTranslation();
  const [creating, setCreating] = useState(false);
  const list = useListTemplate(tab.list);
  const data = useEntityTabData(tab, id);
  const testId = `entity-tab-${tab.key}`;
  if (data.isPending || (tab.list && list.isPending)) return <Skeleton height={160} />;
  if (data.isError) return <QueryProblem query={data} failed="entity_popup.load_failed" testId="data" />;
  if (Array.isArray(data.data)) {
    const rows = data.data as Record<string, unknown>[];
    const columns: ListColumn[] =
      list.data?.elements.columns ??
      Object.keys(rows[0] ?? {})
        .filter((k) => k !== 'id')
        .map((k) => ({ label: `fields.${k}`, value: k, column_code: k, sortable: false, element: 'single-line-component' }));
    return (
      <>
        {list.data?.create ? (
          <Button variant="outlined" size="small" sx={{ mb: 1 }} onClick={() => setCreating(true)} data-testid={`${testId}-create`}>
            {t('entity_list.create')}
          </Button>
        ) : null}
        <RecordsTable columns={columns} rows={rows} testId={testId} cell={(_c, value) => displayValue(value, t)} />
        {creating && list.data ? (
          <EntityCreatePopup
            list={list.data}
            unsaved={unsaved}
            preset={{ [`${entity}_id`]: id }}
            onClose={() => void unsaved.confirmLeave().then((ok) => ok && setCreating(false))}
            onCreated={() => {
              setCreating(false);
              void data.refetch();
            }}
          />
        ) : null}
      </>
    );
  }
  if (data.data && typeof data.data === 'object') return <ReadOnlyView data={data.data as Record<string, unknown>} testId={testId} />;
  return (
    <Typography color="text.secondary" sx={{ p: 2 }} data-testid={`${testId}-empty`}>
      {t('entity_popup.no_data_available')}
    </Typography>
  );
}
