import { useState } from 'react';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '@app/contracts';
import { columnLabel } from './list-columns';

export interface ColumnPickerProps {
  /** the template's columns; the picker lists the optional ones */
  columns: readonly ListColumn[];
  /** the column codes switched on */
  switchedOn: readonly string[];
  onToggle(code: string): void;
  testId: string;
}

/**
 * The list header's column menu (ADR 0106): the optional columns (a pool's additional fields)
 * with a checkbox each; nothing when the list has none.
 */
export function ColumnPicker({ columns, switchedOn, onToggle, testId }: ColumnPickerProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const optional = columns.filter((c) => c.optional);
  if (!optional.length) return null;
  return (
    <>
      <Tooltip title={t('entity_list.columns')}>
        <IconButton
          size="small"
          onClick={(e) => setAnchor(e.currentTarget)}
          aria-label={t('entity_list.columns')}
          aria-haspopup="menu"
          data-testid={`${testId}-columns`}
        >
          <ViewColumnIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} data-testid={`${testId}-columns-menu`}>
        {optional.map((column) => {
          const on = switchedOn.includes(column.column_code);
          const label = columnLabel(t, column);
          return (
            <MenuItem
              key={column.column_code}
              role="menuitemcheckbox"
              aria-checked={on}
              onClick={() => onToggle(column.column_code)}
              data-testid={`${testId}-column-${column.column_code}`}
            >
              <ListItemIcon>
                <Checkbox
                  edge="start"
                  size="small"
                  checked={on}
                  tabIndex={-1}
                  disableRipple
                  slotProps={{ input: { 'aria-label': label } as object }}
                />
              </ListItemIcon>
              <ListItemText primary={label} />
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
