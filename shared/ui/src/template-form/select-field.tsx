import { useEffect, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { SelectOption } from '@app/contracts';
import type { FieldProps } from './field-props';
import { useChosenOptions } from './use-chosen-options';
import { useFieldOptions } from './use-field-options';

export interface SelectFieldProps extends FieldProps<string | string[]> {
  getKey?: string;
  multiple: boolean;
  /** the value of the field a dependent select depends on */
  parentValue?: string;
}

/**
 * A select fed by the inputs endpoint, searched on the server (debounced). Option names may be
 * i18n keys (the fixed lists: genders, regions, ...) or plain names.
 */
export function SelectField({
  label,
  value,
  onChange,
  onBlur,
  disabled,
  required,
  error,
  testId,
  getKey,
  multiple,
  parentValue,
}: SelectFieldProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const options = useFieldOptions(getKey, search, parentValue);
  const chosen = useChosenOptions(Array.isArray(value) ? value : value ? [value] : [], options.data);
  const nameOf = (o: SelectOption) => t(o.name, { defaultValue: o.name });
  // a required choice that depends on another and has one answer there is made for the user (a branch's only schedule)
  const only = parentValue && !search && !options.isPlaceholderData && options.data?.length === 1 ? options.data[0] : undefined;
  useEffect(() => {
    if (only && required && !multiple && !disabled && !value) onChange(String(only.id));
  }, [only, required, multiple, disabled, value, onChange]);

  return (
    <Autocomplete<SelectOption, boolean>
      multiple={multiple}
      options={options.data ?? []}
      value={multiple ? chosen : (chosen[0] ?? null)}
      loading={options.isFetching}
      disabled={disabled}
      filterOptions={(all) => all}
      getOptionLabel={nameOf}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          {option.detail ? <ListItemText primary={nameOf(option)} secondary={option.detail} sx={{ my: 0 }} /> : nameOf(option)}
        </li>
      )}
      getOptionKey={(o) => String(o.id)}
      isOptionEqualToValue={(a, b) => String(a.id) === String(b.id)}
      noOptionsText={t('template_form.no_options')}
      onInputChange={(_e, text, reason) => {
        if (reason === 'input') setSearch(text);
        else if (reason === 'reset' || reason === 'clear') setSearch('');
      }}
      onChange={(_e, chosen) => {
        if (Array.isArray(chosen)) onChange(chosen.map((o) => String(o.id)));
        else onChange(chosen ? String(chosen.id) : '');
      }}
      onBlur={onBlur}
      size="small"
      fullWidth
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          error={!!error}
          helperText={error}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': testId } as object }}
        />
      )}
    />
  );
}
