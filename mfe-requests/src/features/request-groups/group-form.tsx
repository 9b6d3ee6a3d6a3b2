import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { requestGroupCreateSchema, requestGroupUpdateSchema, type RequestGroupView } from '@app/contracts';
import { apiProblem } from '@app/platform/api';
import type { UnsavedChanges } from '@app/ui/popup';
import { apiDateToDisplay, DateField, displayDateToApi } from '@app/ui/template-form';
import { schemaErrors, type FieldMessages } from '../../lib/schema-errors';

export const GROUP_FORM_ID = 'request-group-form';

interface Values {
  reference: string;
  description: string;
  remark: string;
  period_start: string;
  period_end: string;
}

const FIELDS = ['reference', 'description', 'remark', 'period_start', 'period_end'] as const;

const valuesOf = (group?: RequestGroupView): Values => ({
  reference: group?.reference ?? '',
  description: group?.description ?? '',
  remark: group?.remark ?? '',
  period_start: group ? apiDateToDisplay(group.period_start) : '',
  period_end: group ? apiDateToDisplay(group.period_end) : '',
});

export interface GroupFormProps {
  /** the group being edited; none creates one */
  group?: RequestGroupView;
  unsaved: UnsavedChanges;
  /** sends the body; a 422 rejects and its messages show on the fields */
  onSave(body: Record<string, unknown>): Promise<void>;
}

/** A request group's reference, description, remark and period (REQ-GROUP-01), checked with the service's schema. */
export function GroupForm({ group, unsaved, onSave }: GroupFormProps) {
  const { t } = useTranslation();
  const form = useForm<Values>({ defaultValues: valuesOf(group) });
  const [problem, setProblem] = useState<string | null>(null);
  const dirty = form.formState.isDirty;
  useEffect(() => unsaved.setDirty(dirty), [dirty, unsaved]);

  const show = (messages: FieldMessages) => {
    const rest: string[] = [];
    for (const [field, message] of Object.entries(messages))
      if ((FIELDS as readonly string[]).includes(field)) form.setError(field as keyof Values, { message });
      else rest.push(message);
    setProblem(rest.length ? rest.join(' ') : t('validation.title'));
  };

  const submit = form.handleSubmit(async (values) => {
    const body = {
      reference: values.reference.trim(),
      description: values.description.trim() || null,
      remark: values.remark.trim() || null,
      period_start: displayDateToApi(values.period_start) ?? (values.period_start || undefined),
      period_end: displayDateToApi(values.period_end) ?? (values.period_end || undefined),
    };
    const problems = schemaErrors(group ? requestGroupUpdateSchema : requestGroupCreateSchema, body);
    if (Object.keys(problems).length) return show(problems);
    setProblem(null);
    try {
      await onSave(body);
      form.reset(values);
    } catch (error) {
      const { fields, messages } = apiProblem(error);
      const byField = Object.fromEntries(Object.entries(fields).map(([path, texts]) => [path.split('.')[0]!, texts.join(' ')]));
      show(Object.keys(byField).length ? byField : { _: messages.join(' ') || t('groups.save_failed') });
    }
  });

  const text = (name: 'reference' | 'description' | 'remark', multiline = false) => (
    <Controller
      name={name}
      control={form.control}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          required={name === 'reference'}
          multiline={multiline}
          minRows={multiline ? 2 : undefined}
          label={t(`groups.fields.${name}`)}
          error={!!fieldState.error}
          helperText={fieldState.error?.message}
          sx={multiline || name === 'reference' ? { gridColumn: '1 / -1' } : undefined}
          slotProps={{ htmlInput: { 'data-testid': `group-form-${name}` } }}
        />
      )}
    />
  );
  const date = (name: 'period_start' | 'period_end') => (
    <Controller
      name={name}
      control={form.control}
      render={({ field, fieldState }) => (
        <DateField
          label={t(`groups.fields.${name}`)}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          disabled={false}
          required
          error={fieldState.error?.message}
          testId={`group-form-${name}`}
        />
      )}
    />
  );

  return (
    <form id={GROUP_FORM_ID} noValidate onSubmit={(e) => void submit(e)}>
      {problem ? (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="group-form-error">
          {problem}
        </Alert>
      ) : null}
      <Box sx={{ display: 'grid', gap: 2, pt: 1, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' } }}>
        {text('reference')}
        {date('period_start')}
        {date('period_end')}
        {text('description', true)}
        {text('remark', true)}
      </Box>
    </form>
  );
}
