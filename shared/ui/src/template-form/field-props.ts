/** What every field component of the template form receives from the form. */
export interface FieldProps<T> {
  label: string;
  value: T;
  onChange(value: T): void;
  onBlur(): void;
  disabled: boolean;
  required: boolean;
  error?: string;
  testId: string;
}
