import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { SelectOption } from '@app/contracts';
import { useLabels } from '../../../components/labels';

/** The labels every candidate must have (MATCH-11), picked by name from the pool's labels. */
export function LabelFilter({ value, onChange }: { value: readonly number[]; onChange(labels: readonly number[]): void }) {
  const { t } = useTranslation();
  const options = useLabels();
  const chosen = options.filter((o) => value.includes(Number(o.id)));
  return (
    <Autocomplete<SelectOption, true>
      multiple
      size="small"
      options={[...options]}
      value={chosen}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, picked) => onChange(picked.map((o) => Number(o.id)))}
      noOptionsText={t('matches.filter.no_labels')}
      sx={{ minWidth: 240 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('matches.filter.labels')}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'matches-labels' } as object }}
        />
      )}
    />
  );
}
