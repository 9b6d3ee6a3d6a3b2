import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { FilterControlProps, FilterValues } from '../filter-types';
import { periodKeys } from '../period-keys';
import { CUSTOM_PRESET, inferPreset, presetRange, presetsOf } from '../period-presets';
import { controlTestId } from './control-label';
import { DateRangeInputs } from './date-range-inputs';

/**
 * date_period_presets_component (FILTER-19): a preset sets from and to; custom shows two date
 * fields; clearing empties both. The shown preset is inferred from the dates.
 */
export function DatePeriodPresetsControl(props: FilterControlProps) {
  const { item, values, change, testId } = props;
  const { t } = useTranslation();
  const keys = periodKeys(item);
  const stored = values[item.key];
  const preset = stored === CUSTOM_PRESET ? CUSTOM_PRESET : inferPreset(item, values[keys.from], values[keys.to]);

  const choose = (label: string) => {
    if (!label) return change({ [item.key]: null, [keys.from]: null, [keys.to]: null });
    if (label === CUSTOM_PRESET) return change({ [item.key]: CUSTOM_PRESET });
    const range = presetRange(presetsOf(item).find((p) => p.label === label)!);
    change({ [item.key]: label, [keys.from]: range.from, [keys.to]: range.to });
  };
  const typed = (patch: FilterValues) => change({ ...patch, [item.key]: CUSTOM_PRESET });

  return (
    <Stack spacing={1}>
      <TextField
        select
        size="small"
        label={t(item.label)}
        value={preset ?? ''}
        onChange={(e) => choose(e.target.value)}
        slotProps={{ htmlInput: { 'data-testid': controlTestId(testId, item) } as object }}
        sx={{ minWidth: 220 }}
      >
        <MenuItem value="">&nbsp;</MenuItem>
        {presetsOf(item).map((p) => (
          <MenuItem key={p.label} value={p.label}>
            {t(p.label, p.label_params)}
          </MenuItem>
        ))}
        <MenuItem value={CUSTOM_PRESET}>{t('filter_bar.custom')}</MenuItem>
      </TextField>
      {preset === CUSTOM_PRESET ? <DateRangeInputs {...props} change={typed} /> : null}
    </Stack>
  );
}
