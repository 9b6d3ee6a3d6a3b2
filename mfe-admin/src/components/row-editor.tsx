import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { apiProblem } from '@app/platform/api';
import { DateField, displayDateToApi, SelectField } from '@app/ui/template-form';

/**
 * One field of a row editor: a number typed as text, a DD-MM-YYYY date, a branch from the inputs
 * endpoint, free text, or a choice of another lookup list of the inputs endpoint (`getKey`).
 */
export interface RowField {
  key: string;
  /** i18n key */
  label: string;
  kind: 'number' | 'date' | 'branch' | 'text' | 'select';
  required: boolean;
  /** the lookup list of a 'select' field (GET /api/inputs) */
  getKey?: string;
}

/** Field key -> what the field shows (numbers as typed, dates as DD-MM-YYYY, a branch as its id). */
export type RowValues = Record<string, string>;

export interface RowEditorProps {
  fields: readonly RowField[];
  initial: RowValues;
  testId: string;
  /** i18n key of the save button */
  submitLabel: string;
  /** gets the values as the API takes them (dates YYYY-MM-DD, blanks as ''); a refusal it throws is shown by field */
  onSubmit(values: RowValues): Promise<void>;
  /** shown as Cancel when given (an edit of an existing row) */
  onCancel?(): void;
}

/**
 * A one-line form for a row of a popup tab's table (a distance, a travel table row, an hourly
 * rate): the server validates, its 422 messages show under their fields, other refusals above.
 */
export function RowEditor({ fields, initial, testId, submitLabel, onSubmit, onCancel }: RowEditorProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<RowValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [summary, setSummary] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: string) => (value: string | string[]) =>
    setValues((v) => ({ ...v, [key]: Array.isArray(value) ? (value[0] ?? '') : value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setSummary(null);
    try {
      const sent = Object.fromEntries(
        fields.map((f) => [f.key, f.kind === 'date' ? (displayDateToApi(values[f.key] ?? '') ?? '') : (values[f.key] ?? '')]),
      );
      await onSubmit(sent);
      setValues(initial);
    } catch (failure) {
      const { fields: byField, messages } = apiProblem(failure);
      const known = new Set(fields.map((f) => f.key));
      setErrors(Object.fromEntries(Object.entries(byField).flatMap(([k, m]) => (known.has(k) && m[0] ? [[k, m[0]]] : []))));
      const other = [...messages, ...Object.entries(byField).flatMap(([k, m]) => (known.has(k) ? [] : m))];
      if (other.length || !Object.keys(byField).length) setSummary(other.join(' ') || t('errors.generic'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} data-testid={testId}>
      <Stack spacing={1}>
        {summary ? (
          <Alert severity="error" data-testid={`${testId}-error`}>
            {summary}
          </Alert>
        ) : null}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
          {fields.map((f) => {
            const props = {
              label: t(f.label),
              value: values[f.key] ?? '',
              onBlur: () => undefined,
              disabled: busy,
              required: f.required,
              error: errors[f.key],
              testId: `${testId}-${f.key}`,
            };
            if (f.kind === 'date') return <DateField key={f.key} {...props} onChange={set(f.key)} />;
            if (f.kind === 'branch') return <SelectField key={f.key} {...props} onChange={set(f.key)} getKey="branches" multiple={false} />;
            if (f.kind === 'select')
              return <SelectField key={f.key} {...props} onChange={set(f.key)} getKey={f.getKey ?? ''} multiple={false} />;
            return (
              <TextField
                key={f.key}
                label={props.label}
                value={props.value}
                onChange={(e) => set(f.key)(e.target.value)}
                disabled={busy}
                required={f.required}
                error={!!props.error}
                helperText={props.error}
                size="small"
                slotProps={{ htmlInput: { inputMode: f.kind === 'text' ? 'text' : 'decimal', 'data-testid': props.testId } }}
              />
            );
          })}
          <Button
            type="submit"
            variant="contained"
            disabled={busy}
            sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
            data-testid={`${testId}-save`}
          >
            {t(submitLabel)}
          </Button>
          {onCancel ? (
            <Button onClick={onCancel} disabled={busy} data-testid={`${testId}-cancel`}>
              {t('app.cancel')}
            </Button>
          ) : null}
        </Stack>
      </Stack>
    </form>
  );
}
