// `@app/ui/date-picker`: the product's date and date-time fields (MUI X pickers, dayjs, nl/en). A
// shared entry: one copy of the pickers in the page, loaded with the first screen that has a date field.
export { DateInputField, type DateInputFieldProps } from '../date-picker/date-input-field';
export { DateTimeInputField, DATE_TIME_VALUE_FORMAT, type DateTimeInputFieldProps } from '../date-picker/date-time-input-field';
