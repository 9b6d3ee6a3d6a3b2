import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { AdditionalFieldEntry, AdditionalFieldValue } from '@app/contracts';
import { apiProblem } from '@app/platform/api';
import { DateInputField, DateTimeInputField } from '@app/ui/date-picker';

type Shown = Record<string, string | boolean>;

/** A field's value as its input holds it: text (dates as the API writes them) or a tick. */
const shownOf = (field: AdditionalFieldEntry): string | boolean => {
  if (field.type === 'bool') return field.value === true;
  return field.value === null ? '' : String(field.value);
};

/** The input's value as the API takes it (blank clears). */
const sentOf = (field: AdditionalFieldEntry, shown: string | boolean): AdditionalFieldValue => {
  if (field.type === 'bool') return shown === true;
  const text = String(shown).trim();
  return text || null;
};

export interface OtherDataFormProps {
  fields: AdditionalFieldEntry[];
  canEdit: boolean;
  testId: string;
  /** PUT of the values by key; a 422 it throws shows under the fields */
  onSave(values: Record<string, AdditionalFieldValue>): Promise<void>;
}

/**
 * The pool's additional fields of a record as a form (ADR 0101, 0106: persons, branches, requests): a whole number, a date, a date
 * and time or a tick per field, with the field's required rule; read only without the edit right.
 */
export function OtherDataForm({ fields, canEdit, testId, onSave }: OtherDataFormProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<Shown>(() => Object.fromEntries(fields.map((f) => [f.key, shownOf(f)])));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: string) => (value: string | boolean) => setShown((s) => ({ ...s, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setNotice(null);
    try {
      await onSave(Object.fromEntries(fields.map((f) => [f.key, sentOf(f, shown[f.key] ?? '')])));
      setNotice({ ok: true, text: t('other_data_form.saved') });
    } catch (failure) {
      const problem = apiProblem(failure);
      setErrors(Object.fromEntries(Object.entries(problem.fields).map(([k, m]) => [k, m[0] ?? ''])));
      setNotice({ ok: false, text: problem.messages.join(' ') || t('errors.generic') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} data-testid={testId}>
      <Stack spacing={2} sx={{ maxWidth: 480 }}>
        {notice ? (
          <Alert severity={notice.ok ? 'success' : 'error'} data-testid={`${testId}-notice`}>
            {notice.text}
          </Alert>
        ) : null}
        {fields.map((f) => {
          const common = { disabled: busy || !canEdit, required: f.required };
          const fieldTestId = `${testId}-${f.key}`;
          if (f.type === 'bool')
            return (
              <div key={f.key}>
                <FormControlLabel
                  label={f.label}
                  control={
                    <Checkbox
                      checked={shown[f.key] === true}
                      onChange={(e) => set(f.key)(e.target.checked)}
                      disabled={common.disabled}
                      slotProps={{ input: { 'data-testid': fieldTestId } as object }}
                    />
                  }
                />
                {errors[f.key] ? <FormHelperText error>{errors[f.key]}</FormHelperText> : null}
              </div>
            );
          if (f.type === 'date')
            return (
              <DateInputField
                key={f.key}
                label={f.label}
                value={String(shown[f.key] ?? '')}
                onChange={(v) => set(f.key)(v ?? '')}
                error={errors[f.key]}
                testId={fieldTestId}
                {...common}
              />
            );
          if (f.type === 'datetime')
            return (
              <DateTimeInputField
                key={f.key}
                label={f.label}
                value={String(shown[f.key] ?? '')}
                onChange={(v) => set(f.key)(v ?? '')}
                error={errors[f.key]}
                testId={fieldTestId}
                {...common}
              />
            );
          return (
            <TextField
              key={f.key}
              label={f.label}
              value={String(shown[f.key] ?? '')}
              onChange={(e) => set(f.key)(e.target.value)}
              error={!!errors[f.key]}
              helperText={errors[f.key]}
              size="small"
              slotProps={{
                htmlInput: { 'data-testid': fieldTestId, inputMode: f.type === 'integer' ? 'numeric' : undefined },
              }}
              {...common}
            />
          );
        })}
        {canEdit ? (
          <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }} data-testid={`${testId}-save`}>
            {t('other_data_form.save')}
          </Button>
        ) : null}
      </Stack>
    </form>
  );
}
