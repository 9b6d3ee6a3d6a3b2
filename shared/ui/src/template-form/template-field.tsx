import { lazy, Suspense } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import type { FormField } from '@app/contracts';
import { DateField } from './date-field';
import type { FieldProps } from './field-props';
import type { FormValue, SegmentRow } from './form-values';
import { SegmentsField } from './segments-field';
import { SelectField } from './select-field';

// the editor (TipTap) loads only where a form has a rich-text field (announcements)
const RichTextEditor = lazy(() => import('../rich-text/rich-text-editor').then((m) => ({ default: m.RichTextEditor })));

const INPUT_TYPES: Partial<Record<FormField['type'], string>> = { number: 'number', password: 'password', email: 'email', time: 'time' };

export interface TemplateFieldProps extends FieldProps<FormValue> {
  field: FormField;
  parentValue?: string;
}

/** One field of a template form, by its type (contracts FORM_FIELD_TYPES). */
export function TemplateField({ field, parentValue, ...props }: TemplateFieldProps) {
  const { label, value, onChange, onBlur, disabled, required, error, testId } = props;
  switch (field.type) {
    case 'boolean':
      return (
        <FormControl error={!!error}>
          <FormControlLabel
            disabled={disabled}
            label={label}
            control={
              <Checkbox
                checked={value === true}
                onChange={(e) => onChange(e.target.checked)}
                onBlur={onBlur}
                slotProps={{ input: { 'data-testid': testId } as object }}
              />
            }
          />
          {error ? <FormHelperText>{error}</FormHelperText> : null}
        </FormControl>
      );
    case 'segments':
      return <SegmentsField {...props} value={Array.isArray(value) ? (value as SegmentRow[]) : []} onChange={onChange} />;
    case 'rich_text':
      return (
        <Suspense fallback={<Skeleton variant="rounded" height={140} />}>
          <RichTextEditor {...props} value={typeof value === 'string' ? value : ''} onChange={onChange} />
        </Suspense>
      );
    case 'date':
      return <DateField {...props} value={typeof value === 'string' ? value : ''} onChange={onChange} />;
    case 'select':
    case 'branch':
    case 'multiselect':
      return (
        <SelectField
          {...props}
          value={Array.isArray(value) ? (value as string[]) : typeof value === 'string' ? value : ''}
          onChange={onChange}
          getKey={field.get_key}
          multiple={field.type === 'multiselect'}
          parentValue={parentValue}
        />
      );
    default:
      return (
        <TextField
          label={label}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
          disabled={disabled}
          required={required}
          error={!!error}
          helperText={error}
          type={INPUT_TYPES[field.type] ?? 'text'}
          multiline={field.type === 'textarea'}
          minRows={field.type === 'textarea' ? 2 : undefined}
          fullWidth
          size="small"
          slotProps={{ htmlInput: { 'data-testid': testId } as object, inputLabel: field.type === 'time' ? { shrink: true } : undefined }}
        />
      );
  }
}
