import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { FormField, FormTemplate, SelectOption } from '@app/contracts';
import { api, ApiError } from '@app/platform/api';
import { conditionHolds, initialValues, isActive, toPayload, validateValues, type FormValue, type FormValues } from './form-values';

/** Popup widths of spec 001 section 2: at most 1400 px, a minimal popup 600 px. */
export const POPUP_MAX_WIDTH = 1400;
export const MINIMAL_POPUP_WIDTH = 600;

export interface EntityCreateDialogProps {
  formName: string;
  entity: string;
  minimal: boolean;
  onClose(): void;
  onCreated(id: number): void;
}

function useInputs(getKeys: string[]) {
  return useQuery({
    queryKey: ['inputs', ...getKeys],
    queryFn: async () => {
      const query = Object.fromEntries(getKeys.map((k) => [`inputs[${k}][search]`, '']));
      return (await api.get<Record<string, SelectOption[]>>('/inputs', { query })).data;
    },
    enabled: getKeys.length > 0,
  });
}

/** The create popup: the form template's fields, client validation, then 422 errors per field. */
export function EntityCreateDialog({ formName, entity, minimal, onClose, onCreated }: EntityCreateDialogProps) {
  const { t } = useTranslation();
  const form = useQuery({
    queryKey: ['template', formName],
    queryFn: async () => (await api.get<FormTemplate>(`/template/${formName}`)).data,
  });
  const fields = form.data?.fields ?? [];
  const getKeys = [...new Set(fields.map((f) => f.get_key).filter((k): k is string => !!k))];
  const inputs = useInputs(getKeys);
  const [values, setValues] = useState<FormValues | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [summary, setSummary] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const current = values ?? initialValues(fields);

  const set = (key: string, value: FormValue) => {
    setValues({ ...current, [key]: value });
    setErrors(({ [key]: _drop, ...rest }) => rest);
  };

  const submit = async () => {
    if (!form.data) return;
    const found = validateValues(fields, current);
    if (Object.keys(found).length) {
      setErrors(Object.fromEntries(Object.entries(found).map(([k, e]) => [k, t(e.key, { field: t(fields.find((f) => f.key === k)?.label ?? k) })])));
      setSummary(t('validation.title'));
      return;
    }
    setSaving(true);
    try {
      const created = await api.post<{ id: number }>(`/${form.data.url}`, toPayload(fields, current));
      onCreated(created.data.id);
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        const fieldErrors = Object.fromEntries(Object.entries(error.fieldErrors).map(([k, m]) => [k, m[0] ?? '']));
        setErrors(fieldErrors);
        setSummary(fieldErrors._ ?? t('validation.title'));
      } else setSummary(error instanceof Error ? error.message : t('entity_list.load_failed'));
    } finally {
      setSaving(false);
    }
  };

  const renderField = (field: FormField) => {
    if (!conditionHolds(field.show_condition, current)) return null;
    const disabled = !isActive(field, current);
    const label = t(field.label);
    const error = errors[field.key];
    const common = { key: field.key, label, required: field.required, disabled, error: !!error, helperText: error, fullWidth: true, size: 'small' as const };
    const testId = { 'data-testid': `entity-form-${field.key}` } as object;
    if (field.type === 'boolean')
      return (
        <FormControlLabel
          key={field.key}
          disabled={disabled}
          control={<Checkbox checked={current[field.key] === true} onChange={(e) => set(field.key, e.target.checked)} slotProps={{ input: testId }} />}
          label={label}
        />
      );
    if (field.type === 'select' || field.type === 'branch' || field.type === 'multiselect') {
      const options = (field.get_key ? inputs.data?.[field.get_key] : undefined) ?? [];
      const multiple = field.type === 'multiselect';
      return (
        <TextField
          {...common}
          select
          value={current[field.key] ?? (multiple ? [] : '')}
          onChange={(e) => set(field.key, e.target.value as FormValue)}
          slotProps={{ select: { multiple }, htmlInput: testId }}
        >
          {multiple ? null : <MenuItem value="">&nbsp;</MenuItem>}
          {options.map((o) => (
            <MenuItem key={o.id} value={String(o.id)}>
              {o.name}
            </MenuItem>
          ))}
        </TextField>
      );
    }
    return (
      <TextField
        {...common}
        type={field.type === 'password' ? 'password' : field.type === 'number' ? 'number' : 'text'}
        multiline={field.type === 'textarea'}
        minRows={field.type === 'textarea' ? 2 : undefined}
        placeholder={field.type === 'date' ? 'DD-MM-YYYY' : undefined}
        value={current[field.key] ?? ''}
        onChange={(e) => set(field.key, e.target.value)}
        slotProps={{ htmlInput: testId }}
      />
    );
  };

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth={false}
      slotProps={{ paper: { sx: { maxWidth: minimal ? MINIMAL_POPUP_WIDTH : POPUP_MAX_WIDTH }, 'data-testid': `entity-create-${entity}` } as object }}
    >
      <DialogTitle>{t('entity_list.create')}</DialogTitle>
      <DialogContent>
        {summary ? (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="entity-form-summary">
            {summary}
          </Alert>
        ) : null}
        {form.isPending ? (
          <Skeleton height={200} />
        ) : form.isError ? (
          <Alert severity="error">{t('entity_list.load_failed')}</Alert>
        ) : (
          <Stack spacing={2} sx={{ pt: 1 }}>
            {fields.map(renderField)}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="entity-form-cancel">
          {t('app.cancel')}
        </Button>
        <Button variant="contained" disabled={saving || !form.data} onClick={() => void submit()} data-testid="entity-form-save">
          {t('entity_list.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
