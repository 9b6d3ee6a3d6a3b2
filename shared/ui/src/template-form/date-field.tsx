import { DateInputField } from '@app/ui/date-picker';
import { apiDateToDisplay, displayDateToApi } from './form-values';
import type { FieldProps } from './field-props';

/**
 * A template form's date: the kit's date picker (typed DD-MM-YYYY through the mask ##-##-####, or
 * picked; FORM-06). The form holds it as shown, DD-MM-YYYY, and sends YYYY-MM-DD.
 */
export function DateField({ label, value, onChange, onBlur, disabled, required, error, testId }: FieldProps<string>) {
  return (
    <DateInputField
      label={label}
      value={displayDateToApi(value)}
      onChange={(api) => onChange(api ? apiDateToDisplay(api) : '')}
      onBlur={onBlur}
      disabled={disabled}
      required={required}
      error={error}
      testId={testId}
      fullWidth
    />
  );
}
