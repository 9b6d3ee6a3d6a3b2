import TextField from '@mui/material/TextField';

export interface DateInputProps {
  label: string;
  value: unknown;
  onChange(value: string | null): void;
  testId: string;
}

/** A `YYYY-MM-DD` date field (the browser's own picker); clearing it gives null. */
export function DateInput({ label, value, onChange, testId }: DateInputProps) {
  return (
    <TextField
      type="date"
      size="small"
      label={label}
      value={typeof value === 'string' ? value : ''}
      onChange={(e) => onChange(e.target.value || null)}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': testId } as object }}
    />
  );
}
