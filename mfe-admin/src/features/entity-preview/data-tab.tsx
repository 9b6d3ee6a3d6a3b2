import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ListColumn, PopupTab } from '@app/contracts';
import { api } from '@app/platform/api';
import { humanize } from '@app/ui/template-form';
import { displayValue } from './display-value';
import { EntityCreatePopup } from './entity-create-popup';
import type { UnsavedChanges } from './unsaved-changes';
import { useListTemplate } from './use-form-template';

export const tabDataUrl = (tab: PopupTab, id: number) => `/${(tab.url ?? '').replace(/^\/+/, '').replaceAll('{id}', String(id))}`;

function SubList({ columns, rows, testId }: { columns: ListColumn[]; rows: Record<string, unknown>[]; testId: string }) {
  const { t } = useTranslation();
  const shown = columns.filter((c) => c.element !== 'list-actions');
  if (rows.length === 0)
    return (
      <Typography color="text.secondary" sx={{ p: 2 }} data-testid={`${testId}-empty`}>
        {t('entity_popup.no_data_available')}
      </Typography>
    );
  return (
    <Table size="small" data-testid={testId}>
      <TableHead>
        <TableRow>
          {shown.map((c) => (
            <TableCell key={c.value}>{t(c.label, { defaultValue: humanize(c.value) })}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row, i) => (
          <TableRow key={String(row.id ?? i)} data-testid={`${testId}-row`}>
            {shown.map((c) => (
              <TableCell key={c.value}>{displayValue(row[c.value], t)}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function ReadOnlyView({ data, testId }: { data: Record<string, unknown>; testId: string }) {
  const { t } = useTranslation();
  const entries = Object.entries(data).filter(([key, v]) => key !== 'id' && (typeof v !== 'object' || v === null));
  return (
    <Table size="small" data-testid={testId}>
      <TableBody>
        {entries.map(([key, value]) => (
          <TableRow key={key}>
            <TableCell component="th" sx={{ width: '35%', fontWeight: 500 }}>
              {t(`fields.${key}`, { defaultValue: humanize(key) })}
            </TableCell>
            <TableCell>{displayValue(value, t)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
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
  const data = useQuery({
    queryKey: ['entity-tab', tab.url, id],
    queryFn: async () => (await api.get<unknown>(tabDataUrl(tab, id))).data,
    staleTime: 0,
  });
  const testId = `entity-tab-${tab.key}`;
  if (data.isPending || (tab.list && list.isPending)) return <Skeleton height={160} />;
  if (data.isError) return <Alert severity="error">{t('entity_popup.load_failed')}</Alert>;
  if (Array.isArray(data.data)) {
    const rows = data.data as Record<string, unknown>[];
    const columns: ListColumn[] =
      list.data?.elements.columns ?? Object.keys(rows[0] ?? {}).filter((k) => k !== 'id').map((k) => ({ label: `fields.${k}`, value: k, column_code: k, sortable: false, element: 'single-line-component' }));
    return (
      <>
        {list.data?.create ? (
          <Button variant="outlined" size="small" sx={{ mb: 1 }} onClick={() => setCreating(true)} data-testid={`${testId}-create`}>
            {t('entity_list.create')}
          </Button>
        ) : null}
        <SubList columns={columns} rows={rows} testId={testId} />
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
