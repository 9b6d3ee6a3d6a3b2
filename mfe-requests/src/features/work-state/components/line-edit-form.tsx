import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { workStateEditSchema, type WorkStateLine } from '@app/contracts';
import { apiProblem } from '@app/platform/api';
import { toast } from '@app/ui/dialog-store';
import { SelectField } from '@app/ui/template-form';
import type { UnsavedChanges } from '@app/ui/popup';
import { schemaErrors, type FieldMessages } from '../../../lib/schema-errors';
import { workStateApi, workStateKeys } from '../api/work-state-api';

export const LINE_FORM_ID = 'work-state-line-form';

const AMOUNTS = ['wtf', 'distance_total', 'cao_fee', 'contribution'] as const;
/** the amounts and the secondment branch (a branch picker fed by the inputs lookup `branches`) */
const FIELDS = [...AMOUNTS, 'secondment_branch_id'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

/** A number as the field shows it (WTF with its 4 decimals), '' when the line has none. */
const shown = (value: number | null, places?: number) => (value === null ? '' : places ? value.toFixed(places) : String(value));
const valuesOf = (line: WorkStateLine): Values => ({
  wtf: shown(line.wtf, 4),
  distance_total: shown(line.distance_total),
  cao_fee: shown(line.cao_fee),
  contribution: shown(line.contribution),
  secondment_branch_id: line.secondment_branch ? String(line.secondment_branch.id) : '',
});
/** What the user typed as the service reads it: a Dutch decimal comma becomes a point; empty is "none" (WTF stays required). */
const bodyValue = (field: Field, text: string) => {
  const value = text.trim().replace(',', '.');
  return value === '' && field !== 'wtf' ? null : value;
};

/**
 * The editable amounts of a line (WS-08) and its secondment branch (WS-07): WTF with up to 4 decimals, distance there and back, CAO
 * fee and contribution, checked with the service's own schema. A processed line shows them locked.
 */
export function LineEditForm({ line, editable, unsaved }: { line: WorkStateLine; editable: boolean; unsaved: UnsavedChanges }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<Values>({ defaultValues: valuesOf(line) });
  const [problem, setProblem] = useState<string | null>(null);
  const dirty = form.formState.isDirty;
  useEffect(() => unsaved.setDirty(dirty), [dirty, unsaved]);
  const disabled = line.locked || !editable;

  const show = (messages: FieldMessages) => {
    const rest: string[] = [];
    for (const [field, message] of Object.entries(messages))
      if ((FIELDS as readonly string[]).includes(field)) form.setError(field as Field, { message });
      else rest.push(message);
    setProblem(rest.length ? rest.join(' ') : t('validation.title'));
  };

  const submit = form.handleSubmit(async (values) => {
    const changed = FIELDS.filter((f) => form.formState.dirtyFields[f]);
    const body = Object.fromEntries(changed.map((f) => [f, bodyValue(f, values[f])]));
    const problems = schemaErrors(workStateEditSchema, body);
    if (Object.keys(problems).length) return show(problems);
    setProblem(null);
    try {
      const saved = await workStateApi.update(line.id, workStateEditSchema.parse(body));
      queryClient.setQueryData(workStateKeys.line(line.id), saved);
      form.reset(valuesOf(saved));
      toast(t('work_state.dialog.saved'), { severity: 'success', testId: 'work-state-toast' });
      await queryClient.invalidateQueries({ queryKey: workStateKeys.all });
    } catch (error) {
      const { fields, messages } = apiProblem(error);
      const byField = Object.fromEntries(Object.entries(fields).map(([path, texts]) => [path.split('.')[0]!, texts.join(' ')]));
      show(Object.keys(byField).length ? byField : { _: messages.join(' ') || t('work_state.dialog.save_failed') });
    }
  });

  return (
    <form id={LINE_FORM_ID} noValidate onSubmit={(e) => void submit(e)}>
      {line.locked ? (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="work-state-line-locked">
          {t('work_state.dialog.locked')}
        </Alert>
      ) : null}
      {problem ? (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="work-state-line-error">
          {problem}
        </Alert>
      ) : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {AMOUNTS.map((name) => (
          <Controller
            key={name}
            name={name}
            control={form.control}
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                disabled={disabled}
                required={name === 'wtf'}
                label={t(`work_state.dialog.fields.${name}`)}
                error={!!fieldState.error}
                helperText={fieldState.error?.message}
                slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': `work-state-line-${name}` } }}
              />
            )}
          />
        ))}
        <Controller
          name="secondment_branch_id"
          control={form.control}
          render={({ field, fieldState }) => (
            <SelectField
              label={t('work_state.dialog.fields.secondment_branch_id')}
              value={field.value}
              onChange={(v) => field.onChange(Array.isArray(v) ? (v[0] ?? '') : v)}
              onBlur={field.onBlur}
              disabled={disabled}
              required={false}
              error={fieldState.error?.message}
              testId="work-state-line-secondment_branch_id"
              getKey="branches"
              multiple={false}
            />
          )}
        />
      </Box>
    </form>
  );
}
