export { TemplateForm, type TemplateFormProps } from '../template-form/template-form';
export { useTemplateForm, type TemplateFormState, type UseTemplateFormOptions } from '../template-form/use-template-form';
export { SelectField, type SelectFieldProps } from '../template-form/select-field';
export {
  apiDateToDisplay,
  conditionHolds,
  displayDateToApi,
  initialValues,
  isActive,
  toPayload,
  validateValues,
  type FieldError,
  type FormValue,
  type FormValues,
} from '../template-form/form-values';
export { fieldLabel, humanize } from '../template-form/field-label';
export { useDebouncedValue } from '../template-form/use-debounced-value';
export { fetchInputOptions } from '../template-form/input-options';
export { useFormTemplate } from '../template-form/use-form-template';
export { SavingRecordForm, type SavingRecordFormProps } from '../template-form/saving-record-form';
export { fieldErrorsFromServer } from '../template-form/server-errors';
export { DateField } from '../template-form/date-field';
export { templateQuery, usePhoneLayout } from '../templates/template-query';
