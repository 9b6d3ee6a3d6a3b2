import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { asList, type FilterControlProps, type FilterOption } from '../filter-types';
import { groupNameOf } from '../option-tree';
import { useFilterOptions } from '../use-filter-options';
import { controlTestId, itemLabel, optionText } from './control-label';

export interface OptionAutocompleteProps extends FilterControlProps {
  /** list options under their label group */
  grouped?: boolean;
  /** show chosen options as chips in the option's colour */
  coloured?: boolean;
  /** force a list value even when the template does not say multiple */
  multiple?: boolean;
}

const same = (a: unknown, b: unknown) => String(a) === String(b);

/**
 * The searchable select behind select, label and grope controls: options from the template or
 * `GET /api/inputs` (the typed text searches on the server, debounced), single or multiple.
 */
export function OptionAutocomplete({ item, values, change, testId, grouped, coloured, multiple }: OptionAutocompleteProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const isMultiple = multiple ?? !!item.multiple;
  const { options, loading } = useFilterOptions(item, values, text);
  const chosen = asList(values[item.key] ?? null);
  // chosen options stay known while a search narrows the list
  const [known, setKnown] = useState<FilterOption[]>([]);
  const pool = [...options, ...known.filter((k) => !options.some((o) => same(o.id, k.id)))];
  const selected = pool.filter((o) => chosen.some((c) => same(c, o.id)));
  const label = (o: FilterOption) => optionText(t, o.name);

  const onChange = (next: FilterOption | FilterOption[] | null) => {
    const list = next === null ? [] : Array.isArray(next) ? next : [next];
    setKnown(list);
    change({ [item.key]: isMultiple ? list.map((o) => o.id) : (list[0]?.id ?? null) });
  };

  return (
    <Autocomplete<FilterOption, boolean>
      multiple={isMultiple}
      size="small"
      sx={{ minWidth: 240 }}
      options={grouped ? [...options].sort((a, b) => groupNameOf(a).localeCompare(groupNameOf(b))) : options}
      groupBy={grouped ? (o) => groupNameOf(o) : undefined}
      loading={loading}
      value={isMultiple ? selected : (selected[0] ?? null)}
      onChange={(_e, next) => onChange(next as FilterOption | FilterOption[] | null)}
      inputValue={text}
      onInputChange={(_e, next, reason) => reason !== 'reset' && setText(next)}
      // useFilterOptions narrows: the server searches plain names, the reader's language the rest
      filterOptions={(list) => list}
      isOptionEqualToValue={(a, b) => same(a.id, b.id)}
      getOptionLabel={label}
      noOptionsText={t('filter_bar.no_options')}
      renderValue={
        coloured && isMultiple
          ? (chosenOptions, getItemProps) =>
              (chosenOptions as FilterOption[]).map((o, index) => {
                // getItemProps carries a key for the multiple case; React wants it passed on its own
                const { key: _key, ...chipProps } = getItemProps({ index }) as Record<string, unknown>;
                return (
                  <Chip
                    key={String(o.id)}
                    {...chipProps}
                    size="small"
                    label={label(o)}
                    sx={o.color ? { bgcolor: o.color, color: '#fff' } : undefined}
                  />
                );
              })
          : undefined
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={itemLabel(t, item)}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': controlTestId(testId, item) } }}
        />
      )}
    />
  );
}
