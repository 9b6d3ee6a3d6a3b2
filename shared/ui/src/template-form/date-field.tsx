import { useMask } from '@react-input/mask';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { DATE_MASK, displayDateToApi } from './form-values';
import type { FieldProps } from './field-props';

/**
 * A date typed through the mask `##-##-####` (DD-MM-YYYY, spec 001 section 5). A typed date that
 * does not exist clears when the field is left; the form sends YYYY-MM-DD.
 */
export function DateField({ label, value, onChange, onBlur, disabled, required, error, testId }: FieldProps<string>) {
  const { t } = useTranslation();
  const maskRef = useMask({ mask: DATE_MASK, replacement: { '#': /\d/ } });
  return (
    <TextField
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onBlur={() => {
        if (value && !displayDateToApi(value)) onChange('');
        onBlur();
      }}
      disabled={disabled}
      required={required}
      error={!!error}
      helperText={error}
      placeholder={t('template_form.date_placeholder')}
      fullWidth
      size="small"
      inputRef={maskRef}
      slotProps={{ htmlInput: { 'data-testid': testId, inputMode: 'numeric' } as object }}
    />
  );
}
