import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { SettingItem, SettingValue } from '@app/contracts';
import { showsParentWarning, type DraftValue } from './setting-rules';

/** 380 px wide from a tablet up; on a phone the whole row, so nothing sticks out of the card. */
export const SETTING_INPUT_WIDTH = { width: { xs: '100%', sm: 'auto' }, minWidth: { sm: 380 } } as const;

export interface SettingFieldProps {
  item: SettingItem;
  draft: DraftValue;
  error?: string;
  disabled?: boolean;
  onChange(value: DraftValue): void;
  /** offered when the item has its own value: back to the value it falls back to */
  onReset?(): void;
}

/** One setting: its control by input_type, the value it falls back to (its parent value), and the parent warning. */
export function SettingField({ item, draft, error, disabled = false, onChange, onReset }: SettingFieldProps) {
  const { t } = useTranslation();
  const label = t(item.label);
  const shown = (value: SettingValue) =>
    typeof value === 'boolean'
      ? t(`settings.options.${String(value)}`)
      : item.input_type === 'select'
        ? t(`settings.options.${value}`)
        : String(value);
  const testId = `setting-${item.code}`;
  let control: React.ReactNode;
  if (item.input_type === 'boolean')
    control = (
      <FormControlLabel
        disabled={disabled}
        control={
          <Switch
            checked={draft === true}
            onChange={(e) => onChange(e.target.checked)}
            slotProps={{ input: { 'data-testid': testId } as object }}
          />
        }
        label={label}
      />
    );
  else if (item.input_type === 'select')
    control = (
      <TextField
        select
        size="small"
        label={label}
        value={draft}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
        sx={SETTING_INPUT_WIDTH}
        slotProps={{ htmlInput: { 'data-testid': testId } as object }}
      >
        {(item.options ?? []).map((option) => (
          <MenuItem key={option} value={option}>
            {t(`settings.options.${option}`)}
          </MenuItem>
        ))}
      </TextField>
    );
  else if (item.input_type === 'text')
    control = (
      <TextField
        size="small"
        label={label}
        value={draft}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
        sx={SETTING_INPUT_WIDTH}
        slotProps={{ htmlInput: { 'data-testid': testId, maxLength: item.max_length } as object }}
      />
    );
  else
    control = (
      <TextField
        size="small"
        type="number"
        label={label}
        value={draft}
        disabled={disabled}
        error={!!error}
        helperText={error}
        onChange={(e) => onChange(e.target.value)}
        sx={SETTING_INPUT_WIDTH}
        slotProps={{ htmlInput: { 'data-testid': testId, min: item.min, max: item.max, step: 1 } as object }}
      />
    );
  return (
    <Stack spacing={0.5} data-testid={`setting-row-${item.code}`}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        {control}
        {item.is_changed ? (
          <Chip size="small" variant="outlined" label={t('settings.changed')} data-testid={`setting-changed-${item.code}`} />
        ) : null}
        <Chip size="small" label={t('settings.standard', { value: shown(item.value_parent) })} />
        {onReset ? (
          <Button size="small" disabled={disabled} onClick={onReset} data-testid={`setting-reset-${item.code}`}>
            {t('settings.reset')}
          </Button>
        ) : null}
      </Stack>
      {error && item.input_type !== 'number' ? <Alert severity="error">{error}</Alert> : null}
      {showsParentWarning(item, draft) ? (
        <Alert severity="warning" data-testid={`setting-parent-warning-${item.code}`}>
          {t('settings.parent_warning', { value: shown(item.value_parent) })}
        </Alert>
      ) : null}
    </Stack>
  );
}
