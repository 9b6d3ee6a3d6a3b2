import { DateInputField } from '@app/ui/date-picker';

export interface DateInputProps {
  label: string;
  value: unknown;
  onChange(value: string | null): void;
  testId: string;
}

/** A filter's date: the kit's date picker, typed DD-MM-YYYY; the filter holds YYYY-MM-DD, clearing it gives null. */
export function DateInput({ label, value, onChange, testId }: DateInputProps) {
  return <DateInputField label={label} value={typeof value === 'string' ? value : null} onChange={onChange} testId={testId} />;
}
