import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import EditIcon from '@mui/icons-material/Edit';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useTranslation } from 'react-i18next';
import type { ColumnAction, ListColumn } from '@app/contracts';
import { navigate } from '@app/platform/navigation';
import type { ListRow } from './list-row';

/** Where an action of the actions column goes (ADR 0281): the preview, its form, or the record page. */
const ACTION_ICONS: Record<ColumnAction, ReactNode> = {
  preview: <VisibilityIcon fontSize="small" />,
  edit: <EditIcon fontSize="small" />,
  view: <OpenInNewIcon fontSize="small" />,
};

/**
 * The `list-actions` cell: one button per action the column names (`preview` and `view` open the
 * record's preview, the record page when opened directly; `edit` opens it on its form), then the
 * screen's own actions (archive).
 */
export function ActionsCell({
  column,
  row,
  href,
  extra,
  testId,
}: {
  column: ListColumn;
  row: ListRow;
  href: string;
  extra: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      {(column.actions ?? []).map((action) => (
        <Tooltip key={action} title={t(`entity_list.actions.${action}`)}>
          <IconButton
            size="small"
            aria-label={t(`entity_list.actions.${action}`)}
            onClick={() => navigate(href)}
            data-testid={`${testId}-action-${action}-${row.id}`}
          >
            {ACTION_ICONS[action]}
          </IconButton>
        </Tooltip>
      ))}
      {extra}
    </>
  );
}

/** `btn`: the cell is a button with that text that opens the row. */
export function ButtonCell({ column, row, href, testId }: { column: ListColumn; row: ListRow; href: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <Button size="small" variant="outlined" onClick={() => navigate(href)} data-testid={`${testId}-btn-${column.value}-${row.id}`}>
      {t(column.btn!)}
    </Button>
  );
}

/** `pool`: a row that holds for the whole pool (a pool blockade beside personal ones) says so. */
export function PoolChip({ row, testId }: { row: ListRow; testId: string }) {
  const { t } = useTranslation();
  return row.pool === true || row.pool === 1 ? (
    <Chip size="small" variant="outlined" label={t('entity_list.pool')} sx={{ ml: 1 }} data-testid={`${testId}-pool-${row.id}`} />
  ) : null;
}

export interface SelectCellProps {
  column: ListColumn;
  row: ListRow;
  checked: boolean;
  /** the row's children on this page; the select-children link shows when there are any */
  children: readonly number[];
  onSelect(ids: readonly number[], on: boolean): void;
  testId: string;
}

/** `checkbox`: the row's tick box; with `selectChildrenLink`, a link that ticks the row and its children. */
export function SelectCell({ column, row, checked, children, onSelect, testId }: SelectCellProps) {
  const { t } = useTranslation();
  return (
    <>
      <Checkbox
        size="small"
        checked={checked}
        onChange={(e) => onSelect([row.id], e.target.checked)}
        slotProps={{ input: { 'aria-label': t('entity_list.select_row', { id: row.id }) } }}
        data-testid={`${testId}-select-${row.id}`}
      />
      {column.selectChildrenLink && children.length > 0 ? (
        <Link
          component="button"
          variant="body2"
          onClick={() => onSelect([row.id, ...children], true)}
          data-testid={`${testId}-select-children-${row.id}`}
        >
          {t('entity_list.select_children', { count: children.length })}
        </Link>
      ) : null}
    </>
  );
}
