import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateFormat, dayjs } from '@app/platform/dates';
import { PickerLocale } from './picker-locale';
import { usePickerValue } from './use-picker-value';

export interface DateInputFieldProps {
  label: string;
  /** YYYY-MM-DD; empty or null for no date */
  value: string | null | undefined;
  /** YYYY-MM-DD, or null when the field is emptied or holds no real date yet */
  onChange(value: string | null): void;
  onBlur?(): void;
  required?: boolean;
  disabled?: boolean;
  /** a message under the field (marks it invalid) */
  error?: string;
  /** on the hidden input that carries the value as DD-MM-YYYY (tests fill it) */
  testId: string;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  /** YYYY-MM-DD bounds the calendar offers */
  minDate?: string;
  maxDate?: string;
}

/**
 * The one date field of the product (FORM-06): typed day-month-year (##-##-####) or picked from a
 * calendar whose weeks start on Monday, in the page's language; the form gets YYYY-MM-DD.
 */
export function DateInputField(props: DateInputFieldProps) {
  const { label, value, onChange, onBlur, required, disabled, error, testId, size = 'small', fullWidth, minDate, maxDate } = props;
  const { draft, change, leave } = usePickerValue(value, onChange, DateFormat.api);
  return (
    <PickerLocale>
      <DatePicker
        label={label}
        value={draft}
        onChange={change}
        format={DateFormat.display}
        disabled={disabled}
        minDate={minDate ? dayjs(minDate, DateFormat.api) : undefined}
        maxDate={maxDate ? dayjs(maxDate, DateFormat.api) : undefined}
        slotProps={{
          textField: {
            size,
            fullWidth,
            required,
            error: !!error,
            helperText: error,
            onBlur: () => {
              leave();
              onBlur?.();
            },
            slotProps: { htmlInput: { 'data-testid': testId } as object },
          },
        }}
      />
    </PickerLocale>
  );
}
