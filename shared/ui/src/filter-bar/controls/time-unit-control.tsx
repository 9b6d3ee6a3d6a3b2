import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { dayjs, DateFormat } from '@app/platform/dates';
import { useFilterBarContext } from '../filter-bar-context';
import { timeUnitRange } from '../filter-defaults';
import type { FilterControlProps } from '../filter-types';
import { periodKeys } from '../period-keys';
import { isTimeUnit, slicesOf, TIME_UNITS, type TimeSlice, type TimeUnit } from '../time-units';
import { controlTestId } from './control-label';
import { DateRangeInputs } from './date-range-inputs';

/**
 * time_unit_component (FILTER-14 to 16): week, month or period. Week and month list the slices of
 * the current period and a choice sets from and to; period uses a date range. A choice by hand sets
 * the custom flag, so the list call carries isCustom=1.
 */
export function TimeUnitControl(props: FilterControlProps) {
  const { item, values, change, testId } = props;
  const { t } = useTranslation();
  const { period, markCustom } = useFilterBarContext();
  const unit: TimeUnit = isTimeUnit(values[item.key]) ? (values[item.key] as TimeUnit) : 'period';
  const keys = periodKeys(item);
  const slices = period && unit !== 'period' ? slicesOf(unit, period) : [];

  const chooseUnit = (next: TimeUnit | null) => {
    if (!next) return;
    markCustom();
    change({ [item.key]: next, ...timeUnitRange(item, next, period) });
  };
  const chooseSlice = (from: string) => {
    const slice = slices.find((s) => s.from === from);
    if (!slice) return;
    markCustom();
    change({ [keys.from]: slice.from, [keys.to]: slice.to });
  };
  const sliceLabel = (s: TimeSlice) =>
    unit === 'week' ? t('filter_bar.week', { week: s.number }) : dayjs(s.from, DateFormat.api).format('MMMM YYYY');

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={unit}
        onChange={(_e, next: TimeUnit | null) => chooseUnit(next)}
        aria-label={t(item.label)}
      >
        {TIME_UNITS.map((u) => (
          <ToggleButton key={u} value={u} data-testid={controlTestId(testId, item, u)}>
            {t(`filter_bar.time_units.${u}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {unit === 'period' ? (
        <DateRangeInputs {...props} change={(patch) => (markCustom(), change(patch))} />
      ) : (
        <TextField
          select
          size="small"
          label={t(`filter_bar.time_units.${unit}`)}
          value={slices.some((s) => s.from === values[keys.from]) ? String(values[keys.from]) : ''}
          onChange={(e) => chooseSlice(e.target.value)}
          slotProps={{ htmlInput: { 'data-testid': controlTestId(testId, item, 'slice') } as object }}
        >
          {slices.map((s) => (
            <MenuItem key={s.from} value={s.from}>
              {sliceLabel(s)}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Stack>
  );
}
