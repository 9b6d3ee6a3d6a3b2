import { useEffect, useRef } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { FormField } from '@app/contracts';
import { isEnabled, isShown, type FormValues } from './form-values';
import { fieldLabel } from './field-label';
import { TemplateField } from './template-field';
import type { TemplateFormState } from './use-template-form';

export interface TemplateFormProps {
  state: TemplateFormState;
  /** the `<form>` id a submit button elsewhere (a dialog's actions) points at with `form=` */
  id: string;
  /** data-testid prefix: `<prefix>-summary`, `<prefix>-<field key>` */
  testId?: string;
  /** at most two columns on a wide popup */
  columns?: 1 | 2;
}

/** Clears a dependent select when the field it depends on changes (not on the first render). */
function useClearDependents(state: TemplateFormState, values: FormValues) {
  const previous = useRef(values);
  useEffect(() => {
    for (const field of state.fields) {
      if (!field.depends_on) continue;
      if (previous.current[field.depends_on] !== values[field.depends_on])
        state.form.setValue(field.key, field.type === 'multiselect' ? [] : '', { shouldDirty: true });
    }
    previous.current = values;
  }, [state, values]);
}

// minmax(0, …): a wide field (the segments table) scrolls inside its column instead of widening the form past a phone's screen
const COLUMN = 'minmax(0, 1fr)';

/** The fields of a form template with their show, enable and editable rules, and the error summary. */
export function TemplateForm({ state, id, testId = 'template-form', columns = 1 }: TemplateFormProps) {
  const { t } = useTranslation();
  const values = useWatch({ control: state.form.control }) as FormValues;
  useClearDependents(state, values);

  const render = (field: FormField) =>
    isShown(field, values) ? (
      <Controller
        key={field.key}
        name={field.key}
        control={state.form.control}
        render={({ field: input, fieldState }) => (
          <Box sx={{ gridColumn: field.type === 'textarea' && columns === 2 ? '1 / -1' : undefined }}>
            <TemplateField
              field={field}
              label={fieldLabel(t, field)}
              value={input.value}
              onChange={input.onChange}
              onBlur={input.onBlur}
              disabled={!isEnabled(field, values)}
              required={field.required}
              error={fieldState.error?.message}
              testId={`${testId}-${field.key}`}
              parentValue={field.depends_on ? String(values[field.depends_on] ?? '') : undefined}
            />
          </Box>
        )}
      />
    ) : null;

  return (
    <form id={id} noValidate onSubmit={(e) => void state.submit(e)}>
      {state.summary ? (
        <Alert severity="error" sx={{ mb: 2 }} data-testid={`${testId}-summary`}>
          {state.summary}
        </Alert>
      ) : null}
      <Box sx={{ display: 'grid', gap: 2, pt: 1, gridTemplateColumns: { xs: COLUMN, md: columns === 2 ? `${COLUMN} ${COLUMN}` : COLUMN } }}>
        {state.fields.map(render)}
      </Box>
    </form>
  );
}
