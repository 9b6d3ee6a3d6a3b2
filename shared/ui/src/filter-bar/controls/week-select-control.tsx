import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { FilterControlProps } from '../filter-types';
import { controlTestId } from './control-label';

/** Week select choices run from iterate_from to iterate_to, else 1 to 4 (FILTER-26). */
export function weekChoices(from = 1, to = 4): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
}

/** week_select: one number of weeks. */
export function WeekSelectControl({ item, values, change, testId }: FilterControlProps) {
  const { t } = useTranslation();
  const value = values[item.key];
  return (
    <TextField
      select
      size="small"
      label={t(item.label)}
      value={value === null || value === undefined ? '' : String(value)}
      onChange={(e) => change({ [item.key]: e.target.value === '' ? null : Number(e.target.value) })}
      slotProps={{ htmlInput: { 'data-testid': controlTestId(testId, item) } as object }}
      sx={{ minWidth: 120 }}
    >
      <MenuItem value="">&nbsp;</MenuItem>
      {weekChoices(item.iterate_from ?? 1, item.iterate_to ?? 4).map((n) => (
        <MenuItem key={n} value={String(n)}>
          {n}
        </MenuItem>
      ))}
    </TextField>
  );
}
