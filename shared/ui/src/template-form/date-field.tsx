import { useLayoutEffect, useRef } from 'react';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { maskDate } from './date-mask';
import { displayDateToApi } from './form-values';
import type { FieldProps } from './field-props';

/**
 * A date typed through the mask `##-##-####` (DD-MM-YYYY, spec 001 section 5). A typed date that
 * does not exist clears when the field is left; the form sends YYYY-MM-DD.
 */
export function DateField({ label, value, onChange, onBlur, disabled, required, error, testId }: FieldProps<string>) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  // after React wrote the masked value, put the caret back where the mask says
  useLayoutEffect(() => {
    if (caret.current === null || !input.current || document.activeElement !== input.current) return;
    input.current.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [value]);
  return (
    <TextField
      label={label}
      value={value}
      onChange={(e) => {
        const masked = maskDate(e.target.value, e.target.selectionStart ?? e.target.value.length, value);
        caret.current = masked.caret;
        onChange(masked.value);
      }}
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
      inputRef={input}
      slotProps={{ htmlInput: { 'data-testid': testId, inputMode: 'numeric', maxLength: 10 } as object }}
    />
  );
}
