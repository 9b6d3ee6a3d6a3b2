import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { DateFormat } from '@app/platform/dates';
import { PickerLocale } from './picker-locale';
import { usePickerValue } from './use-picker-value';

/** How a date-time travels in a form: local Amsterdam time, minutes precision. */
export const DATE_TIME_VALUE_FORMAT = 'YYYY-MM-DDTHH:mm';

export interface DateTimeInputFieldProps {
  label: string;
  /** YYYY-MM-DDTHH:mm; empty or null for none */
  value: string | null | undefined;
  onChange(value: string | null): void;
  disabled?: boolean;
  required?: boolean;
  error?: string;
  testId: string;
  fullWidth?: boolean;
}

/** A date and time typed DD-MM-YYYY HH:mm (spec 000 section 9) or picked, 24-hour clock, weeks from Monday. */
export function DateTimeInputField({ label, value, onChange, disabled, required, error, testId, fullWidth }: DateTimeInputFieldProps) {
  const { draft, change, leave } = usePickerValue(value, onChange, DATE_TIME_VALUE_FORMAT);
  return (
    <PickerLocale>
      <DateTimePicker
        label={label}
        value={draft}
        onChange={change}
        format={DateFormat.dateTime}
        ampm={false}
        disabled={disabled}
        slotProps={{
          textField: {
            size: 'small',
            fullWidth,
            required,
            error: !!error,
            helperText: error,
            onBlur: leave,
            slotProps: { htmlInput: { 'data-testid': testId } as object },
          },
        }}
      />
    </PickerLocale>
  );
}
