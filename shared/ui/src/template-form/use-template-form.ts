import { useMemo, useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FormField, FormTemplate } from '@app/contracts';
import { ApiError, apiErrorText } from '@app/platform/api';
import { initialValues, toPayload, validateValues, valuesByFieldKey, type FieldError, type FormValues } from './form-values';
import { fieldErrorsFromServer } from './server-errors';
import { fieldLabel } from './field-label';

export interface UseTemplateFormOptions {
  template: FormTemplate;
  /** the record of an edit form (`GET {entity_url}/{id}`); none for a create form */
  record?: Record<string, unknown>;
  /** sends the payload; a rejected ApiError 422 puts `meta.errors` on their fields */
  onSubmit(payload: Record<string, unknown>): Promise<void>;
  /**
   * Further checks of the payload (the service's own schema), by field key; run with the template's
   * rules, so every message shows at once, and a field's message here wins over the template's.
   */
  check?(payload: Record<string, unknown>): Record<string, string>;
}

/**
 * The state of a template form on react-hook-form: every field validated before submit (the
 * summary 'Please fix all the validation errors.' plus a message per field), the payload built by
 * the template's rules, and a 422 answer mapped back onto the fields.
 */
export function useTemplateForm({ template, record, onSubmit, check }: UseTemplateFormOptions) {
  const { t } = useTranslation();
  const fields = template.fields;
  const defaults = useMemo(() => initialValues(fields, record), [fields, record]);
  const [summary, setSummary] = useState<string | null>(null);

  const message = (field: FormField, error: FieldError) => {
    const params: Record<string, string | number> = { ...error.params, field: fieldLabel(t, field) };
    // after_or_equal names the other field by its label key
    if (typeof params.other === 'string') params.other = t(params.other);
    return t(error.key, params);
  };

  const resolver: Resolver<FormValues> = async (edited) => {
    const values = valuesByFieldKey(fields, edited);
    const found = validateValues(fields, values);
    const extra = check?.(toPayload(fields, values, record ? defaults : undefined)) ?? {};
    const errors: FieldErrors<FormValues> = {};
    for (const field of fields) {
      const error = found[field.key];
      const text = extra[field.key] ?? (error ? message(field, error) : undefined);
      if (text) errors[field.key] = { type: 'validate', message: text };
    }
    return Object.keys(errors).length ? { values: {}, errors } : { values: edited, errors: {} };
  };

  const form = useForm<FormValues>({ defaultValues: defaults, resolver, mode: 'onSubmit', reValidateMode: 'onChange' });

  const submit = form.handleSubmit(
    async (values) => {
      setSummary(null);
      try {
        await onSubmit(toPayload(fields, valuesByFieldKey(fields, values), record ? defaults : undefined));
        form.reset(values);
      } catch (error) {
        if (!(error instanceof ApiError) || error.status !== 422) {
          setSummary(apiErrorText(error, t('template_form.save_failed')));
          return;
        }
        const { byField, other } = fieldErrorsFromServer(fields, error.fieldErrors);
        for (const [key, text] of Object.entries(byField)) form.setError(key, { type: 'server', message: text });
        setSummary(other[0] ?? t('validation.title'));
      }
    },
    () => setSummary(t('validation.title')),
  );

  return { form, submit, summary, fields };
}

export type TemplateFormState = ReturnType<typeof useTemplateForm>;
